import { describe, expect, it } from 'vitest';
import { isPasswordExpired, isWellKnownDefault, matchesFieldRule, mustChangePassword, newPasswordRefusal } from '../../../server/domain/auth/password-policy.js';

const day = 86_400_000;
const now = new Date('2026-11-22T00:00:00Z');

describe('forced password change', () => {
  it('[P4.3-4][M4-6] forces a change after a login with the well-known default password', () => {
    expect(mustChangePassword({ usedWellKnownDefault: true, passwordExpired: false, passwordExpiryEnabled: false, loginType: 'username' })).toBe(true);
  });

  it('[P4.3-4][M4-6] forces a change of an expired password only when password expiry is on', () => {
    expect(mustChangePassword({ usedWellKnownDefault: false, passwordExpired: true, passwordExpiryEnabled: true, loginType: 'username' })).toBe(true);
    expect(mustChangePassword({ usedWellKnownDefault: false, passwordExpired: true, passwordExpiryEnabled: false, loginType: 'username' })).toBe(false);
    expect(mustChangePassword({ usedWellKnownDefault: false, passwordExpired: false, passwordExpiryEnabled: true, loginType: 'username' })).toBe(false);
  });

  it('[P4.3-4][M4-6] never forces a change after an sms, firebase or social login', () => {
    for (const loginType of ['sms', 'firebase', 'social'] as const) {
      expect(mustChangePassword({ usedWellKnownDefault: true, passwordExpired: true, passwordExpiryEnabled: true, loginType })).toBe(false);
    }
  });

  it('[P9-5] recognises the well-known default exactly', () => {
    expect(isWellKnownDefault('Aa123456', 'Aa123456')).toBe(true);
    expect(isWellKnownDefault('aa123456', 'Aa123456')).toBe(false);
    expect(isWellKnownDefault('Aa1234567', 'Aa123456')).toBe(false);
  });

  it('[M4-6] expires a password expiryDays after it was set, and never with 0 days', () => {
    expect(isPasswordExpired(new Date(now.getTime() - 90 * day), 90, now)).toBe(true);
    expect(isPasswordExpired(new Date(now.getTime() - 90 * day + 1), 90, now)).toBe(false);
    expect(isPasswordExpired(new Date(0), 0, now)).toBe(false);
    expect(isPasswordExpired(new Date(0), undefined, now)).toBe(false);
    expect(isPasswordExpired(null, 90, now)).toBe(false);
  });
});

describe('new password rule', () => {
  const rule = { enabled: true, required: true, minLength: 6, maxLength: 20, acceptedPattern: '^[a-zA-Z0-9!@#$%^&*._-]+$', patternId: 'ALPHANUMERIC' };
  const input = (newPassword: string, confirmNewPassword = newPassword) => ({ newPassword, confirmNewPassword, wellKnownDefault: 'Aa123456' });

  it('[M5-1][P8-9] refuses a confirmation that differs', () => {
    expect(newPasswordRefusal(rule, input('Player456', 'Player457'))).toBe('confirm_mismatch');
  });

  it('[M5-1][P5-2] applies the registration password rule', () => {
    expect(newPasswordRefusal(rule, input('short'))).toBe('password_format');
    expect(newPasswordRefusal(rule, input('has space 1'))).toBe('password_format');
    expect(newPasswordRefusal(rule, input('a'.repeat(21)))).toBe('password_format');
    expect(newPasswordRefusal(rule, input('Player456'))).toBeNull();
  });

  it('[P9-5] refuses the well-known default as a new password', () => {
    expect(newPasswordRefusal(rule, input('Aa123456'))).toBe('password_format');
  });

  it('[P3-19] treats * as a pattern that matches anything', () => {
    expect(matchesFieldRule({ enabled: true, required: false, acceptedPattern: '*' }, 'any thing at all')).toBe(true);
    expect(matchesFieldRule(undefined, '')).toBe(true);
  });
});
