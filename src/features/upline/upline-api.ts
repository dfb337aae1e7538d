// Transfer to upline (M2-6, docs/money.md "Transfer to upline"): the member's agent and main wallet, and the transfer.
// The wire types come from the schemas the server's routes validate with (src/engine/api/wallet.ts).
import type { Static } from '@sinclair/typebox';
import { queryOptions } from '@tanstack/react-query';
import type { UplineTransferBody, UplineTransferValue, UplineValue } from '../../engine/api/wallet';
import { ApiErrorWithValues, apiRequest } from '../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../lib/session/member-info';

export type Upline = Static<typeof UplineValue>;
export type UplineTransfer = Static<typeof UplineTransferValue>;

async function call<T>(path: string, options?: Parameters<typeof apiRequest>[1]): Promise<T> {
  const envelope = await apiRequest<T>(path, options);
  if (!envelope.success) throw new ApiErrorWithValues(envelope);
  return envelope.value as T;
}

export const uplineKey = [...MEMBER_QUERY_KEY, 'upline'] as const;

export const uplineQueryOptions = () =>
  queryOptions({ queryKey: uplineKey, queryFn: ({ signal }) => call<Upline>('/wps/member/upline', { signal }) });

export const transferToUpline = (body: Static<typeof UplineTransferBody>) =>
  call<UplineTransfer>('/wps/member/upline/transfer', { method: 'POST', body });
