// The text of a failed promotions or points call: the area's own codes, the client's network codes in common, else
// the generic message.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

export function areaErrorText(t: TFunction, namespace: 'promotions' | 'points', error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'request_failed';
  return t([`${namespace}:errors.${code}`, `common:errors.${code}`, 'common:errors.request_failed']);
}
