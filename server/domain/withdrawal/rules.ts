// Withdrawal rules without I/O: bank account details, the payment password's format and attempt limit, amount and
// daily limits from the merchant's payments.withdrawal block, the receipt confirmation states (M3-9, M4-1) and the
// proof image check.
import { secondsUntilBelow, eventsInWindow } from '../auth/window-count.js';
import { wfail, wok, type WResult } from './errors.js';

// ---------------------------------------------------------------- configuration

export interface WithdrawalLimits {
  min: bigint;
  max: bigint;
  dailyCount: number | null;
  dailyAmount: bigint | null;
  autoReceiptMinutes: number;
  maxBankAccounts: number;
  /** 0: no turnover requirement. */
  turnoverMultiple: number;
}

export const defaultAutoReceiptMinutes = 1440;
export const defaultMaxBankAccounts = 5;

/** The merchant's withdrawal rules, or null when the merchant has no payments.withdrawal block. */
export function withdrawalLimitsOf(merchant: { payments?: { withdrawal?: {
  min: number; max: number; dailyCount?: number; dailyAmount?: number; autoReceiptMinutes?: number; maxBankAccounts?: number; turnoverMultiple?: number;
} } }): WithdrawalLimits | null {
  const w = merchant.payments?.withdrawal;
  if (w === undefined) return null;
  return {
    min: BigInt(w.min), max: BigInt(w.max),
    dailyCount: w.dailyCount ?? null, dailyAmount: w.dailyAmount === undefined ? null : BigInt(w.dailyAmount),
    autoReceiptMinutes: w.autoReceiptMinutes ?? defaultAutoReceiptMinutes, maxBankAccounts: w.maxBankAccounts ?? defaultMaxBankAccounts,
    turnoverMultiple: w.turnoverMultiple ?? 0,
  };
}

// ---------------------------------------------------------------- bank accounts

export interface WithdrawalBank {
  code: string;
  name: string;
}

/** The banks of a merchant without payments.withdrawal.banks (docs/merchant-config.md). */
export const defaultWithdrawalBanks: readonly WithdrawalBank[] = [
  { code: 'ABA', name: 'ABA Bank' },
  { code: 'ACLEDA', name: 'ACLEDA Bank' },
  { code: 'WING', name: 'Wing Bank' },
  { code: 'CANADIA', name: 'Canadia Bank' },
  { code: 'VCB', name: 'Vietcombank' },
  { code: 'TCB', name: 'Techcombank' },
];

/** The banks a member may bind, in display order: the merchant's payments.withdrawal.banks, else the default list. */
export function withdrawalBanksOf(merchant: { payments?: { withdrawal?: { banks?: readonly WithdrawalBank[] } } }): readonly WithdrawalBank[] {
  return merchant.payments?.withdrawal?.banks ?? defaultWithdrawalBanks;
}

/** The offered bank with this code (compared trimmed and upper-cased), or null: the server's invalid_bank_code. */
export function offeredBank(banks: readonly WithdrawalBank[], code: string): WithdrawalBank | null {
  const wanted = code.trim().toUpperCase();
  return banks.find((bank) => bank.code === wanted) ?? null;
}

export interface BankAccountInput {
  bankCode: string;
  bankName: string;
  accountNumber: string;
  payeeName: string;
}

/** Names compare without regard to case, surrounding or repeated spaces and Unicode compatibility forms. */
export function normalizeName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

const sameName = (a: string, b: string) => normalizeName(a).toLocaleLowerCase('en') === normalizeName(b).toLocaleLowerCase('en');

/**
 * Checks and normalises a bank account. The bank code is upper-cased; spaces and dashes inside the account number
 * are dropped (6 to 34 letters and digits, which covers local numbers and IBANs). When the member has a real name
 * on record (payee_name, from registration or the first bound account), the payee must be that name.
 */
export function checkBankAccount(input: BankAccountInput, memberRealName: string | null): WResult<BankAccountInput> {
  const bankCode = input.bankCode.trim().toUpperCase();
  if (!/^[A-Z0-9_-]{2,20}$/.test(bankCode)) return wfail('invalid_bank_code');
  const bankName = normalizeName(input.bankName);
  if (bankName.length < 1 || bankName.length > 64) return wfail('invalid_bank_name');
  const accountNumber = input.accountNumber.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{6,34}$/.test(accountNumber)) return wfail('invalid_account_number');
  const payeeName = normalizeName(input.payeeName);
  if (payeeName.length < 1 || payeeName.length > 64 || /[\p{Cc}<>]/u.test(payeeName)) return wfail('invalid_payee_name');
  if (memberRealName !== null && memberRealName.trim() !== '' && !sameName(payeeName, memberRealName)) return wfail('payee_name_mismatch');
  return wok({ bankCode, bankName, accountNumber, payeeName });
}

/** What answers show of an account number: its last four characters. */
export function maskAccountNumber(accountNumber: string): string {
  return `****${accountNumber.slice(-4)}`;
}

// ---------------------------------------------------------------- payment password

export interface PasswordRule {
  minLength: number;
  maxLength: number;
  pattern: RegExp | null;
}

/** Six digits, the usual fund password, unless the merchant's registration rule for paymentPassword says otherwise. */
export function paymentPasswordRule(rule: { minLength?: number; maxLength?: number; acceptedPattern?: string } | undefined): PasswordRule {
  if (rule === undefined) return { minLength: 6, maxLength: 6, pattern: /^[0-9]+$/ };
  let pattern: RegExp | null = null;
  if (rule.acceptedPattern !== undefined && rule.acceptedPattern !== '*') {
    try {
      pattern = new RegExp(rule.acceptedPattern);
    } catch {
      pattern = null;
    }
  }
  return { minLength: rule.minLength ?? 6, maxLength: Math.min(rule.maxLength ?? 64, 128), pattern };
}

export function checkPaymentPasswordFormat(password: string, rule: PasswordRule): boolean {
  return password.length >= rule.minLength && password.length <= rule.maxLength && (rule.pattern === null || rule.pattern.test(password));
}

export const paymentPasswordLimits = { windowMs: 15 * 60_000, maxFailures: 5 } as const;

export type PasswordGate = { locked: true; retryAfterSeconds: number } | { locked: false; attemptsLeft: number };

/** Five wrong payment passwords within 15 minutes lock the password until the oldest leaves the window. */
export function paymentPasswordGate(failures: readonly Date[], now: Date): PasswordGate {
  const { windowMs, maxFailures } = paymentPasswordLimits;
  const retryAfterSeconds = secondsUntilBelow(failures, maxFailures, windowMs, now);
  if (retryAfterSeconds > 0) return { locked: true, retryAfterSeconds };
  return { locked: false, attemptsLeft: maxFailures - eventsInWindow(failures, windowMs, now).length };
}

// ---------------------------------------------------------------- amounts

export interface UsedToday {
  count: number;
  amount: bigint;
}

/** Checks an amount against the single limits, then against what the member already withdrew today. */
export function checkWithdrawalAmount(limits: WithdrawalLimits, amount: bigint, used: UsedToday): WResult<bigint> {
  if (amount < limits.min) return wfail('amount_below_minimum', { min: Number(limits.min) });
  if (amount > limits.max) return wfail('amount_above_maximum', { max: Number(limits.max) });
  if (limits.dailyCount !== null && used.count >= limits.dailyCount) return wfail('daily_count_exceeded', { dailyCount: limits.dailyCount });
  if (limits.dailyAmount !== null && used.amount + amount > limits.dailyAmount) {
    const remaining = limits.dailyAmount > used.amount ? limits.dailyAmount - used.amount : 0n;
    return wfail('daily_amount_exceeded', { remaining: Number(remaining) });
  }
  return wok(amount);
}

// ---------------------------------------------------------------- turnover

/**
 * The turnover still to bet (domain brief 1, withdrawal norms): each deposit adds amount x multiple, each bet pays
 * it off, and a bet made while nothing is owed counts for nothing (it never pays for a later deposit). Moves in
 * time order: deposits positive (already multiplied), bets negative. The database computes the same with
 * remaining = last running sum - min(0, lowest running sum) (Lindley's recursion), see the withdrawal repository.
 */
export function remainingTurnover(moves: readonly bigint[]): bigint {
  let remaining = 0n;
  for (const v of moves) {
    remaining += v;
    if (remaining < 0n) remaining = 0n;
  }
  return remaining;
}

// ---------------------------------------------------------------- receipt confirmation

export type WithdrawalStatus = 'pending' | 'paid' | 'rejected' | 'failed';
export type ReceiptStatus = 'received' | 'not_received' | 'all_received' | 'forced_received' | 'auto_received';
export type ReceiptChoice = 'received' | 'not_received' | 'all_received' | 'forced_received';

/** Receipt states after which nothing more can be confirmed. */
export const finalReceipts: readonly ReceiptStatus[] = ['all_received', 'forced_received', 'auto_received'];

export interface ReceiptState {
  status: WithdrawalStatus;
  receiptStatus: ReceiptStatus | null;
  amount: bigint;
  receivedAmount: bigint;
}

export interface ReceiptRequest {
  choice: ReceiptChoice;
  /** received: what arrived this time (added to what was confirmed before); forced_received: the total that arrived. */
  receivedAmount?: bigint;
  hasProof: boolean;
}

export interface ReceiptStep {
  receiptStatus: ReceiptStatus;
  receivedAmount: bigint;
  /** True when the withdrawal is closed (no more confirmation, no auto-receipt). */
  final: boolean;
  /** False when the member disputes: the automatic receipt no longer applies. */
  keepAutoReceipt: boolean;
}

/**
 * The member's confirmation of a paid withdrawal (M3-9):
 * - received: part of the money arrived; `receivedAmount` (at least 1, at most what remains) adds to what was
 *   confirmed before; when nothing remains it is all_received.
 * - all_received: everything arrived; closes the withdrawal.
 * - not_received: nothing (more) arrived; needs a proof image; stops the automatic receipt until the member
 *   confirms again (customer service looks at the proof).
 * - forced_received: the member closes the withdrawal whatever arrived; `receivedAmount` is the total that
 *   arrived (defaults to the whole amount, never below what was already confirmed); the rest stays on record as
 *   the remaining amount.
 */
export function applyReceipt(state: ReceiptState, req: ReceiptRequest): WResult<ReceiptStep> {
  if (state.status !== 'paid') return wfail('withdrawal_not_paid');
  if (state.receiptStatus !== null && finalReceipts.includes(state.receiptStatus)) return wfail('receipt_already_confirmed');
  const remaining = state.amount - state.receivedAmount;
  switch (req.choice) {
    case 'received': {
      if (req.receivedAmount === undefined) return wfail('received_amount_required');
      if (req.receivedAmount < 1n || req.receivedAmount > remaining) return wfail('invalid_received_amount', { remaining: Number(remaining) });
      const received = state.receivedAmount + req.receivedAmount;
      return received === state.amount
        ? wok({ receiptStatus: 'all_received', receivedAmount: received, final: true, keepAutoReceipt: false })
        : wok({ receiptStatus: 'received', receivedAmount: received, final: false, keepAutoReceipt: true });
    }
    case 'all_received':
      return wok({ receiptStatus: 'all_received', receivedAmount: state.amount, final: true, keepAutoReceipt: false });
    case 'not_received':
      if (!req.hasProof) return wfail('proof_required');
      return wok({ receiptStatus: 'not_received', receivedAmount: state.receivedAmount, final: false, keepAutoReceipt: false });
    case 'forced_received': {
      const total = req.receivedAmount ?? state.amount;
      if (total < state.receivedAmount || total > state.amount) return wfail('invalid_received_amount', { remaining: Number(remaining) });
      return wok({ receiptStatus: 'forced_received', receivedAmount: total, final: true, keepAutoReceipt: false });
    }
  }
}

/** Whether the automatic receipt applies now: paid, not closed, not disputed, and its time has come. */
export function autoReceiptDue(state: ReceiptState & { autoReceiptAt: Date | null }, now: Date): boolean {
  return state.status === 'paid' && (state.receiptStatus === null || state.receiptStatus === 'received')
    && state.autoReceiptAt !== null && state.autoReceiptAt.getTime() <= now.getTime();
}

// ---------------------------------------------------------------- proof image

export const maxProofBytes = 5 * 1024 * 1024;

/** png or jpg by their magic bytes (not by the name or the declared type); null for anything else. */
export function imageTypeOf(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Decodes a base64 proof (a data: URL prefix is allowed) and checks its size and kind. */
export function readProof(base64: string): WResult<{ bytes: Uint8Array; contentType: 'image/png' | 'image/jpeg' }> {
  const body = base64.replace(/^data:[a-z/+.-]*;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length === 0) return wfail('proof_not_image');
  // Size from the length before decoding: a too-large proof is refused without allocating it.
  const size = Math.floor((body.length * 3) / 4) - (body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0);
  if (size > maxProofBytes) return wfail('proof_too_large', { maxBytes: maxProofBytes });
  const bytes = new Uint8Array(Buffer.from(body, 'base64'));
  const contentType = imageTypeOf(bytes);
  if (contentType === null) return wfail('proof_not_image');
  return wok({ bytes, contentType });
}
