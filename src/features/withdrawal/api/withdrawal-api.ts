// The withdrawal calls of docs/money.md "Withdrawal" (M2-5, M3-9, M4-1). Keys sit under the member key root, so
// logging out forgets them; amounts are integers of minor units. The wire types come from the schemas the server's
// routes validate with (src/engine/api/withdrawal.ts).
import type { Static } from '@sinclair/typebox';
import { queryOptions } from '@tanstack/react-query';
import type {
  BankAccountBody, BankAccountsValue, BankAccountValue, ChangePaymentPasswordBody, PaymentPasswordValue, ReceiptBody,
  ReceiptChoice as ReceiptChoiceValue, ReceiptStatus as ReceiptStatusValue, SetPaymentPasswordBody, WithdrawalBody,
  WithdrawalInfoValue, WithdrawalListValue, WithdrawalStatus as WithdrawalStatusValue, WithdrawalValue,
} from '../../../engine/api/withdrawal';
import { ApiErrorWithValues, apiRequest, type RequestOptions } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

/** A refusal with the server's `value` (attemptsLeft, retryAfterSeconds, min, max...) for the message's placeholders. */
async function call<T>(path: string, options?: RequestOptions): Promise<T> {
  const envelope = await apiRequest<T>(path, options);
  if (!envelope.success) throw new ApiErrorWithValues(envelope);
  return envelope.value as T;
}

export type WithdrawalInfo = Static<typeof WithdrawalInfoValue>;
export type BankAccount = Static<typeof BankAccountValue>;
export type BankAccounts = Static<typeof BankAccountsValue>;
export type WithdrawalStatus = Static<typeof WithdrawalStatusValue>;
export type ReceiptStatus = Static<typeof ReceiptStatusValue>;
export type ReceiptChoice = Static<typeof ReceiptChoiceValue>;
export type Withdrawal = Static<typeof WithdrawalValue>;
export type WithdrawalPage = Static<typeof WithdrawalListValue>;
type PaymentPassword = Static<typeof PaymentPasswordValue>;

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

export const addBankAccount = (body: Static<typeof BankAccountBody>) =>
  call<BankAccount>('/wps/withdrawal/bank-accounts', { method: 'POST', body });

export const removeBankAccount = (bankAccountId: string) =>
  call<BankAccounts>(`/wps/withdrawal/bank-accounts/${encodeURIComponent(bankAccountId)}`, { method: 'DELETE' });

export const setPaymentPassword = (body: Static<typeof SetPaymentPasswordBody>) =>
  call<PaymentPassword>('/wps/withdrawal/payment-password', { method: 'POST', body });

export const changePaymentPassword = (body: Static<typeof ChangePaymentPasswordBody>) =>
  call<PaymentPassword>('/wps/withdrawal/payment-password/change', { method: 'POST', body });

export const requestWithdrawal = (body: Static<typeof WithdrawalBody>) =>
  call<Withdrawal>('/wps/withdrawal/request', { method: 'POST', body });

export const confirmReceipt = (withdrawalId: string, body: Static<typeof ReceiptBody>) =>
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
