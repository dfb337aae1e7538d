// An AuthErrorInfo in the user's language: auth:errors.<code>; the server's own text only for a code we have no
// words for (the spec shows SMS failures with the server's message, and the contract asks us to translate codes).
import type { TFunction } from 'i18next';
import type { AuthErrorInfo } from './auth-error';

export function errorText(t: TFunction, error: AuthErrorInfo): string {
  const minutes = error.retryAfterSeconds ? Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) : undefined;
  const fallback = error.message ?? t('auth:errors.unknown_error');
  return t(`auth:errors.${error.code}`, { minutes, defaultValue: fallback });
}
