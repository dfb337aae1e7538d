// Transfer to upline (M2-6, docs/money.md "Transfer to upline"): the member's agent and main wallet, and the transfer.
import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '../../engine/money';
import { ApiErrorWithValues, apiRequest } from '../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../lib/session/member-info';

export interface Upline {
  hasUpline: boolean;
  upline: { account: string; nickname: string } | null;
  balance: number;
  currency: Currency;
}

export interface UplineTransfer {
  transferId: string;
  amount: number;
  balance: number;
  upline: { account: string; nickname: string };
  createdAt: string;
}

async function call<T>(path: string, options?: Parameters<typeof apiRequest>[1]): Promise<T> {
  const envelope = await apiRequest<T>(path, options);
  if (!envelope.success) throw new ApiErrorWithValues(envelope);
  return envelope.value as T;
}

export const uplineKey = [...MEMBER_QUERY_KEY, 'upline'] as const;

export const uplineQueryOptions = () =>
  queryOptions({ queryKey: uplineKey, queryFn: ({ signal }) => call<Upline>('/wps/member/upline', { signal }) });

export const transferToUpline = (body: { amount: number; idempotencyKey: string }) =>
  call<UplineTransfer>('/wps/member/upline/transfer', { method: 'POST', body });
