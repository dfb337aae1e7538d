// The member's lottery bets (open, won, lost), newest first; reading them settles the ones whose draw has passed.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state';
import { Button } from '../../../ui/button';
import { useFormatMoney } from '../../../lib/use-format-money';
import { myBetsQuery, type BetStatus, type LotteryBet } from '../api/lottery-api';
import { lotteryErrorText } from '../rules/error-text';
import { formatOdds } from '../rules/lottery-rules';
import { pickLabel } from './bet-slip';
import { Loading } from './loading';
import { DataTable, Panel, ToggleMenu } from './parts';

const FILTERS = ['all', 'open', 'won', 'lost'] as const;

export function MyBets() {
  const { t, i18n } = useTranslation(['lottery', 'common']);
  const format = useFormatMoney();
  const [status, setStatus] = useState<BetStatus | 'all'>('all');
  const [page, setPage] = useState(1);
  const bets = useQuery({ ...myBetsQuery(status, page, i18n.language), placeholderData: keepPreviousData });

  const describe = (b: LotteryBet) =>
    [t(`betTypes.${b.betType}.name`), b.position ? t('slip.positionN', { n: b.position }) : null, pickLabel(t, b.pick)].filter(Boolean).join(' · ');

  let body;
  if (bets.isPending) body = <Loading label={t('bets.loading')} />;
  else if (bets.isError) body = <ErrorState message={lotteryErrorText(t, bets.error)} retryLabel={t('retry')} onRetry={() => void bets.refetch()} />;
  else if (bets.data.content.length === 0) body = <p className="muted">{t('bets.empty')}</p>;
  else {
    body = (
      <>
        <DataTable aria-labelledby="lottery-bets-title" data-testid="lottery-bets">
          <thead>
            <tr>
              <th scope="col">{t('bets.game')}</th>
              <th scope="col">{t('bets.bet')}</th>
              <th scope="col" className="amount">{t('bets.stake')}</th>
              <th scope="col">{t('bets.odds')}</th>
              <th scope="col">{t('bets.status')}</th>
              <th scope="col" className="amount">{t('bets.win')}</th>
              <th scope="col">{t('bets.numbers')}</th>
            </tr>
          </thead>
          <tbody>
            {bets.data.content.map((b) => (
              <tr key={b.betId}>
                <td>
                  {b.gameName}
                  <br />
                  {t('issue.current', { issue: b.issue })}
                </td>
                <td>{describe(b)}</td>
                <td className="amount">{format(b.amount)}</td>
                <td>{formatOdds(b.odds, i18n.language)}</td>
                <td>{t(`bets.status_${b.status}`)}</td>
                <td className="amount">{b.status === 'won' ? format(b.winAmount) : '—'}</td>
                <td>{b.numbers ? b.numbers.join(' ') : '—'}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
        {bets.data.totalPages > 1 ? (
          <p>
            <Button tone="ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('bets.previous')}</Button>{' '}
            {t('bets.page', { page, total: bets.data.totalPages })}{' '}
            <Button tone="ghost" disabled={page >= bets.data.totalPages} onClick={() => setPage(page + 1)}>{t('bets.next')}</Button>
          </p>
        ) : null}
      </>
    );
  }

  return (
    <Panel aria-labelledby="lottery-bets-title">
      <h2 id="lottery-bets-title">{t('bets.title')}</h2>
      <ToggleMenu role="group" aria-label={t('bets.filter')}>
        {FILTERS.map((f) => (
          <button key={f} type="button" aria-pressed={status === f} onClick={() => { setStatus(f); setPage(1); }}>
            {t(`bets.filter_${f}`)}
          </button>
        ))}
      </ToggleMenu>
      {body}
    </Panel>
  );
}
