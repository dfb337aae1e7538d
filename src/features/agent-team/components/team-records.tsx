// The agent centre's dated lists (docs/agent-centre.md): team betting (M2-24), team profit and loss per day
// (M2-25), the agent's income (M2-26) and the team's deposits, withdrawals and transfers (M2-27). A date range in
// the merchant's time zone, the filters the list takes, the rows a page at a time with the totals of the range.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../engine/money';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Field } from '../../../ui/form-parts';
import { QueryStates, RecordTable, RecordTotals, type RecordColumn } from '../../../ui/record-list';
import { localToday, presetRange } from '../../../lib/date-range';
import { teamRecordsQueryOptions, type TeamRecordKind } from '../api/agent-team-api';
import { FilterRow, Pager, RangePicker, rangeProblem, Results, teamErrorText, TeamPage, type RangeState } from '../../../ui/team-page-parts';

type Row = Record<string, unknown>;
interface Ctx {
  money: (minorUnits: number) => string;
  date: (iso: string) => string;
  t: (key: string) => string;
}
type Column = RecordColumn<Row, Ctx>;

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

const COLUMNS: Record<TeamRecordKind, Column[]> = {
  bets: [
    { key: 'createdAt', cell: (r, c) => c.date(str(r.createdAt)) },
    { key: 'account', cell: (r) => str(r.account) },
    { key: 'gameName', cell: (r) => str(r.gameName) },
    { key: 'status', cell: (r, c) => c.t(`betStatus.${str(r.status)}`) },
    { key: 'betAmount', amount: true, cell: (r, c) => c.money(num(r.betAmount)) },
    { key: 'winAmount', amount: true, cell: (r, c) => c.money(num(r.winAmount)) },
    { key: 'net', amount: true, cell: (r, c) => c.money(num(r.net)) },
  ],
  profit: [
    { key: 'date', cell: (r) => str(r.date) },
    { key: 'activeMembers', amount: true, cell: (r) => String(num(r.activeMembers)) },
    { key: 'rounds', amount: true, cell: (r) => String(num(r.rounds)) },
    { key: 'betAmount', amount: true, cell: (r, c) => c.money(num(r.betAmount)) },
    { key: 'winAmount', amount: true, cell: (r, c) => c.money(num(r.winAmount)) },
    { key: 'net', amount: true, cell: (r, c) => c.money(num(r.net)) },
  ],
  transactions: [
    { key: 'createdAt', cell: (r, c) => c.date(str(r.createdAt)) },
    { key: 'account', cell: (r) => str(r.account) },
    { key: 'type', cell: (r, c) => c.t(`transactionType.${str(r.type)}`) },
    { key: 'amount', amount: true, cell: (r, c) => c.money(num(r.amount)) },
    { key: 'balanceAfter', amount: true, cell: (r, c) => c.money(num(r.balanceAfter)) },
  ],
  revenue: [
    { key: 'createdAt', cell: (r, c) => c.date(str(r.createdAt)) },
    { key: 'kind', cell: (r, c) => c.t(`incomeKind.${str(r.kind)}`) },
    { key: 'reference', cell: (r) => str(r.reference) },
    { key: 'amount', amount: true, cell: (r, c) => c.money(num(r.amount)) },
    { key: 'balanceAfter', amount: true, cell: (r, c) => c.money(num(r.balanceAfter)) },
  ],
};

/** The totals each list answers, in the order shown; counts are not money. */
const TOTALS: Record<TeamRecordKind, { key: string; count?: boolean }[]> = {
  bets: [{ key: 'betAmount' }, { key: 'winAmount' }, { key: 'net' }],
  profit: [{ key: 'activeMembers', count: true }, { key: 'betAmount' }, { key: 'winAmount' }, { key: 'net' }],
  transactions: [{ key: 'totalIn' }, { key: 'totalOut' }, { key: 'net' }],
  revenue: [{ key: 'amount' }],
};

const FILTERS: Record<TeamRecordKind, { username: boolean; select?: { name: string; choices: string[]; prefix: string } }> = {
  bets: { username: true, select: { name: 'status', choices: ['open', 'settled', 'rolled_back'], prefix: 'betStatus' } },
  profit: { username: true },
  transactions: { username: true, select: { name: 'type', choices: ['deposit', 'withdrawal', 'transfer'], prefix: 'transactionFilter' } },
  revenue: { username: false },
};

const TITLES: Record<TeamRecordKind, string> = { bets: 'titles.bets', profit: 'titles.profit', transactions: 'titles.transactions', revenue: 'titles.revenue' };

export function TeamRecordsPage({ kind }: { kind: TeamRecordKind }) {
  const { t, i18n } = useTranslation(['agentTeam', 'common']);
  const { timezone } = usePermission().merchant;
  const today = localToday(timezone);
  const ids = { username: useId(), select: useId() };
  const [range, setRange] = useState<RangeState>(() => ({ preset: 'last7', ...presetRange('last7', today) }));
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [pageNo, setPageNo] = useState(1);
  // A custom range the server would refuse is not asked for: the picker says what to change.
  const rangeOk = rangeProblem(range) === null;
  const records = useQuery({
    ...teamRecordsQueryOptions(kind, { from: range.from, to: range.to, pageNo, lang: i18n.language, filters }),
    placeholderData: keepPreviousData,
    enabled: rangeOk,
  });
  const filter = FILTERS[kind];
  const setFilter = (name: string, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPageNo(1);
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilter('username', draft.trim());
  };
  const filtered = Object.values(filters).some(Boolean);
  const clearFilters = () => {
    setDraft('');
    setFilters({});
    setPageNo(1);
  };
  const showLast30 = () => {
    setRange({ preset: 'last30', ...presetRange('last30', today) });
    setPageNo(1);
  };

  const body = rangeOk ? (
    <QueryStates
      query={records}
      loadingTestId="team-loading"
      errorText={(error) => teamErrorText(t, error)}
      retryLabel={t('common:actions.retry')}
    >
      {({ content, totals, currency, total, pageNum, totalPages }) => {
        const ctx: Ctx = {
          money: (v) => formatMoney(v, currency, { locale: i18n.language }),
          date: (iso) => (iso ? formatDateTime(iso, i18n.language, timezone) : ''),
          t: (key) => t(key),
        };
        return (
          <Results aria-busy={records.isPlaceholderData || undefined}>
            <RecordTotals
              testId="team-totals"
              label={t('records.totals')}
              items={[
                { key: 'count', label: t('records.count'), value: total },
                ...TOTALS[kind].map(({ key, count }) => ({
                  key,
                  label: t(`columns.${key}`),
                  value: count ? String(num(totals[key])) : ctx.money(num(totals[key])),
                })),
              ]}
            />
            {content.length === 0 ? (
              // Nothing found: a way on, clearing the filters first, else a longer range.
              <EmptyState message={t('records.empty')}>
                {filtered ? (
                  <Button tone="ghost" onClick={clearFilters}>
                    {t('records.clearFilters')}
                  </Button>
                ) : range.preset !== 'last30' && range.preset !== 'custom' ? (
                  <Button tone="ghost" onClick={showLast30}>
                    {t('records.showLast30')}
                  </Button>
                ) : null}
              </EmptyState>
            ) : (
              <RecordTable
                columns={COLUMNS[kind]}
                rows={content}
                context={ctx}
                heading={(key) => t(`columns.${key}`)}
                rowKey={(row, index) => str(row.entryId) || str(row.roundId) || str(row.date) || index}
                testId="team-table"
                label={t(TITLES[kind])}
              />
            )}
            <Pager page={pageNum} totalPages={totalPages} onPage={setPageNo} />
          </Results>
        );
      }}
    </QueryStates>
  ) : null;

  return (
    <TeamPage title={t(TITLES[kind])}>
      {kind === 'revenue' ? <p>{t('records.revenueIntro')}</p> : null}
      <RangePicker
        value={range}
        today={today}
        onChange={(next) => {
          setRange(next);
          setPageNo(1);
        }}
      />
      {filter.username || filter.select ? (
        <form role="search" aria-label={t('records.filters')} onSubmit={search}>
          <FilterRow>
            {filter.username ? (
              <Field>
                <label htmlFor={ids.username}>{t('downlines.username')}</label>
                <input id={ids.username} type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
              </Field>
            ) : null}
            {filter.select ? (
              <Field>
                <label htmlFor={ids.select}>{t(`records.${filter.select.name}`)}</label>
                <select id={ids.select} value={filters[filter.select.name] ?? ''} onChange={(e) => setFilter(filter.select!.name, e.target.value)}>
                  <option value="">{t('records.all')}</option>
                  {filter.select.choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {t(`${filter.select!.prefix}.${choice}`)}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
            {filter.username ? <Button type="submit">{t('downlines.searchButton')}</Button> : null}
          </FilterRow>
        </form>
      ) : null}
      {body}
    </TeamPage>
  );
}
