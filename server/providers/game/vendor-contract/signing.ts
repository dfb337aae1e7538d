// Request signing of the vendor contract (docs/vendors.md): HMAC-SHA256 over "<timestamp>\n<path>\n<body>" with the
// key shared with each aggregator, sent as X-Vendor-Signature (hex) beside X-Vendor-Id and X-Vendor-Timestamp (Unix
// seconds). A callback outside the time window is refused, so a captured request cannot be replayed later; inside
// the window a replay is answered like the first call and moves nothing (idempotency by transaction id).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'x-vendor-signature';
export const vendorIdHeader = 'x-vendor-id';
export const timestampHeader = 'x-vendor-timestamp';

/** How far a callback's timestamp may be from the platform's clock. */
export const timestampWindowSeconds = 300;

export function signRequest(key: string, timestamp: number, path: string, body: string): string {
  return createHmac('sha256', key).update(`${timestamp}\n${path}\n${body}`, 'utf8').digest('hex');
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'unsigned' | 'unknown_vendor' | 'stale' | 'bad_signature' };

export interface SignedRequest {
  vendorId: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  path: string;
  body: string;
}

export function checkSignature(request: SignedRequest, keyOf: (vendorId: string) => string | undefined, now: Date): SignatureCheck {
  const { vendorId, timestamp, signature } = request;
  if (!vendorId || !timestamp || !signature) return { ok: false, reason: 'unsigned' };
  const key = keyOf(vendorId);
  if (key === undefined) return { ok: false, reason: 'unknown_vendor' };
  const seconds = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - seconds) > timestampWindowSeconds) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signRequest(key, seconds, request.path, request.body), 'hex');
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true } : { ok: false, reason: 'bad_signature' };
}

/** The demo aggregator's code: the vendor id it signs with. */
export const demoAggregatorId = 'DEMOAGG';

/**
 * The key of an aggregator: VENDOR_KEY_<ID> from the environment. Outside production a development key stands in
 * (the demo aggregator works on a fresh clone); in production an aggregator without a key is refused.
 */
export function vendorKeyOf(env: NodeJS.ProcessEnv, vendorId: string): string | undefined {
  if (!/^[A-Z0-9_]{2,32}$/.test(vendorId)) return undefined;
  const key = env[`VENDOR_KEY_${vendorId}`];
  if (key !== undefined && key.length >= 16) return key;
  return env.NODE_ENV === 'production' ? undefined : `livery-development-key-${vendorId}`;
}
