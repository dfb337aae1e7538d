// HMAC-SHA256 signatures of sandbox gateway notifications, Stripe style: header `t=<unix seconds>,v1=<hex>` over
// `<t>.<raw body>`, so the timestamp cannot be changed without breaking the signature.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const signatureHeader = 'x-sandbox-signature';
/** A notification signed longer ago than this is refused: a captured one cannot be replayed days later. */
export const signatureToleranceSeconds = 300;

export function signNotification(secret: string, rawBody: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifyNotificationSignature(secret: string, rawBody: string, header: string | undefined, now: Date): boolean {
  const match = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(header ?? '');
  if (!match) return false;
  const t = Number(match[1]);
  if (Math.abs(now.getTime() / 1000 - t) > signatureToleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(match[2]!, 'hex'));
}
