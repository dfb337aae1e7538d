// An AuthErrorInfo in the user's language: auth:errors.<code>; the server's own text only for a code we have no
// words for (the spec shows SMS failures with the server's message, and the contract asks us to translate codes).
// A login slowed for less than a minute (the doubling delay of docs/api-accounts.md) says its seconds.
import type { TFunction } from 'i18next';
import type { AuthErrorInfo } from './auth-error';

export function errorText(t: TFunction, error: AuthErrorInfo): string {
  const fallback = error.message ?? t('auth:errors.unknown_error');
  const wait = error.retryAfterSeconds;
  if (error.code === 'too_many_attempts' && wait !== undefined && wait < 60) {
    return t('auth:errors.too_many_attempts_seconds', { seconds: Math.max(1, Math.ceil(wait)), defaultValue: fallback });
  }
  const minutes = wait ? Math.max(1, Math.ceil(wait / 60)) : undefined;
  return t(`auth:errors.${error.code}`, { minutes, defaultValue: fallback });
}
