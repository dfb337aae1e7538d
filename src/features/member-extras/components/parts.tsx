// What the VIP, rebate, referral and profile pages share: panels, tables, a progress bar, the loading and error
// states of a query, and the text of a failed call.
import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../../lib/api-client';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';

export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.spacing.xl};
  padding: ${({ theme }) => theme.spacing.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.md};
    margin-top: ${({ theme }) => theme.spacing.md};
  }
`;

export const TableBox = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.spacing.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  tr[aria-current] td {
    font-weight: 700;
  }
`;

/** Figure tiles; $text for words rather than amounts (the profile's details), in a smaller type that wraps. */
export const Figures = styled.dl<{ $text?: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.spacing.md};
  margin: 0 0 ${({ theme }) => theme.spacing.md};

  div {
    min-width: 0;
    padding: ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  dt {
    font-size: 0.9rem;
  }
  dd {
    margin: ${({ theme }) => theme.spacing.xs} 0 0;
    font-size: ${({ $text }) => ($text ? '1.05rem' : '1.25rem')};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    /* A long e-mail or invitation code wraps inside its tile instead of running past its border. */
    overflow-wrap: anywhere;
  }
`;

const BarTrack = styled.div`
  height: 10px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};

  span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export function ProgressBar({ label, value, max, text }: { label: string; value: number; max: number; text: string }) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 100;
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={value} aria-valuetext={text}>
      <BarTrack>
        <span style={{ width: `${percent}%` }} />
      </BarTrack>
    </div>
  );
}

/** The message of a failed call: this area's text for the code, else the common one, else the generic message. */
export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'request_failed';
  return t([`memberExtras:errors.${code}`, `common:errors.${code}`, 'common:errors.request_failed']);
}

/** A query's loading skeleton or error with retry; the page's content once it has data. */
export function QueryState<T>({ query, testId, children }: { query: UseQueryResult<T>; testId: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(['memberExtras', 'common']);
  if (query.isPending) {
    return (
      <div aria-busy="true" data-testid={`${testId}-loading`}>
        <Skeleton $height="160px" style={{ display: 'block' }} />
      </div>
    );
  }
  if (query.isError) {
    return <ErrorState message={errorText(t, query.error)} retryLabel={t('common:actions.retry')} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}

/** Basis points as a percentage: 80 -> 0.8%. */
export const percentOf = (basisPoints: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
