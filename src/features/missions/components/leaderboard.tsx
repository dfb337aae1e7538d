// This week's leaderboard (spec M3-14): rank, masked account, missions completed and points, my row marked, and my
// standing when I am not in the top ten.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { usePermission } from '../../../lib/permission';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { Skeleton } from '../../../ui/skeleton';
import { leaderboardQueryOptions } from '../api/missions-api';
import { Panel } from './mission-list';

const Table = styled.table`
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
  tr.me td {
    font-weight: 700;
  }
`;

export function Leaderboard() {
  const { t, i18n } = useTranslation(['missions', 'common']);
  const { timezone } = usePermission().merchant;
  const board = useQuery(leaderboardQueryOptions());
  let body;
  if (board.isPending) {
    body = <Skeleton $height="160px" style={{ display: 'block' }} aria-busy="true" />;
  } else if (board.isError) {
    const code = board.error instanceof ApiError ? board.error.code : 'request_failed';
    body = <ErrorState message={t([`errors.${code}`, `common:errors.${code}`, 'common:errors.request_failed'])} retryLabel={t('common:actions.retry')} onRetry={() => void board.refetch()} />;
  } else {
    const { list, me, period } = board.data;
    const weekEnd = new Date(new Date(period.endsAt).getTime() - 1);
    body = (
      <>
        <p>{t('leaderboard.period', { from: formatDate(period.startsAt, i18n.language, timezone), to: formatDate(weekEnd, i18n.language, timezone) })}</p>
        {list.length === 0 ? (
          <EmptyState message={t('leaderboard.empty')} />
        ) : (
          <Table data-testid="leaderboard">
            <thead>
              <tr>
                <th scope="col">{t('leaderboard.rank')}</th>
                <th scope="col">{t('leaderboard.account')}</th>
                <th scope="col" className="num">{t('leaderboard.completed')}</th>
                <th scope="col" className="num">{t('leaderboard.points')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((e) => (
                <tr key={e.rank} className={e.isMe ? 'me' : undefined} aria-current={e.isMe ? 'true' : undefined}>
                  <td>{e.rank}</td>
                  <td>{e.isMe ? t('leaderboard.you', { account: e.account }) : e.account}</td>
                  <td className="num">{e.completed}</td>
                  <td className="num">{e.points}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <p data-testid="my-standing">{me.rank === null ? t('leaderboard.meNone') : t('leaderboard.me', { rank: me.rank, points: me.points })}</p>
      </>
    );
  }
  return (
    <Panel aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title">{t('leaderboard.title')}</h2>
      {body}
    </Panel>
  );
}
