// The text of a failed money call: the money API's own codes (docs/money.md) in the wallet namespace, the client's
// network codes in common, else the generic message.
import type { TFunction } from 'i18next';
import { ApiError, ClientErrorCode } from '../../../lib/api-client';

export function moneyErrorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'request_failed';
  return t([`wallet:errors.${code}`, `common:errors.${code}`, 'common:errors.request_failed']);
}

const KEEP_KEY_ON = new Set<string>([ClientErrorCode.network, ClientErrorCode.timeout, ClientErrorCode.badResponse, 'request_in_progress']);

/**
 * Whether a failed attempt's retry must carry the same idempotency key: yes when the outcome is unknown (the network
 * failed) or the first try is still running; any other refusal settled the attempt, so the next submit is a new one.
 */
export function keepsAttemptKey(error: unknown): boolean {
  return !(error instanceof ApiError) || KEEP_KEY_ON.has(error.code);
}
