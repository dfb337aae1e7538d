// The text of a failed withdrawal call: the withdrawal namespace's own codes with the server's values (attempts
// left, seconds to wait...), then the wallet's and the client's network codes, else the generic message.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { WithdrawalApiError } from '../api/withdrawal-api';

export function withdrawalErrorText(t: TFunction, error: unknown, format?: (minorUnits: number) => string): string {
  const code = error instanceof ApiError ? error.code : typeof error === 'string' ? error : 'request_failed';
  const values: Record<string, unknown> = error instanceof WithdrawalApiError ? { ...error.values } : {};
  if (format) for (const key of ['min', 'max', 'remaining']) if (typeof values[key] === 'number') values[key] = format(values[key]);
  return t([`withdrawal:errors.${code}`, `wallet:errors.${code}`, `common:errors.${code}`, 'common:errors.request_failed'], values);
}
