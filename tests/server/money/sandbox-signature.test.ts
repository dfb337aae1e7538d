import { describe, expect, it } from 'vitest';
import { signNotification, signatureToleranceSeconds, verifyNotificationSignature } from '../../../server/providers/payment/sandbox-signature.js';

const secret = 'test-secret';
const at = new Date('2026-05-01T10:00:00Z');
const body = JSON.stringify({ paymentId: 'p', merchantReference: 'd', status: 'PAID', amount: '1000', currency: 'USD', sentAt: at.toISOString() });

describe('sandbox gateway signatures (HMAC-SHA256)', () => {
  it('accepts the signature of the exact body', () => {
    expect(verifyNotificationSignature(secret, body, signNotification(secret, body, at), at)).toBe(true);
  });
  it('refuses a tampered body, another secret, a changed timestamp or a malformed header', () => {
    const header = signNotification(secret, body, at);
    expect(verifyNotificationSignature(secret, body.replace('1000', '9000'), header, at)).toBe(false);
    expect(verifyNotificationSignature('other', body, header, at)).toBe(false);
    const t = Number(/t=(\d+)/.exec(header)![1]);
    expect(verifyNotificationSignature(secret, body, header.replace(`t=${t}`, `t=${t + 1}`), at)).toBe(false);
    for (const h of [undefined, '', 'v1=abc', `t=${t},v1=${'0'.repeat(64)}`]) expect(verifyNotificationSignature(secret, body, h, at)).toBe(false);
  });
  it('refuses a notification signed too long ago, so a captured one cannot be replayed later', () => {
    const header = signNotification(secret, body, at);
    const later = (s: number) => new Date(at.getTime() + s * 1000);
    expect(verifyNotificationSignature(secret, body, header, later(signatureToleranceSeconds))).toBe(true);
    expect(verifyNotificationSignature(secret, body, header, later(signatureToleranceSeconds + 1))).toBe(false);
  });
});
