// /member/manualRebate (spec M2-15, M9-16; MANPLAYREB3): the rate per game type, what the valid bets since the last
// claim earn now, claiming it into the main wallet (one idempotency key per attempt, so a double click or a retry
// pays once), and the claims so far, page by page.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../engine/money';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { useToast } from '../../../ui/toast';
import { newIdempotencyKey } from '../../../lib/idempotency';
import { rebateClaimsQueryOptions, rebateQueryOptions, useClaimRebate, type RebateSummary } from '../api/member-extras-api';
import { errorText, Figures, Panel, percentOf, QueryState, Table, TableBox } from './parts';

function useFormats() {
  const { t, i18n } = useTranslation(['memberExtras', 'common']);
  const { currency, timezone } = usePermission().merchant;
  return {
    t,
    language: i18n.language,
    money: (n: number) => formatMoney(n, currency, { locale: i18n.language }),
    time: (iso: string) => formatDateTime(iso, i18n.language, timezone),
    gameType: (code: string) => t([`memberExtras:gameTypes.${code}`, 'memberExtras:gameTypes.other'], { code }),
  };
}

function Claimable({ rebate }: { rebate: RebateSummary }) {
  const { t, money, time, gameType, language } = useFormats();
  const toast = useToast();
  const claim = useClaimRebate();
  const attempt = useRef<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onClaim = () => {
    setError(null);
    attempt.current ??= newIdempotencyKey();
    claim.mutate(attempt.current, {
      onSuccess: (r) => {
        attempt.current = null;
        toast(t('rebate.claimDone', { amount: money(r.amount) }));
      },
      onError: (e) => {
        attempt.current = null;
        setError(errorText(t, e));
      },
    });
  };
  return (
    <Panel aria-labelledby="rebate-now-title" data-testid="rebate-now">
      <h2 id="rebate-now-title">{t('rebate.now')}</h2>
      <p>{rebate.since === null ? t('rebate.sinceStart', { until: time(rebate.until) }) : t('rebate.since', { since: time(rebate.since), until: time(rebate.until) })}</p>
      <Figures>
        <div>
          <dt>{t('rebate.validBet')}</dt>
          <dd>{money(rebate.validBet)}</dd>
        </div>
        <div>
          <dt>{t('rebate.claimable')}</dt>
          <dd data-testid="rebate-amount">{money(rebate.amount)}</dd>
        </div>
      </Figures>
      {rebate.lines.length === 0 ? (
        <EmptyState message={t('rebate.nothingYet')} />
      ) : (
        <TableBox>
          <Table data-testid="rebate-lines">
            <thead>
              <tr>
                <th scope="col">{t('rebate.gameType')}</th>
                <th scope="col" className="num">{t('rebate.validBet')}</th>
                <th scope="col" className="num">{t('rebate.rate')}</th>
                <th scope="col" className="num">{t('rebate.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {rebate.lines.map((line) => (
                <tr key={line.gameType}>
                  <th scope="row">{gameType(line.gameType)}</th>
                  <td className="num">{money(line.validBet)}</td>
                  <td className="num">{percentOf(line.rateBasisPoints, language)}</td>
                  <td className="num">{money(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
      <div className="actions">
        <Button onClick={onClaim} disabled={!rebate.canClaim || claim.isPending}>
          {t('rebate.claim')}
        </Button>
        {!rebate.canClaim && rebate.amount > 0 && <span>{t('rebate.belowMinimum', { min: money(rebate.minClaim) })}</span>}
      </div>
      {error && (
        <p role="alert" data-testid="rebate-error">
          {error}
        </p>
      )}
    </Panel>
  );
}

function Rates({ rebate }: { rebate: RebateSummary }) {
  const { t, gameType, language } = useFormats();
  return (
    <Panel aria-labelledby="rebate-rates-title">
      <h2 id="rebate-rates-title">{t('rebate.rates')}</h2>
      {rebate.vipBonusBasisPoints > 0 && <p>{t('rebate.vipBonus', { rate: percentOf(rebate.vipBonusBasisPoints, language) })}</p>}
      {rebate.rates.length === 0 ? (
        <EmptyState message={t('rebate.noRates')} />
      ) : (
        <TableBox>
          <Table data-testid="rebate-rates">
            <thead>
              <tr>
                <th scope="col">{t('rebate.gameType')}</th>
                <th scope="col" className="num">{t('rebate.rate')}</th>
              </tr>
            </thead>
            <tbody>
              {rebate.rates.map((r) => (
                <tr key={r.gameType}>
                  <th scope="row">{gameType(r.gameType)}</th>
                  <td className="num">{percentOf(r.rateBasisPoints, language)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableBox>
      )}
    </Panel>
  );
}

function History() {
  const { t, money, time } = useFormats();
  const [pageNo, setPageNo] = useState(1);
  const claims = useQuery(rebateClaimsQueryOptions(pageNo));
  return (
    <Panel aria-labelledby="rebate-history-title">
      <h2 id="rebate-history-title">{t('rebate.history')}</h2>
      <QueryState query={claims} testId="rebate-history">
        {(page) =>
          page.content.length === 0 ? (
            <EmptyState message={t('rebate.noClaims')} />
          ) : (
            <>
              <TableBox>
                <Table data-testid="rebate-history">
                  <thead>
                    <tr>
                      <th scope="col">{t('rebate.claimedAt')}</th>
                      <th scope="col" className="num">{t('rebate.validBet')}</th>
                      <th scope="col" className="num">{t('rebate.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.content.map((c) => (
                      <tr key={c.claimId}>
                        <td>{time(c.claimedAt)}</td>
                        <td className="num">{money(c.validBet)}</td>
                        <td className="num">{money(c.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableBox>
              {page.totalPages > 1 && (
                <div className="actions">
                  <Button tone="secondary" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                    {t('pager.previous')}
                  </Button>
                  <span>{t('pager.page', { page: pageNo, pages: page.totalPages })}</span>
                  <Button tone="secondary" disabled={pageNo >= page.totalPages} onClick={() => setPageNo(pageNo + 1)}>
                    {t('pager.next')}
                  </Button>
                </div>
              )}
            </>
          )
        }
      </QueryState>
    </Panel>
  );
}

export function RebatePage() {
  const rebate = useQuery(rebateQueryOptions());
  return (
    <>
      <QueryState query={rebate} testId="rebate">
        {(data) => (
          <>
            <Claimable rebate={data} />
            <Rates rebate={data} />
          </>
        )}
      </QueryState>
      <History />
    </>
  );
}
