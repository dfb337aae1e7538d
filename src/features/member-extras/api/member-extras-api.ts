// The calls of the member centre's VIP, manual rebate, referral and profile pages (docs/member-centre.md). Claims
// move money, so they refresh the wallet balance; a profile change refreshes the member info (the header's nickname).
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export type VipBonusStatus = 'none' | 'locked' | 'claimable' | 'claimed';

export interface VipLevel {
  level: number;
  name: string;
  minDeposit: number;
  minValidBet: number;
  upgradeBonus: number;
  monthlyBonus: number;
  rebateBonusBasisPoints: number;
  bonus: VipBonusStatus;
}

export interface Condition {
  need: number;
  have: number;
}

/** The monthly bonus of the month that closed last (claimable during the current month) and when the next opens. */
export interface VipMonthly {
  /** YYYY-MM of the closed month. */
  month: string;
  level: number;
  levelName: string;
  amount: number;
  status: 'none' | 'claimable' | 'claimed';
  claimedAt: string | null;
  /** YYYY-MM of the current month, whose bonus opens on the 1st of the next. */
  current: string;
  nextAt: string;
  /** What the member's current level pays per month. */
  nextAmount: number;
}

export interface VipSummary {
  currency: string;
  level: number;
  levelName: string;
  totals: { deposits: number; validBet: number };
  progress: { next: number | null; nextName: string | null; deposit: Condition | null; validBet: Condition | null };
  levels: VipLevel[];
  claimable: number;
  monthly: VipMonthly;
}

export interface RebateLine {
  gameType: string;
  validBet: number;
  rateBasisPoints: number;
  amount: number;
}

export interface RebateSummary {
  currency: string;
  since: string | null;
  until: string;
  rates: { gameType: string; rateBasisPoints: number }[];
  vipBonusBasisPoints: number;
  lines: RebateLine[];
  validBet: number;
  amount: number;
  minClaim: number;
  canClaim: boolean;
}

export interface RebateClaim {
  claimId: string;
  periodStart: string | null;
  periodEnd: string;
  validBet: number;
  amount: number;
  lines: RebateLine[];
  claimedAt: string;
}

export interface Page<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export interface Referral {
  code: string;
  path: string;
  counts: { invited: number; deposited: number };
  invited: Page<{ account: string; joinedAt: string; deposited: boolean }>;
}

export interface ProfileField {
  field: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  value: string | null;
  locked: boolean;
}

export interface Profile {
  account: string;
  nickname: string;
  nicknameRule: { minLength: number; maxLength: number };
  mobile: string | null;
  email: string | null;
  payeeName: string | null;
  joinedAt: string;
  fields: ProfileField[];
}

const VIP_KEY = [...MEMBER_QUERY_KEY, 'vip'] as const;
const REBATE_KEY = [...MEMBER_QUERY_KEY, 'rebate'] as const;
const REFERRAL_KEY = [...MEMBER_QUERY_KEY, 'referral'] as const;
const PROFILE_KEY = [...MEMBER_QUERY_KEY, 'profile'] as const;
const BALANCE_KEY = [...MEMBER_QUERY_KEY, 'wallet', 'balance'] as const;

export const vipQueryOptions = (language: string) =>
  queryOptions({
    queryKey: [...VIP_KEY, language] as const,
    queryFn: ({ signal }) => apiValue<VipSummary>('/wps/vip', { query: { language }, signal }),
  });

export const rebateQueryOptions = () =>
  queryOptions({
    queryKey: [...REBATE_KEY, 'pending'] as const,
    queryFn: ({ signal }) => apiValue<RebateSummary>('/wps/rebate', { signal }),
  });

export const rebateClaimsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...REBATE_KEY, 'claims', pageNo] as const,
    queryFn: ({ signal }) => apiValue<Page<RebateClaim>>('/wps/rebate/claims', { query: { pageNo, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

export const referralQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...REFERRAL_KEY, pageNo] as const,
    queryFn: ({ signal }) => apiValue<Referral>('/wps/referral', { query: { pageNo, pageSize: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => apiValue<Profile>('/wps/member/profile', { signal }),
  });

export function useClaimVipBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: number) => apiValue<{ level: number; amount: number; balance: number | null }>(`/wps/vip/levels/${level}/claim`, { method: 'POST' }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: VIP_KEY });
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}

export function useClaimVipMonthly() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (month: string) =>
      apiValue<{ month: string; level: number; amount: number; balance: number | null }>('/wps/vip/monthly/claim', { method: 'POST', body: { month } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: VIP_KEY });
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}

export function useClaimRebate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      apiValue<RebateClaim & { balance: number | null; replayed: boolean }>('/wps/rebate/claim', { method: 'POST', body: { idempotencyKey } }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: REBATE_KEY });
      void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
    },
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Record<string, string>) => apiValue<Profile>('/wps/member/profile', { method: 'PUT', body: change }),
    onSuccess: (profile) => {
      queryClient.setQueryData(PROFILE_KEY, profile);
      void queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'info'] });
    },
  });
}
