// The text of a failed call: this area's codes (messages:errors.*), the client's network codes (common), else the
// generic message.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

export function errorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'request_failed';
  return t([`messages:errors.${code}`, `common:errors.${code}`, 'common:errors.request_failed']);
}
