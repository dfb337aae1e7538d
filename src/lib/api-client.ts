// The one way the site talks to the platform API: every answer is the envelope { success, code?, message?, value? },
// a failure never throws out of apiRequest (it becomes an envelope with a stable code), and the session token rides along.
import type { Envelope } from '../engine/permission-data';
import { buildUrl, type QueryParams } from '../engine/api/api-url';
import { takeInlineAnswer } from './inline-answers';
import { previewQuery } from './preview-frame';
import { getToken } from './session';

export type { Envelope, QueryParams };
export { buildUrl };

/** Spec P8-11: a request that takes longer than this is reported as a slow network. */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: QueryParams;
  /** Sent as JSON. */
  body?: unknown;
  /** Cancels the request (TanStack Query passes one); a cancelled request rejects with the abort reason. */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** Stable codes the client itself produces; the server's codes come in the envelope. */
export const ClientErrorCode = {
  network: 'network_error',
  timeout: 'network_timeout',
  badResponse: 'bad_response',
} as const;

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { method = 'GET', query, body, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const url = buildUrl(path, { ...query, ...previewQuery });
  if (method === 'GET') {
    const inline = takeInlineAnswer(url);
    if (inline !== undefined) return inline as Envelope<T>;
  }
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onCallerAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  // The language the visitor reads, so the server words what it sends (SMS and e-mail codes) in it.
  const language = globalThis.document?.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  try {
    let response: Response;
    try {
      // A preview frame names its preview on every call, so the server shows the stored preview (docs/preview.md).
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) return { success: false, code: ClientErrorCode.timeout };
      // A caller's cancellation is not a failure to report: let TanStack Query see the abort.
      if (signal?.aborted) throw signal.reason ?? error;
      return { success: false, code: ClientErrorCode.network };
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      if (timedOut) return { success: false, code: ClientErrorCode.timeout };
      return { success: false, code: response.ok ? ClientErrorCode.badResponse : `http_${response.status}` };
    }
    if (!isEnvelope(parsed)) return { success: false, code: ClientErrorCode.badResponse };
    return parsed as Envelope<T>;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && typeof (data as { success?: unknown }).success === 'boolean';
}

/** A failed envelope as an error, so queries and mutations can fail with the server's stable code. */
export class ApiError extends Error {
  readonly code: string;
  readonly serverMessage: string | undefined;
  constructor(envelope: Envelope<unknown>) {
    super(envelope.message ?? envelope.code ?? 'request_failed');
    this.name = 'ApiError';
    this.code = envelope.code ?? 'request_failed';
    this.serverMessage = envelope.message;
  }
}

/** A refusal whose envelope value carries the message's values (attempts left, seconds to wait, limits...). */
export class ApiErrorWithValues extends ApiError {
  readonly values: Record<string, unknown>;
  constructor(envelope: Envelope<unknown>) {
    super(envelope);
    const value = (envelope as { value?: unknown }).value;
    this.values = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  }
}

/** The value of a successful envelope; throws ApiError otherwise. Fetchers of queries use this. */
export async function apiValue<T>(path: string, options?: RequestOptions): Promise<T> {
  const envelope = await apiRequest<T>(path, options);
  if (!envelope.success) throw new ApiError(envelope);
  return envelope.value as T;
}

export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === ClientErrorCode.network || error.code === ClientErrorCode.timeout);
}

/** The translation keys of any failure: errors.<code>, falling back to the generic message for codes without text. */
export function errorKeys(error: unknown): [string, string] {
  return [`errors.${error instanceof ApiError ? error.code : 'request_failed'}`, 'errors.request_failed'];
}
