// Failures of the accounts API as plain values with stable keys (STYLE: errors are values, translated at the edge).
import { ApiError, type Envelope } from '../../../lib/api-client';

/** An ApiError that keeps the envelope's value: login failures carry captchaRequired, retryAfterSeconds, fields. */
export class AuthApiError extends ApiError {
  readonly value: unknown;
  constructor(envelope: Envelope<unknown>) {
    super(envelope);
    this.name = 'AuthApiError';
    this.value = envelope.value;
  }
}

export interface AuthErrorInfo {
  /** Stable message key, translated as auth:errors.<code>. */
  code: string;
  /** The server's own text, shown where the spec says "server message" (SMS send failures). */
  message?: string;
  captchaRequired?: boolean;
  retryAfterSeconds?: number;
  /** Per-field message keys of a 400 validation_failed. */
  fields?: Record<string, string>;
}

export const UNKNOWN_ERROR = 'unknown_error';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads any thrown value (AuthApiError, ApiError, or a test double shaped like one) into an AuthErrorInfo. */
export function toAuthError(error: unknown): AuthErrorInfo {
  if (!isRecord(error)) return { code: UNKNOWN_ERROR };
  const code = typeof error.code === 'string' && error.code ? error.code : UNKNOWN_ERROR;
  const info: AuthErrorInfo = { code };
  const message = typeof error.serverMessage === 'string' ? error.serverMessage : undefined;
  if (message) info.message = message;
  const value = error.value;
  if (isRecord(value)) {
    if (value.captchaRequired === true) info.captchaRequired = true;
    if (typeof value.retryAfterSeconds === 'number') info.retryAfterSeconds = value.retryAfterSeconds;
    if (isRecord(value.fields)) {
      info.fields = Object.fromEntries(
        Object.entries(value.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    }
  }
  return info;
}
