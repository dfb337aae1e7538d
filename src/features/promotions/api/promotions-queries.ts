// The promotion hall's and reward centre's reads (docs/promotions-and-points.md), apart from their mutations so the
// home's promotions strip loads no useMutation. The hall's list is asked with the token when there is one (it then
// carries the member's states), so its key holds the login state; everything a member owns sits under the member key
// root, so logging out forgets it. Amounts are integers of minor units.
import type { Static } from '@sinclair/typebox';
import { queryOptions } from '@tanstack/react-query';
import type {
  ActivitiesValue, ActivityValue, ClaimValue, ParticipationValue, RewardsValue, RewardValue,
} from '../../../engine/api/promotions';
import { apiValue } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export type ActivityList = Static<typeof ActivitiesValue>;
export type Activity = Static<typeof ActivityValue>;
export type ActivityKind = Activity['kind'];
export type ParticipationState = NonNullable<Activity['state']>;
export type ActivityAction = Activity['action'];
export type Reward = Static<typeof RewardValue>;
export type Rewards = Static<typeof RewardsValue>;
export type ClaimResult = Static<typeof ClaimValue>;
export type Participation = Static<typeof ParticipationValue>;

export const promotionKeys = {
  hall: (loggedIn: boolean, lang: string) => (loggedIn ? [...MEMBER_QUERY_KEY, 'promotions', lang] : ['promotions', 'visitor', lang]),
  rewards: (lang: string) => [...MEMBER_QUERY_KEY, 'rewards', lang] as const,
};

export const activitiesQueryOptions = (loggedIn: boolean, lang: string) =>
  queryOptions({
    queryKey: promotionKeys.hall(loggedIn, lang),
    queryFn: ({ signal }) => apiValue<ActivityList>('/wps/promotions', { signal, query: { lang } }),
  });

export const rewardsQueryOptions = (lang: string) =>
  queryOptions({
    queryKey: promotionKeys.rewards(lang),
    queryFn: ({ signal }) => apiValue<Rewards>('/wps/rewards', { signal, query: { lang } }),
  });

