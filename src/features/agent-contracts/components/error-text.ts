// The text of a failed contract call: this area's codes, then the shared ones, else the generic message.
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';

export function contractErrorText(t: TFunction, error: unknown): string {
  const code = error instanceof ApiError ? error.code : 'request_failed';
  return t([`agentContracts:errors.${code}`, `common:errors.${code}`, 'common:errors.request_failed']);
}
