// The wallet and deposit calls of docs/money.md (spec M7-5..M7-8). Every key sits under the member key root, so
// logging out forgets them; amounts are integers of minor units.
import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '../../../engine/money';
import { apiValue } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/wallet-keys';

export interface VendorBalance {
  vendor: string;
  balance: number;
}

export interface Balance {
  /** The main wallet. */
  balance: number;
  currency: Currency;
  /** Every vendor wallet, only when the merchant wallet is not single. */
  wallets?: VendorBalance[];
}

export interface ConsolidatedFunds {
  total: number;
  main: number;
  currency: Currency;
  wallets: VendorBalance[];
}

export interface TransferResult {
  transferId: string;
  amount: number;
  wallets: { wallet: string; balance: number }[];
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

export const MAIN_WALLET = 'MAIN';
export const DEPOSIT_PAGE_SIZE = 10;

export { walletKeys };

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance,
    queryFn: ({ signal }) => apiValue<Balance>('/wps/v2/wallets/balance', { signal }),
    staleTime: 15_000,
  });

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

export function transfer(body: { from: string; to: string; amount: number; idempotencyKey: string }): Promise<TransferResult> {
  return apiValue<TransferResult>('/wps/relay/GCS_walletTransfer', { method: 'POST', body });
}

export function transferAllIn(body: { to: string; idempotencyKey: string }): Promise<TransferResult> {
  return apiValue<TransferResult>('/wps/relay/GCS_walletTransferAllIn', { method: 'POST', body });
}

export function transferAllOut(body: { idempotencyKey: string }): Promise<TransferResult> {
  return apiValue<TransferResult>('/wps/relay/GCS_walletTransferAllOut', { method: 'POST', body });
}

/** A deposit that can still change: the page keeps asking until it is final. */
export const isFinalDeposit = (status: DepositStatus): boolean => status !== 'pending';
