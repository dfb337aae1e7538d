// The wallet and deposit calls of docs/money.md (spec M7-5..M7-8). Every key sits under the member key root, so
// logging out forgets them; amounts are integers of minor units.
import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '../../../engine/money';
import { apiValue } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/wallet-keys';
import type { VendorBalance } from '../../../lib/wallet-calls';

export interface ConsolidatedFunds {
  total: number;
  main: number;
  currency: Currency;
  wallets: VendorBalance[];
}

export type DepositStatus = 'pending' | 'succeeded' | 'failed' | 'expired';

export interface DepositMethod {
  id: string;
  type: string;
  network?: string;
  label: Record<string, string>;
  min: number;
  max: number;
}

export interface DepositMethods {
  currency: Currency;
  expiryMinutes: number;
  methods: DepositMethod[];
}

export interface Deposit {
  depositId: string;
  methodId: string;
  methodType: string;
  amount: number;
  currency: string;
  status: DepositStatus;
  payUrl: string | null;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
}

export interface DepositPage {
  content: Deposit[];
  pageNum: number;
  totalPages: number;
  total: number;
}

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

export function createDeposit(body: { methodId: string; amount: number; idempotencyKey: string }): Promise<Deposit> {
  return apiValue<Deposit>('/wps/payment/deposit', { method: 'POST', body });
}

/** A deposit that can still change: the page keeps asking until it is final. */
export const isFinalDeposit = (status: DepositStatus): boolean => status !== 'pending';
