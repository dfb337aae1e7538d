// Pieces every team page shares: the page frame with its heading, the date presets in the merchant's time zone,
// the pager, and the text of a failed call.
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { Field, Row } from '../../wallet/components/form-parts';
import { presetRange, type Preset } from '../../records/api/records-api';
import { AgentOnly } from './agent-only';

export const Page = styled.section`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.spacing.xl};

  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing.lg};
    font-size: 1.5rem;
  }
`;

export const Scroll = styled.div`
  overflow-x: auto;
`;

export const Totals = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg};
  margin: 0 0 ${({ theme }) => theme.spacing.md};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** One agent centre page: only for agents, one h1. */
export function TeamPage({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <AgentOnly>
      <Page aria-labelledby={id}>
        <h1 id={id}>{title}</h1>
        {children}
      </Page>
    </AgentOnly>
  );
}

/** The text of a failed team call: this area's codes, then the shared ones, else the generic message. */
export function teamErrorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'request_failed';
  return t([`agentTeam:errors.${code}`, `common:errors.${code}`, 'common:errors.request_failed']);
}

export const PRESETS: Preset[] = ['today', 'yesterday', 'last7', 'last30', 'custom'];

export interface RangeState {
  preset: Preset;
  from: string;
  to: string;
}

/** Preset buttons and, for a custom range, two date fields; the days are the merchant's. */
export function RangePicker({ value, today, onChange }: { value: RangeState; today: string; onChange: (next: RangeState) => void }) {
  const { t } = useTranslation('agentTeam');
  const ids = { from: useId(), to: useId() };
  return (
    <>
      <Row role="group" aria-label={t('range.label')}>
        {PRESETS.map((p) => (
          <Button
            key={p}
            tone={value.preset === p ? 'primary' : 'ghost'}
            aria-pressed={value.preset === p}
            onClick={() => onChange(p === 'custom' ? { ...value, preset: p } : { preset: p, ...presetRange(p, today) })}
          >
            {t(`range.${p}`)}
          </Button>
        ))}
      </Row>
      {value.preset === 'custom' ? (
        <Row>
          <Field>
            <label htmlFor={ids.from}>{t('range.from')}</label>
            <input id={ids.from} type="date" value={value.from} max={today} onChange={(e) => e.target.value && onChange({ ...value, from: e.target.value })} />
          </Field>
          <Field>
            <label htmlFor={ids.to}>{t('range.to')}</label>
            <input id={ids.to} type="date" value={value.to} max={today} onChange={(e) => e.target.value && onChange({ ...value, to: e.target.value })} />
          </Field>
        </Row>
      ) : null}
    </>
  );
}

export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('agentTeam');
  if (totalPages <= 1) return null;
  return (
    <Row as="nav" aria-label={t('pager.label')}>
      <Button tone="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span data-testid="team-page">{t('pager.pageOf', { page, total: totalPages })}</span>
      <Button tone="ghost" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Row>
  );
}
