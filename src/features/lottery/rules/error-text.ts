// The text of a failed lottery call: the lottery's own codes, then the shell's (network, session), then a generic one.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

export function lotteryErrorText(t: TFunction, error: unknown, fallback = 'lottery:errors.loadFailed'): string {
  const code = error instanceof ApiError ? error.code : 'request_failed';
  return t([`lottery:errors.${code}`, `common:errors.${code}`, fallback]);
}
