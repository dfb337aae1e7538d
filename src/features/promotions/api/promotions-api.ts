// The promotion hall and reward centre calls (docs/promotions-and-points.md): the reads are in promotions-queries.ts,
// re-exported here; the mutations below.
import type { Static } from '@sinclair/typebox';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyBody } from '../../../engine/api/promotions';
import { apiValue } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';
import type { ClaimResult, Participation } from './promotions-queries';

export * from './promotions-queries';

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
