// What an accounts service answers: a value, or a refusal with the HTTP status, the stable message key and an
// optional value (captchaRequired, retryAfterSeconds, fields). Routes turn it into the response envelope.

export type Refusal = { ok: false; status: number; code: string; value?: Record<string, unknown> };
export type Outcome<T> = { ok: true; value: T } | Refusal;

export const accept = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const refuse = (status: number, code: string, value?: Record<string, unknown>): Refusal =>
  value === undefined ? { ok: false, status, code } : { ok: false, status, code, value };
