// The withdrawal calls of docs/money.md "Withdrawal" (M2-5, M3-9, M4-1). Keys sit under the member key root, so
// logging out forgets them; amounts are integers of minor units.
import { queryOptions } from '@tanstack/react-query';
import type { Currency } from '../../../engine/money';
import { ApiErrorWithValues, apiRequest, type RequestOptions } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

/** A refusal with the server's `value` (attemptsLeft, retryAfterSeconds, min, max...) for the message's placeholders. */
async function call<T>(path: string, options?: RequestOptions): Promise<T> {
  const envelope = await apiRequest<T>(path, options);
  if (!envelope.success) throw new ApiErrorWithValues(envelope);
  return envelope.value as T;
}

export interface WithdrawalInfo {
  currency: Currency;
  min: number;
  max: number;
  dailyCount: number | null;
  dailyAmount: number | null;
  usedToday: { count: number; amount: number };
  autoReceiptMinutes: number;
  maxBankAccounts: number;
  paymentPasswordSet: boolean;
  balance: number;
  turnover: { multiple: number; remaining: number };
}

export interface BankAccount {
  bankAccountId: string;
  bankCode: string;
  bankName: string;
  accountNumber: string;
  payeeName: string;
  createdAt: string;
}

export interface BankAccounts {
  maxAccounts: number;
  realName: string | null;
  /** The banks the merchant offers (payments.withdrawal.banks), in display order. */
  banks: { code: string; name: string }[];
  accounts: BankAccount[];
}

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'failed';
export type ReceiptStatus = 'received' | 'not_received' | 'all_received' | 'forced_received' | 'auto_received';
export type ReceiptChoice = 'received' | 'not_received' | 'all_received' | 'forced_received';

export interface Withdrawal {
  withdrawalId: string;
  amount: number;
  currency: string;
  status: WithdrawalStatus;
  bankAccount: Omit<BankAccount, 'createdAt'>;
  createdAt: string;
  paidAt: string | null;
  completedAt: string | null;
  receiptStatus: ReceiptStatus | null;
  receivedAmount: number;
  remainingAmount: number;
  proofCount: number;
  canConfirm: boolean;
  autoReceiptAt: string | null;
  autoReceiptMinutes: number;
}

export interface WithdrawalPage {
  content: Withdrawal[];
  pageNum: number;
  totalPages: number;
  total: number;
}

export const WITHDRAWAL_PAGE_SIZE = 10;

export const withdrawalKeys = {
  all: [...MEMBER_QUERY_KEY, 'withdrawal'] as const,
  info: [...MEMBER_QUERY_KEY, 'withdrawal', 'info'] as const,
  bankAccounts: [...MEMBER_QUERY_KEY, 'withdrawal', 'bankAccounts'] as const,
  list: [...MEMBER_QUERY_KEY, 'withdrawal', 'list'] as const,
};

export const withdrawalInfoQueryOptions = () =>
  queryOptions({ queryKey: withdrawalKeys.info, queryFn: ({ signal }) => call<WithdrawalInfo>('/wps/withdrawal/info', { signal }) });

export const bankAccountsQueryOptions = () =>
  queryOptions({ queryKey: withdrawalKeys.bankAccounts, queryFn: ({ signal }) => call<BankAccounts>('/wps/withdrawal/bank-accounts', { signal }) });

export const withdrawalsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...withdrawalKeys.list, pageNo] as const,
    queryFn: ({ signal }) => call<WithdrawalPage>('/wps/withdrawal/list', { signal, query: { pageNo, pageSize: WITHDRAWAL_PAGE_SIZE } }),
  });

export const addBankAccount = (body: { bankCode: string; accountNumber: string; payeeName: string }) =>
  call<BankAccount>('/wps/withdrawal/bank-accounts', { method: 'POST', body });

export const removeBankAccount = (bankAccountId: string) =>
  call<BankAccounts>(`/wps/withdrawal/bank-accounts/${encodeURIComponent(bankAccountId)}`, { method: 'DELETE' });

export const setPaymentPassword = (body: { password: string; confirmPassword: string }) =>
  call<{ isSet: true }>('/wps/withdrawal/payment-password', { method: 'POST', body });

export const changePaymentPassword = (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
  call<{ isSet: true }>('/wps/withdrawal/payment-password/change', { method: 'POST', body });

export const requestWithdrawal = (body: { bankAccountId: string; amount: number; paymentPassword: string; idempotencyKey: string }) =>
  call<Withdrawal>('/wps/withdrawal/request', { method: 'POST', body });

export const confirmReceipt = (withdrawalId: string, body: { choice: ReceiptChoice; receivedAmount?: number; proof?: string }) =>
  call<Withdrawal>(`/wps/withdrawal/receipt/${encodeURIComponent(withdrawalId)}`, { method: 'POST', body, timeoutMs: 120_000 });

/** The server refuses proofs over 5 MiB decoded; the page refuses them before reading the file. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export const PROOF_TYPES = ['image/png', 'image/jpeg'];

/** Whether a chosen file may be sent as a proof: png or jpg, at most 5 MB. */
export function checkProofFile(file: File): 'proof_not_image' | 'proof_too_large' | null {
  if (!PROOF_TYPES.includes(file.type) && !/\.(png|jpe?g)$/i.test(file.name)) return 'proof_not_image';
  if (file.size > MAX_PROOF_BYTES) return 'proof_too_large';
  return null;
}

/** The file as a data: URL (base64), the body the receipt route takes. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read_failed'));
    reader.readAsDataURL(file);
  });
}
