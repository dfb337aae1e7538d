// The points mall calls (docs/promotions-and-points.md, spec M7-12, M7-13). Everything sits under the member key
// root, so logging out forgets it. The redeem body is sealed (E) with the merchant's public key, like the login.
// The wire types come from the schemas the server's routes validate with (src/engine/api/points.ts).
import type { Static } from '@sinclair/typebox';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BalanceValue, ConfigValue, ConvertBody, ConvertValue, DetailsValue, RedeemBody, RedeemItemValue, RedeemsValue, RedeemValue, RewardListValue,
} from '../../../engine/api/points';
import { apiValue } from '../../../lib/api-client';
import { encryptBody } from '../../../lib/crypto/hybrid-encrypt';
import { permissionQueryOptions } from '../../../lib/permission';
import { queryClient } from '../../../lib/query-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export type PointsConfig = Static<typeof ConfigValue>;
export type PointsBalance = Static<typeof BalanceValue>;
export type MallReward = Static<typeof RewardListValue>[number];
export type Redeem = Static<typeof RedeemItemValue>;
export type RedeemState = Redeem['state'];
export type PointsTxn = Static<typeof DetailsValue>['content'][number];
export type RedeemInput = Static<typeof RedeemBody>;

export const POINTS_PAGE_SIZE = 10;
const root = [...MEMBER_QUERY_KEY, 'points'] as const;

export const pointsKeys = {
  root,
  balance: [...root, 'balance'] as const,
  rewards: (lang: string) => [...root, 'rewards', lang] as const,
  redeems: (lang: string, pageNo: number) => [...root, 'redeems', lang, pageNo] as const,
  details: (pageNo: number) => [...root, 'details', pageNo] as const,
};

export const pointsBalanceQueryOptions = () =>
  queryOptions({ queryKey: pointsKeys.balance, queryFn: ({ signal }) => apiValue<PointsBalance>('/wps/points/balance', { signal }) });

export const mallRewardsQueryOptions = (lang: string) =>
  queryOptions({ queryKey: pointsKeys.rewards(lang), queryFn: ({ signal }) => apiValue<Static<typeof RewardListValue>>('/wps/points/rewards', { signal, query: { lang } }) });

export const redeemsQueryOptions = (lang: string, pageNo: number) =>
  queryOptions({
    queryKey: pointsKeys.redeems(lang, pageNo),
    queryFn: ({ signal }) => apiValue<Static<typeof RedeemsValue>>('/wps/points/redeems', { signal, query: { lang, pageNo, pageSize: POINTS_PAGE_SIZE } }),
  });

export const pointsDetailsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: pointsKeys.details(pageNo),
    queryFn: ({ signal }) => apiValue<Static<typeof DetailsValue>>('/wps/points/details', { signal, query: { pageNo, pageSize: POINTS_PAGE_SIZE } }),
  });

export function useRedeem(lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RedeemInput) => {
      const permission = await queryClient.ensureQueryData(permissionQueryOptions());
      const body = await encryptBody(input, permission.encryptionPublicKey);
      return apiValue<Static<typeof RedeemValue>>('/wps/points/redeem', { method: 'POST', body, query: { lang } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: root }),
  });
}

export function useConvert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Static<typeof ConvertBody>) => apiValue<Static<typeof ConvertValue>>('/wps/points/convert', { method: 'POST', body: input }),
    // The wallet balance changed too: refresh everything the member owns.
    onSettled: () => client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }),
  });
}
