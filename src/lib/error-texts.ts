// The text of a failed call: the area's own codes first, then the shared ones (common: the client's network codes),
// else the generic message. Areas' lists: money (wallet, docs/money.md), withdrawal (with the server's values),
// promotions and points.
import type { TFunction } from 'i18next';
import { ApiError, ApiErrorWithValues, ClientErrorCode } from './api-client';

/** The text of a failed money call: the wallet namespace's codes, the client's network codes, else the generic message. */
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

/**
 * The text of a failed withdrawal call: the withdrawal namespace's own codes with the server's values (attempts
 * left, seconds to wait...), then the wallet's and the client's network codes, else the generic message.
 */
export function withdrawalErrorText(t: TFunction, error: unknown, format?: (minorUnits: number) => string): string {
  const code = error instanceof ApiError ? error.code : typeof error === 'string' ? error : 'request_failed';
  const values: Record<string, unknown> = error instanceof ApiErrorWithValues ? { ...error.values } : {};
  if (format) for (const key of ['min', 'max', 'remaining']) if (typeof values[key] === 'number') values[key] = format(values[key]);
  return t([`withdrawal:errors.${code}`, `wallet:errors.${code}`, `common:errors.${code}`, 'common:errors.request_failed'], values);
}

/** The text of a failed promotions or points call: the area's own codes, the client's network codes, else the generic message. */
export function areaErrorText(t: TFunction, namespace: 'promotions' | 'points', error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'request_failed';
  return t([`${namespace}:errors.${code}`, `common:errors.${code}`, 'common:errors.request_failed']);
}
