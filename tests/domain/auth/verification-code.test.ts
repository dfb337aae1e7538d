import { describe, expect, it } from 'vitest';
import { checkVerificationCode, formatVerificationCode, verificationCodeDigest, verificationCodePolicy } from '../../../server/domain/auth/verification-code.js';

const now = new Date('2026-11-22T12:00:00Z');
const stored = (over: Partial<{ expiresAt: Date; tries: number; consumedAt: Date | null }> = {}) => ({
  codeDigest: verificationCodeDigest('demo:+85512345678:register', '012345'),
  expiresAt: new Date(now.getTime() + 60_000),
  tries: 0,
  consumedAt: null,
  ...over,
});
const given = (code: string) => verificationCodeDigest('demo:+85512345678:register', code);

describe('verification codes', () => {
  it('[P3-16][P9-4] are six digits valid for the 5 expiredMinutes returned by the send call', () => {
    expect(formatVerificationCode(12345)).toBe('012345');
    expect(verificationCodePolicy.expiredMinutes).toBe(5);
    expect(checkVerificationCode(stored(), given('012345'), now)).toBe('ok');
    expect(checkVerificationCode(stored(), given(' 012345 '), now)).toBe('ok');
  });

  it('[P8-20] refuses an expired code', () => {
    expect(checkVerificationCode(stored({ expiresAt: now }), given('012345'), now)).toBe('expired');
  });

  it('[P8-20] refuses even the right code after five wrong tries', () => {
    expect(checkVerificationCode(stored({ tries: 4 }), given('012345'), now)).toBe('ok');
    expect(checkVerificationCode(stored({ tries: 5 }), given('012345'), now)).toBe('too_many_tries');
  });

  it('[P8-20] refuses a wrong code, a used code and no code', () => {
    expect(checkVerificationCode(stored(), given('012346'), now)).toBe('mismatch');
    expect(checkVerificationCode(stored({ consumedAt: now }), given('012345'), now)).toBe('missing');
    expect(checkVerificationCode(null, given('012345'), now)).toBe('missing');
  });

  it('binds a code to its scope', () => {
    expect(checkVerificationCode(stored(), verificationCodeDigest('demo:+85512345678:login', '012345'), now)).toBe('mismatch');
  });
});
