// The winner board's call (spec 7.2, GCSGAME_getRankList): loaded with the board, near the viewport.
import { queryOptions } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import { WINNER_LIMIT, type Winner } from '../rules/winner-rules';

export const winnersQuery = (language: string) =>
  queryOptions({
    queryKey: ['lobby', 'winners', language],
    queryFn: ({ signal }) =>
      apiValue<{ list: Winner[] }>('/wps/relay/GCSGAME_getRankList', { query: { gameCategory: 'ALL', language, limitNum: WINNER_LIMIT }, signal }).then((value) => value.list),
    staleTime: 60_000,
  });
