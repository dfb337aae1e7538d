// The member's game lists (spec 2.1 /favorite and /recent): every favourite (999 in one page) or the 20 latest games.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorKeys } from '../../../lib/api-client';
import { useIsLoggedIn } from '../../../lib/session';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorState } from '../../../ui/error-state';
import { recentGamesQuery } from '../api/lobby-api';
import { useFavoriteList } from '../hooks/use-favorites';
import { useLaunch } from '../hooks/use-launch';
import { GameGrid, GameGridSkeleton } from './game-grid';

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.spacing.lg};
  font-size: 1.6rem;
`;

export function AccountGames({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t, i18n } = useTranslation(['lobby', 'common']);
  const loggedIn = useIsLoggedIn();
  const favorites = useFavoriteList(i18n.language);
  const recent = useQuery({ ...recentGamesQuery({ language: i18n.language }), enabled: loggedIn && kind === 'recent' });
  const query = kind === 'favorite' ? favorites : recent;
  const { launch, dialog } = useLaunch();
  let body;
  if (query.isError && !query.data) {
    const [key, fallback] = errorKeys(query.error);
    body = <ErrorState message={t([`common:${key}`, `common:${fallback}`])} retryLabel={t('common:actions.retry')} onRetry={() => void query.refetch()} />;
  } else if (!query.data) body = <GameGridSkeleton count={10} />;
  else if (query.data.games.length === 0) body = <EmptyState message={t(kind === 'favorite' ? 'account.noFavorites' : 'account.noRecent')} />;
  else body = <GameGrid games={query.data.games} onPlay={launch} heading="h2" />;
  return (
    <section>
      <Title>{t(kind === 'favorite' ? 'common:nav.favorites' : 'common:nav.recent')}</Title>
      {body}
      {dialog}
    </section>
  );
}
