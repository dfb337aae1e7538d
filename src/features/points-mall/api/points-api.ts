// The points mall calls (docs/promotions-and-points.md, spec M7-12, M7-13). Everything sits under the member key
// root, so logging out forgets it. The redeem body is sealed (E) with the merchant's public key, like the login.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Currency } from '../../../engine/money';
import { apiValue } from '../../../lib/api-client';
import { encryptBody } from '../../../lib/crypto/hybrid-encrypt';
import { permissionQueryOptions } from '../../../lib/permission';
import { queryClient } from '../../../lib/query-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export interface PointsConfig {
  betPerPoint: number;
  exchangePoints: number;
  exchangeMoney: number;
  minConvertPoints: number;
  expires: false;
  currency: Currency;
}

export interface PointsBalance {
  balance: number;
  config: PointsConfig;
}

export interface MallReward {
  rewardId: string;
  title: string;
  pointsPrice: number;
  stock: number;
  physical: boolean;
}

export type RedeemState = 'applying' | 'in_process' | 'approved' | 'rejected';

export interface Redeem {
  redeemId: string;
  rewardId: string;
  title: string;
  quantity: number;
  points: number;
  address: string;
  state: RedeemState;
  createdAt: string;
  updatedAt: string;
}

export interface Page<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface PointsTxn {
  txnId: string;
  kind: 'earn_bet' | 'redeem' | 'redeem_refund' | 'convert' | 'grant';
  points: number;
  reference: string;
  createdAt: string;
}

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
  queryOptions({ queryKey: pointsKeys.rewards(lang), queryFn: ({ signal }) => apiValue<MallReward[]>('/wps/points/rewards', { signal, query: { lang } }) });

export const redeemsQueryOptions = (lang: string, pageNo: number) =>
  queryOptions({
    queryKey: pointsKeys.redeems(lang, pageNo),
    queryFn: ({ signal }) => apiValue<Page<Redeem>>('/wps/points/redeems', { signal, query: { lang, pageNo, pageSize: POINTS_PAGE_SIZE } }),
  });

export const pointsDetailsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: pointsKeys.details(pageNo),
    queryFn: ({ signal }) => apiValue<Page<PointsTxn>>('/wps/points/details', { signal, query: { pageNo, pageSize: POINTS_PAGE_SIZE } }),
  });

export interface RedeemInput {
  rewardId: string;
  amount: number;
  quantity: number;
  address: string;
  password: string;
  idempotencyKey: string;
}

export function useRedeem(lang: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: RedeemInput) => {
      const permission = await queryClient.ensureQueryData(permissionQueryOptions());
      const body = await encryptBody(input, permission.encryptionPublicKey);
      return apiValue<{ redeem: Redeem; balance: number; replayed: boolean }>('/wps/points/redeem', { method: 'POST', body, query: { lang } });
    },
    onSettled: () => client.invalidateQueries({ queryKey: root }),
  });
}

export function useConvert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { points: number; idempotencyKey: string }) =>
      apiValue<{ points: number; money: number; pointsBalance: number; walletBalance: number; replayed: boolean }>('/wps/points/convert', { method: 'POST', body: input }),
    // The wallet balance changed too: refresh everything the member owns.
    onSettled: () => client.invalidateQueries({ queryKey: MEMBER_QUERY_KEY }),
  });
}
