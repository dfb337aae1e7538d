// Stable error keys of the money API and the HTTP status each one answers with, kept apart from any I/O so the
// ledger rules, the repository and the routes agree on one list. Idempotency follows the IETF Idempotency-Key draft
// (draft-ietf-httpapi-idempotency-key-header): a key reused with another payload is 422, a request still in flight
// with the same key 409.
export const ledgerErrorStatus = {
  invalid_amount: 400,
  unbalanced_entry: 400,
  invalid_account: 400,
  unknown_wallet: 400,
  same_wallet: 400,
  wallet_is_single: 400,
  invalid_idempotency_key: 400,
  unknown_payment_method: 400,
  amount_below_minimum: 400,
  amount_above_maximum: 400,
  amount_mismatch: 400,
  invalid_signature: 400,
  invalid_notification: 400,
  deposit_not_found: 404,
  insufficient_balance: 409,
  nothing_to_transfer: 409,
  idempotency_key_reused: 422,
  request_in_progress: 409,
} as const satisfies Record<string, 400 | 404 | 409 | 422>;

export type LedgerErrorCode = keyof typeof ledgerErrorStatus;

export interface LedgerError {
  code: LedgerErrorCode;
  /** The account that caused it, when one did (insufficient_balance). */
  accountId?: string;
}

/** Thrown inside a database transaction to roll it back; carries the stable key to the route. */
export class LedgerRejection extends Error {
  readonly code: LedgerErrorCode;
  readonly accountId: string | undefined;
  constructor(error: LedgerError) {
    super(error.code);
    this.name = 'LedgerRejection';
    this.code = error.code;
    this.accountId = error.accountId;
  }
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: LedgerError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(code: LedgerErrorCode, accountId?: string): Result<T> =>
  ({ ok: false, error: accountId === undefined ? { code } : { code, accountId } });
