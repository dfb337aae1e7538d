// Settlement records of a kind (M3-8, M4-5): each closed period of the agent's contracts, paid to him or to his
// downline agents, newest first: the period, the team's figures, the tier met ("not reached" when none) and the
// amount paid, a page at a time, with what he was paid over all of them. Real-time salary refreshes every minute.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../engine/money';
import { formatDateTime } from '../../../lib/format-date';
import { EmptyState } from '../../../ui/empty-state';
import { Table } from '../../../ui/form-parts';
import { QueryStates, RecordTotals, Scroll } from '../../../ui/record-list';
import { Pager } from '../../../ui/team-page-parts';
import { settlementRecordsQueryOptions, type ContractKind } from '../api/contracts-api';
import { contractErrorText } from './error-text';
import { formatRate } from './format-rate';

/** Hourly and real-time periods close while the page is open. */
const REFRESH_MS: Partial<Record<ContractKind, number>> = { hourly: 5 * 60_000, realtime: 60_000 };

export function SettlementRecords({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useTranslation(['agentContracts', 'common']);
  const id = useId();
  const [pageNo, setPageNo] = useState(1);
  const records = useQuery({ ...settlementRecordsQueryOptions(kind, pageNo), placeholderData: keepPreviousData, refetchInterval: REFRESH_MS[kind] ?? false });

  const body = (
    <QueryStates
      query={records}
      loadingTestId="records-loading"
      loadingRows={2}
      errorText={(error) => contractErrorText(t, error)}
      retryLabel={t('common:actions.retry')}
    >
      {({ content, currency, timeZone, total, totalAmount, pageNum, totalPages }) => {
        const money = (v: number) => formatMoney(v, currency, { locale: i18n.language });
        const when = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
        return (
          <>
            <RecordTotals
              testId="records-totals"
              label={t('records.totals')}
              items={[
                { key: 'count', label: t('records.count'), value: total },
                { key: 'paidToMe', label: t('records.paidToMe'), value: money(totalAmount) },
              ]}
            />
            {content.length === 0 ? (
              <EmptyState message={t(`records.empty.${kind}`)} />
            ) : (
              <Scroll>
                <Table data-testid="records-table" aria-labelledby={id}>
                  <thead>
                    <tr>
                      <th scope="col">{t('records.period')}</th>
                      <th scope="col">{t('records.agent')}</th>
                      <th scope="col" className="amount">
                        {t('records.teamBet')}
                      </th>
                      {kind === 'dividend' ? (
                        <th scope="col" className="amount">
                          {t('records.teamNet')}
                        </th>
                      ) : null}
                      <th scope="col" className="amount">
                        {t('records.activeMembers')}
                      </th>
                      <th scope="col">{t('records.tier')}</th>
                      <th scope="col" className="amount">
                        {t('records.rate')}
                      </th>
                      <th scope="col" className="amount">
                        {t('records.amount')}
                      </th>
                      <th scope="col">{t('records.paid')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {content.map((r) => (
                      <tr key={`${r.contractId}:${r.periodStart}`}>
                        <td>{t('records.periodRange', { from: when(r.periodStart), to: when(r.periodEnd) })}</td>
                        <td>{r.role === 'downline' ? t('records.me') : r.downline.account}</td>
                        <td className="amount">{money(r.teamBet)}</td>
                        {kind === 'dividend' ? <td className="amount">{money(r.teamNet)}</td> : null}
                        <td className="amount">{r.activeMembers}</td>
                        <td>{r.tier === null ? t('records.notReached') : t('tiers.tierN', { n: r.tier + 1 })}</td>
                        <td className="amount">{r.tier === null ? '' : formatRate(r.rate, i18n.language)}</td>
                        <td className="amount">{money(r.amount)}</td>
                        <td>{r.paid ? t('records.paidYes') : t('records.paidNo')}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </Scroll>
            )}
            <Pager page={pageNum} totalPages={totalPages} onPage={setPageNo} />
          </>
        );
      }}
    </QueryStates>
  );

  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('records.heading')}</h2>
      <p>{t(`records.intro.${kind}`)}</p>
      {body}
    </section>
  );
}
