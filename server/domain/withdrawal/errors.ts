// Stable error keys of the withdrawal, upline transfer and records API with the HTTP status of each; the money keys
// they share with deposits and transfers (insufficient_balance, amount_below_minimum...) keep the ledger's status.
import { ledgerErrorStatus } from '../ledger/errors.js';

export const withdrawalErrorStatus = {
  ...ledgerErrorStatus,
  withdrawal_unavailable: 403,
  invalid_bank_code: 400,
  invalid_bank_name: 400,
  invalid_account_number: 400,
  invalid_payee_name: 400,
  payee_name_mismatch: 400,
  bank_account_exists: 409,
  bank_account_limit_reached: 409,
  bank_account_not_found: 404,
  invalid_payment_password: 400,
  payment_password_mismatch: 400,
  payment_password_unchanged: 400,
  payment_password_not_set: 400,
  payment_password_already_set: 409,
  wrong_payment_password: 400,
  payment_password_locked: 429,
  daily_count_exceeded: 409,
  daily_amount_exceeded: 409,
  turnover_not_met: 409,
  withdrawal_not_found: 404,
  withdrawal_not_paid: 409,
  receipt_already_confirmed: 409,
  received_amount_required: 400,
  invalid_received_amount: 400,
  proof_required: 400,
  proof_not_image: 400,
  proof_too_large: 413,
  no_upline: 409,
  invalid_date_range: 400,
  date_range_too_long: 400,
  unknown_game_type: 400,
  unknown_vendor: 400,
} as const satisfies Record<string, number>;

export type WithdrawalErrorCode = keyof typeof withdrawalErrorStatus;

export interface WithdrawalError {
  code: WithdrawalErrorCode;
  /** Extra facts for the client: attemptsLeft, retryAfterSeconds, remaining... */
  value?: Record<string, unknown>;
}

export type WResult<T> = { ok: true; value: T } | { ok: false; error: WithdrawalError };

export const wok = <T>(value: T): WResult<T> => ({ ok: true, value });
export const wfail = <T = never>(code: WithdrawalErrorCode, value?: Record<string, unknown>): WResult<T> =>
  ({ ok: false, error: value === undefined ? { code } : { code, value } });

/** Thrown inside a transaction to roll it back with a stable key. */
export class WithdrawalRejection extends Error {
  constructor(readonly error: WithdrawalError) {
    super(error.code);
    this.name = 'WithdrawalRejection';
  }
}
