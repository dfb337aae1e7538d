// Pieces every team page shares: the page frame with its heading, the date presets in the merchant's time zone
// (with the days they cover, and a custom range checked here with the server's rules), the filter row, the pager,
// the dimmed list while another range or page loads, and the text of a failed call.
import type { TFunction } from 'i18next';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../lib/api-client';
import { DateField } from './date-field';
import { Button } from './button';
import { Pager as SharedPager } from './pager';
import { Field, FieldError, Hint, Row } from './form-parts';
import { presetRange, type Preset } from '../lib/date-range';
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

/** Fields and their button on one line, the button level with the inputs (a Field keeps room for its message). */
export const FilterRow = styled(Row)`
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  & > div {
    margin-bottom: 0;
  }
`;

const RangeBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.lg};

  ${FilterRow} {
    margin-bottom: 0;
  }
`;

/** A list shown dimmed, and busy for assistive technology, while the next range, filter or page loads. */
export const Results = styled.div`
  transition: opacity 0.15s;

  &[aria-busy='true'] {
    opacity: 0.55;
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

/** The server's limit on a dated list (server/domain/records/records-rules.ts maxRangeDays). */
export const MAX_RANGE_DAYS = 90;

export type RangeProblem = 'invalid_date_range' | 'date_range_too_long';

/** What the server would refuse in a range, checked before asking: from after to, or more than 90 days. */
export function rangeProblem({ from, to }: { from: string; to: string }): RangeProblem | null {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (Number.isNaN(days) || days < 0) return 'invalid_date_range';
  if (days + 1 > MAX_RANGE_DAYS) return 'date_range_too_long';
  return null;
}

/**
 * Preset buttons, the days the chosen preset covers and, for a custom range, two date fields; the days are the
 * merchant's. A custom range the server would refuse shows its message here (the page asks nothing until fixed).
 */
export function RangePicker({ value, today, onChange }: { value: RangeState; today: string; onChange: (next: RangeState) => void }) {
  const { t } = useTranslation('agentTeam');
  const ids = { from: useId(), to: useId(), problem: useId() };
  const problem = value.preset === 'custom' ? rangeProblem(value) : null;
  const invalid = problem ? { 'aria-invalid': true as const, 'aria-describedby': ids.problem } : {};
  return (
    <RangeBox>
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
        <FilterRow>
          <Field>
            <label htmlFor={ids.from}>{t('range.from')}</label>
            <DateField id={ids.from} label={t('range.from')} value={value.from} max={today} today={today} {...invalid} onChange={(from) => onChange({ ...value, from })} />
          </Field>
          <Field>
            <label htmlFor={ids.to}>{t('range.to')}</label>
            <DateField id={ids.to} label={t('range.to')} value={value.to} max={today} today={today} {...invalid} onChange={(to) => onChange({ ...value, to })} />
          </Field>
        </FilterRow>
      ) : (
        <Hint data-testid="team-range">{t('range.showing', { from: value.from, to: value.to })}</Hint>
      )}
      {problem ? (
        <FieldError id={ids.problem} role="alert" data-testid="team-range-error">
          {t(`errors.${problem}`, { maxDays: MAX_RANGE_DAYS })}
        </FieldError>
      ) : null}
    </RangeBox>
  );
}

/** The agent centre's pager: the shared one with the agentTeam texts. */
export function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('agentTeam');
  const texts = { label: t('pager.label'), previous: t('pager.previous'), next: t('pager.next'), pageOf: t('pager.pageOf', { page, total: totalPages }) };
  return <SharedPager page={page} totalPages={totalPages} onPage={onPage} texts={texts} testId="team-page" />;
}
