// Whether the member has recent games (GET /wps/relay/GCS_recentGame, one item): the side menu shows its Recent
// entry to a member only then (spec P2.3-1). Kept under the member key, so logout forgets it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiValue } from './api-client';
import { MEMBER_QUERY_KEY } from './session/member-info';

export const recentGamesCountQuery = () =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'recent-count'] as const,
    queryFn: ({ signal }) => apiValue<{ total: number }>('/wps/relay/GCS_recentGame', { query: { pageSize: 1 }, signal }).then((v) => v.total),
    staleTime: 60_000,
  });

/** False while unknown or on failure: the entry appears once the member has played something. */
export function useHasRecentGames(loggedIn: boolean): boolean {
  const query = useQuery({ ...recentGamesCountQuery(), enabled: loggedIn });
  return loggedIn && (query.data ?? 0) > 0;
}
