// One member record page (M2-7..M2-10, docs/money.md "Records"): a date range (today, yesterday, 7 days, 30 days or
// custom, in the merchant's time zone), the filters the kind takes, the rows a page at a time from the server with
// the totals of the whole range, and the range as a CSV file.
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { categoriesWithVendors, CATEGORY_ORDER, type GameCategory } from '../../../engine/game-categories';
import { bonusSources } from '../../../engine/bonus-source';
import type { Currency } from '../../../engine/money';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { DateField } from '../../../ui/date-field';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Pager } from '../../../ui/pager';
import { Field, FieldError, Panel, Row } from '../../../ui/form-parts';
import { QueryStates, RecordTable, RecordTotals, type RecordColumn } from '../../../ui/record-list';
import { useVendorName } from '../../../lib/use-vendor-name';
import { useFormatMoney } from '../../../lib/use-format-money';
import { withdrawalErrorText } from '../../../lib/error-texts';
import { localToday, presetRange, type Preset } from '../../../lib/date-range';
import { focusRing } from '../../../ui/focus-ring';
import { RoundDetail } from './round-detail';
import { downloadRecordsCsv, RECORDS_PAGE_SIZE, recordsQueryOptions, type RecordKind, type RecordsQuery } from '../api/records-api';

type Row = Record<string, unknown>;
type Column = RecordColumn<Row, CellContext>;
interface CellContext {
  money: (minorUnits: number) => string;
  date: (iso: string) => string;
  /** A vendor's name for players, never its code. */
  vendor: (code: string) => string;
  t: (key: string) => string;
  /** Opens a round's detail (bet record). */
  openRound: (roundId: string) => void;
}

/** A row's stable key: the entry and its wallet (account record), the round (bets), the day (profit). */
const rowKey = (row: Row, index: number) => [row.entryId, row.wallet, row.roundId, row.date].map(text).join('|').replace(/^\|+$/, '') || String(index);

const num = (v: unknown) => (typeof v === 'number' ? v : 0);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

const COLUMNS: Record<RecordKind, Column[]> = {
  bets: [
    { key: 'createdAt', cell: (r, c) => c.date(text(r.createdAt)) },
    { key: 'gameName', cell: (r) => text(r.gameName) },
    // The id the game page shows for the round (docs/demo-game.md), so a player can find one spin here.
    // A button opens the round's detail with its fair-play data (round-detail.tsx).
    {
      key: 'roundId',
      cell: (r, c) => (
        <RoundButton type="button" onClick={() => c.openRound(text(r.roundId))} aria-label={`${c.t('round.open')} ${text(r.roundId)}`}>
          <RoundId>{text(r.roundId)}</RoundId>
        </RoundButton>
      ),
    },
    { key: 'vendor', cell: (r, c) => c.vendor(text(r.vendor)) },
    { key: 'status', cell: (r, c) => c.t(`withdrawal:betStatus.${text(r.status)}`) },
    { key: 'betAmount', amount: true, cell: (r, c) => c.money(num(r.betAmount)) },
    { key: 'winAmount', amount: true, cell: (r, c) => c.money(num(r.winAmount)) },
    { key: 'net', amount: true, cell: (r, c) => c.money(num(r.net)) },
  ],
  transactions: [
    { key: 'createdAt', cell: (r, c) => c.date(text(r.createdAt)) },
    { key: 'type', cell: (r, c) => c.t(`withdrawal:transactionType.${text(r.type)}`) },
    { key: 'wallet', cell: (r, c) => (text(r.wallet) === 'MAIN' ? c.t('records:mainWallet') : c.vendor(text(r.wallet))) },
    { key: 'amount', amount: true, cell: (r, c) => c.money(num(r.amount)) },
    { key: 'balanceAfter', amount: true, cell: (r, c) => c.money(num(r.balanceAfter)) },
  ],
  profit: [
    { key: 'date', cell: (r) => text(r.date) },
    { key: 'rounds', amount: true, cell: (r) => String(num(r.rounds)) },
    { key: 'betAmount', amount: true, cell: (r, c) => c.money(num(r.betAmount)) },
    { key: 'winAmount', amount: true, cell: (r, c) => c.money(num(r.winAmount)) },
    { key: 'net', amount: true, cell: (r, c) => c.money(num(r.net)) },
  ],
  bonus: [
    { key: 'createdAt', cell: (r, c) => c.date(text(r.createdAt)) },
    { key: 'source', cell: (r, c) => c.t(`records:bonusSource.${text(r.source) || 'other'}`) },
    { key: 'amount', amount: true, cell: (r, c) => c.money(num(r.amount)) },
    { key: 'balanceAfter', amount: true, cell: (r, c) => c.money(num(r.balanceAfter)) },
  ],
};

/** The totals each kind answers, in the order shown. */
const TOTALS: Record<RecordKind, string[]> = {
  bets: ['betAmount', 'winAmount', 'net'],
  transactions: ['totalIn', 'totalOut', 'net'],
  profit: ['rounds', 'betAmount', 'winAmount', 'net'],
  bonus: ['amount'],
};

/** The fixed filters each kind takes, with their choices (the empty choice is "all"). */
const FILTERS: Record<RecordKind, { name: string; choices: string[] }[]> = {
  bets: [{ name: 'status', choices: ['open', 'settled', 'rolled_back'] }],
  transactions: [
    {
      name: 'type',
      choices: ['deposit', 'bet', 'win', 'bonus', 'withdrawal_hold', 'withdrawal_reversed', 'wallet_transfer', 'upline_transfer_out', 'upline_transfer_in'],
    },
  ],
  profit: [],
  bonus: [{ name: 'source', choices: [...bonusSources] }],
};

/** Kinds filtered by game type and vendor, with the choices the merchant offers (its `vendors`, as the menus group them). */
const GAME_FILTER_KINDS: readonly RecordKind[] = ['bets', 'profit'];

interface FilterField {
  name: string;
  choices: { value: string; label: string }[];
}

const fixedLabels: Record<string, string> = { status: 'withdrawal:betStatus', type: 'withdrawal:transactionType', source: 'records:bonusSource' };
const fixedLabel = (name: string, choice: string) => `${fixedLabels[name]}.${choice}`;

const PRESETS: Preset[] = ['today', 'yesterday', 'last7', 'last30', 'custom'];

/** The range presets, the filters and the download, each row apart from the next and from the totals below. */
const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
  margin-bottom: ${({ theme }) => theme.spacing.lg};
`;

/** Dates and selects line up on their inputs, whatever their labels' length. */
const FilterRow = styled(Row)`
  align-items: flex-end;
`;

const RoundId = styled.code`
  font-size: 0.85rem;
  word-break: break-all;
`;

const RoundButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  text-decoration: underline;
  cursor: pointer;
  ${focusRing}
`;

export function RecordsPage({ kind }: { kind: RecordKind }) {
  const { t, i18n } = useTranslation(['records', 'withdrawal', 'wallet', 'common']);
  const permission = usePermission();
  const { timezone } = permission.merchant;
  const format = useFormatMoney();
  const vendorName = useVendorName();
  const today = localToday(timezone);
  const [preset, setPreset] = useState<Preset>('last7');
  const [range, setRange] = useState(() => presetRange('last7', today));
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [pageNo, setPageNo] = useState(1);
  const [openRound, setOpenRound] = useState<string | null>(null);
  const ids = { from: useId(), to: useId(), filter: useId() };
  const query: RecordsQuery = { ...range, pageNo, pageSize: RECORDS_PAGE_SIZE, lang: i18n.language, filters };
  const records = useQuery({ ...recordsQueryOptions(kind, query), placeholderData: keepPreviousData });
  const csv = useMutation({ mutationFn: () => downloadRecordsCsv(kind, query) });
  const categories = useMemo(() => categoriesWithVendors(permission.vendors), [permission.vendors]);

  const fields: FilterField[] = FILTERS[kind].map((f) => ({ name: f.name, choices: f.choices.map((c) => ({ value: c, label: t(fixedLabel(f.name, c)) })) }));
  if (GAME_FILTER_KINDS.includes(kind)) {
    const gameTypes = CATEGORY_ORDER.filter((c) => categories[c].length > 0);
    const chosenType = gameTypes.find((c) => c === filters.gameType);
    const vendorCodes = chosenType ? categories[chosenType] : [...new Set(gameTypes.flatMap((c) => categories[c]))];
    fields.unshift(
      { name: 'gameType', choices: gameTypes.map((c) => ({ value: c, label: t(`common:nav.${c.toLowerCase()}`) })) },
      { name: 'vendor', choices: vendorCodes.map((v) => ({ value: v, label: vendorName(v) })) },
    );
  }

  const chooseFilter = (name: string, value: string) => {
    setFilters((current) => {
      const next = { ...current, [name]: value };
      // A vendor the new game type does not have would match nothing: back to all vendors.
      if (name === 'gameType' && value !== '' && next.vendor && !categories[value as GameCategory].includes(next.vendor)) next.vendor = '';
      return next;
    });
    setPageNo(1);
  };

  const choosePreset = (next: Preset) => {
    setPreset(next);
    if (next !== 'custom') setRange(presetRange(next, today));
    setPageNo(1);
  };

  const body = (
    <QueryStates
      query={records}
      loadingTestId="records-loading"
      errorText={(error) => withdrawalErrorText(t, error)}
      retryLabel={t('common:actions.retry')}
    >
      {({ content, totals, currency, totalPages, pageNum, total }) => {
        const money = (minorUnits: number) => format(minorUnits, { currency: currency as Currency });
        const ctx: CellContext = { money, date: (iso) => (iso ? formatDateTime(iso, i18n.language, timezone) : ''), vendor: vendorName, t: (key) => t(key), openRound: setOpenRound };
        return (
          <>
            <RecordTotals
              testId="records-totals"
              label={t('totals')}
              items={[
                { key: 'count', label: t('count'), value: total },
                ...TOTALS[kind].map((key) => ({
                  key,
                  label: t(`totalsOf.${key}`),
                  value: key === 'rounds' ? String(totals[key] ?? 0) : money(totals[key] ?? 0),
                })),
              ]}
            />
            {content.length === 0 ? (
              <EmptyState message={t('empty')} />
            ) : (
              // One entry can post to two wallets (a wallet transfer): the wallet keeps the row keys unique.
              <RecordTable columns={COLUMNS[kind]} rows={content} context={ctx} heading={(key) => t(`columns.${key}`)} rowKey={rowKey} testId="records-table" />
            )}
            {kind === 'bets' ? <RoundDetail roundId={openRound} currency={currency as Currency} timezone={timezone} onClose={() => setOpenRound(null)} /> : null}
            <Pager
              page={pageNum}
              totalPages={totalPages}
              onPage={setPageNo}
              testId="records-page"
              texts={{ label: t('pages'), previous: t('withdrawal:page.previous'), next: t('withdrawal:page.next'), pageOf: t('withdrawal:page.pageOf', { page: pageNum, total: totalPages }) }}
            />
          </>
        );
      }}
    </QueryStates>
  );

  return (
    // The member centre's h1 names the page; a heading and region of the same name inside it would only repeat it.
    <Panel>
      <Controls>
        <Row role="group" aria-label={t('range')}>
          {PRESETS.map((p) => (
            <Button key={p} tone={preset === p ? 'primary' : 'ghost'} aria-pressed={preset === p} onClick={() => choosePreset(p)}>
              {t(`presets.${p}`)}
            </Button>
          ))}
        </Row>
        {preset === 'custom' || fields.length > 0 ? (
          <FilterRow>
            {preset === 'custom' ? (
              <>
                <Field>
                  <label htmlFor={ids.from}>{t('from')}</label>
                  <DateField
                    id={ids.from}
                    label={t('from')}
                    value={range.from}
                    max={today}
                    today={today}
                    onChange={(from) => {
                      setRange((r) => ({ ...r, from }));
                      setPageNo(1);
                    }}
                  />
                </Field>
                <Field>
                  <label htmlFor={ids.to}>{t('to')}</label>
                  <DateField
                    id={ids.to}
                    label={t('to')}
                    value={range.to}
                    max={today}
                    today={today}
                    onChange={(to) => {
                      setRange((r) => ({ ...r, to }));
                      setPageNo(1);
                    }}
                  />
                </Field>
              </>
            ) : null}
            {fields.map((f) => (
              <Field key={f.name}>
                <label htmlFor={`${ids.filter}-${f.name}`}>{t(`filters.${f.name}`)}</label>
                <select id={`${ids.filter}-${f.name}`} value={filters[f.name] ?? ''} onChange={(e) => chooseFilter(f.name, e.target.value)}>
                  <option value="">{t('filters.all')}</option>
                  {f.choices.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </Field>
            ))}
          </FilterRow>
        ) : null}
        <Row>
          <Button tone="ghost" aria-disabled={csv.isPending} data-testid="records-csv" onClick={() => !csv.isPending && csv.mutate()}>
            {csv.isPending ? t('downloading') : t('download')}
          </Button>
        </Row>
        {csv.isError ? (
          <FieldError role="alert" data-testid="records-csv-error">
            {withdrawalErrorText(t, csv.error)}
          </FieldError>
        ) : null}
      </Controls>
      {body}
    </Panel>
  );
}
