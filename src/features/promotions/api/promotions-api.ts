// The promotion hall and reward centre calls (docs/promotions-and-points.md). The hall's list is asked with the
// token when there is one (it then carries the member's states), so its key holds the login state; everything a
// member owns sits under the member key root, so logging out forgets it. Amounts are integers of minor units.
import type { Static } from '@sinclair/typebox';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActivitiesValue, ActivityValue, ApplyBody, ClaimValue, ParticipationValue, RewardsValue, RewardValue,
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

const enc = encodeURIComponent;

/** After any change: the hall, the reward centre and the wallet balance (a claim credits it) are stale. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY });
}

export function useJoin() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (activityId: string) => apiValue<Participation>(`/wps/promotions/${enc(activityId)}/join`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useApply() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { activityId: string } & Static<typeof ApplyBody>) =>
      apiValue<Participation>(`/wps/promotions/${enc(input.activityId)}/apply`, { method: 'POST', body: { remark: input.remark, images: input.images } }),
    onSuccess: refresh,
  });
}

export function useClaimActivity(lang: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (activityId: string) => apiValue<ClaimResult>(`/wps/promotions/${enc(activityId)}/claim`, { method: 'POST', query: { lang } }),
    onSuccess: refresh,
  });
}

export function useClaimReward(lang: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (rewardId: string) => apiValue<ClaimResult>(`/wps/rewards/${enc(rewardId)}/claim`, { method: 'POST', query: { lang } }),
    onSuccess: refresh,
  });
}
