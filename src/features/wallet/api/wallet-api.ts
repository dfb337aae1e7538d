// The wallet and deposit calls of docs/money.md (spec M7-5..M7-8). Every key sits under the member key root, so
// logging out forgets them; amounts are integers of minor units. The wire types come from the schemas the server's
// routes validate with (src/engine/api/wallet.ts, payment.ts).
import type { Static } from '@sinclair/typebox';
import { queryOptions } from '@tanstack/react-query';
import type {
  DepositBody, DepositListValue, DepositMethodsValue, DepositMethodValue, DepositStatus as DepositStatusValue, DepositValue,
} from '../../../engine/api/payment';
import type { ConsolidatedValue } from '../../../engine/api/wallet';
import { apiValue } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/wallet-keys';

export type ConsolidatedFunds = Static<typeof ConsolidatedValue>;
export type DepositStatus = Static<typeof DepositStatusValue>;
export type DepositMethod = Static<typeof DepositMethodValue>;
export type DepositMethods = Static<typeof DepositMethodsValue>;
export type Deposit = Static<typeof DepositValue>;
export type DepositPage = Static<typeof DepositListValue>;

export const DEPOSIT_PAGE_SIZE = 10;

export { walletKeys };
// The balance and the transfers are shared with the lobby (the transfer offered when a game opens): src/lib.
export {
  balanceQueryOptions, MAIN_WALLET, transfer, transferAllIn, transferAllOut, type Balance, type TransferResult, type VendorBalance,
} from '../../../lib/wallet-calls';

export const consolidatedQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.consolidated,
    queryFn: ({ signal }) => apiValue<ConsolidatedFunds>('/wps/member/info/funds/consolidated', { signal }),
  });

export const depositMethodsQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.methods,
    queryFn: ({ signal }) => apiValue<DepositMethods>('/wps/payment/methods', { signal }),
    staleTime: 60_000,
  });

export const depositsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...walletKeys.deposits, pageNo] as const,
    queryFn: ({ signal }) => apiValue<DepositPage>('/wps/payment/deposits', { signal, query: { pageNo, pageSize: DEPOSIT_PAGE_SIZE } }),
  });

export const depositQueryOptions = (depositId: string) =>
  queryOptions({
    queryKey: walletKeys.deposit(depositId),
    queryFn: ({ signal }) => apiValue<Deposit>(`/wps/payment/deposit/${encodeURIComponent(depositId)}`, { signal }),
  });

export function createDeposit(body: Static<typeof DepositBody>): Promise<Deposit> {
  return apiValue<Deposit>('/wps/payment/deposit', { method: 'POST', body });
}

/** A deposit that can still change: the page keeps asking until it is final. */
export const isFinalDeposit = (status: DepositStatus): boolean => status !== 'pending';
