// The selected game's draw: the countdown to its next draw (from the server's schedule, corrected by the server's
// clock), the latest opened numbers and the history of the last draws.
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { ErrorState } from '../../../ui/error-state';
import type { IssueInfo, OpenedDraw } from '../api/lottery-api';
import { lotteryErrorText } from '../rules/error-text';
import { countdown, nextDrawAt } from '../rules/lottery-rules';
import { Loading } from './loading';
import { Numbers } from './numbers';
import { DataTable, HistoryFrame, Panel, Timer } from './parts';

export function CountdownText({ ms }: { ms: number }) {
  const { t } = useTranslation('lottery');
  const c = countdown(ms);
  return <>{c.days > 0 ? `${t('issue.days', { days: c.days })} ${c.clock}` : c.clock}</>;
}

export function DrawPanel({ issue, now, opened }: { issue: IssueInfo; now: number; opened: UseQueryResult<OpenedDraw[]> }) {
  const { t, i18n } = useTranslation(['lottery', 'common']);
  const { timezone } = usePermission().merchant;
  const next = nextDrawAt(Date.parse(issue.drawAt), issue.drawSeconds, now);
  const latest = opened.data?.[0];

  return (
    <Panel aria-labelledby="lottery-draw-title" data-testid="lottery-draw">
      <h2 id="lottery-draw-title">{issue.gameName}</h2>
      <p>{t('issue.nextDraw')}</p>
      <Timer role="timer" data-testid="lottery-countdown">
        <CountdownText ms={next - now} />
      </Timer>
      <p className="muted">{t('issue.drawAt', { time: formatDateTime(new Date(next), i18n.language, timezone) })}</p>

      <h3>{t('results.title')}</h3>
      {opened.isPending ? (
        <Loading label={t('results.loading')} />
      ) : opened.isError ? (
        <ErrorState message={lotteryErrorText(t, opened.error)} retryLabel={t('retry')} onRetry={() => void opened.refetch()} />
      ) : !latest ? (
        <p className="muted">{t('results.empty')}</p>
      ) : (
        <div data-testid="lottery-latest">
          <p>{t('issue.current', { issue: latest.issue })}</p>
          <Numbers numbers={latest.numbers} label={t('results.numbersOf', { issue: latest.issue })} />
        </div>
      )}

      {opened.data && opened.data.length > 0 ? (
        <>
          <h3 id="lottery-history-title">{t('results.history')}</h3>
          <HistoryFrame tabIndex={0} role="region" aria-labelledby="lottery-history-title">
            <DataTable aria-labelledby="lottery-history-title" data-testid="lottery-history">
              <thead>
                <tr>
                  <th scope="col">{t('results.issue')}</th>
                  <th scope="col">{t('results.numbers')}</th>
                  <th scope="col">{t('results.openedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {opened.data.map((d) => (
                  <tr key={d.issue}>
                    <td>{d.issue}</td>
                    <td>{d.numbers.join(' ')}</td>
                    <td>{formatDateTime(d.openedAt, i18n.language, timezone)}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </HistoryFrame>
        </>
      ) : null}
    </Panel>
  );
}
