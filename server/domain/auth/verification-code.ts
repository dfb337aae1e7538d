// One-time codes sent by SMS or e-mail (registration, code login, password reset, new-IP verification): six digits,
// valid for expiredMinutes (the value the SMS call returns), a few wrong tries, used once.
import { createHash, timingSafeEqual } from 'node:crypto';

export const verificationCodePolicy = { expiredMinutes: 5, maxTries: 5, digits: 6 } as const;

/** n is a uniform random integer in [0, 10^digits). */
export const formatVerificationCode = (n: number): string => String(n).padStart(verificationCodePolicy.digits, '0');

/**
 * Codes are kept as digests so a database dump does not hand out live codes; their safety against guessing
 * comes from the expiry and the try limit, not from the digest.
 */
export const verificationCodeDigest = (scope: string, code: string): string =>
  createHash('sha256').update(`${scope}\n${code.trim()}`, 'utf8').digest('base64url');

export interface StoredVerificationCode {
  codeDigest: string;
  expiresAt: Date;
  tries: number;
  consumedAt: Date | null;
}

export type VerificationCodeCheck = 'ok' | 'missing' | 'expired' | 'too_many_tries' | 'mismatch';

/** Checks the latest code sent; the caller counts a try on 'mismatch' and marks the code consumed on 'ok'. */
export function checkVerificationCode(stored: StoredVerificationCode | null, givenDigest: string, now: Date): VerificationCodeCheck {
  if (stored === null || stored.consumedAt !== null) return 'missing';
  if (now.getTime() >= stored.expiresAt.getTime()) return 'expired';
  if (stored.tries >= verificationCodePolicy.maxTries) return 'too_many_tries';
  const a = Buffer.from(stored.codeDigest);
  const b = Buffer.from(givenDigest);
  return a.length === b.length && timingSafeEqual(a, b) ? 'ok' : 'mismatch';
}
