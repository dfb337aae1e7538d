// GET /wps/member/badges (T): unread messages and claimable missions for the member centre's navigation (spec M2-18,
// docs/member-centre.md "Header badges"). Claims and inbox changes invalidate this key; trial accounts never ask.
import type { Static } from '@sinclair/typebox';
import { queryOptions } from '@tanstack/react-query';
import type { BadgesValue } from '../../../engine/api/messages';
import { apiValue } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export type MemberBadges = Static<typeof BadgesValue>;

export const badgesQueryOptions = () =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'badges'] as const,
    queryFn: ({ signal }) => apiValue<MemberBadges>('/wps/member/badges', { signal }),
    staleTime: 60_000,
  });
