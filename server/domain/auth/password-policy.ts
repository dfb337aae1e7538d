// When a login must be followed by a forced password change (spec 4.3, member centre 4), and the password rule a
// new password must satisfy (member centre 5: the same rule as registration).
import { timingSafeEqual, createHash } from 'node:crypto';
import type { RegisterFieldRule } from '../../../src/engine/permission-data.js';

export type LoginType = 'username' | 'sms' | 'firebase' | 'social';

const dayMs = 86_400_000;

/** A password older than expiryDays has expired; 0 or no expiry configured never expires. */
export function isPasswordExpired(passwordChangedAt: Date | null, expiryDays: number | undefined, now: Date): boolean {
  if (!expiryDays || passwordChangedAt === null) return false;
  return now.getTime() - passwordChangedAt.getTime() >= expiryDays * dayMs;
}

/** Compares in constant time (over digests, so the lengths do not leak either). */
export function isWellKnownDefault(password: string, wellKnownDefault: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(password), digest(wellKnownDefault));
}

export interface ForcedChangeInput {
  usedWellKnownDefault: boolean;
  passwordExpired: boolean;
  /** The PWDEXPIRY whitelabel feature. */
  passwordExpiryEnabled: boolean;
  loginType: LoginType;
}

/** Logins that did not use the password (an SMS code, a phone or social provider) never force a change. */
export function mustChangePassword(input: ForcedChangeInput): boolean {
  if (input.loginType !== 'username') return false;
  return input.usedWellKnownDefault || (input.passwordExpired && input.passwordExpiryEnabled);
}

/** '*' as acceptedPattern means anything (spec 3). */
export function matchesFieldRule(rule: RegisterFieldRule | undefined, value: string): boolean {
  if (!rule) return true;
  if (rule.minLength !== undefined && value.length < rule.minLength) return false;
  if (rule.maxLength !== undefined && value.length > rule.maxLength) return false;
  if (rule.acceptedPattern && rule.acceptedPattern !== '*' && !new RegExp(rule.acceptedPattern, 'u').test(value)) return false;
  return true;
}

/**
 * Why a new password is refused, or null. The well-known default is refused because it would force the next
 * change again and is known to everyone.
 */
export function newPasswordRefusal(
  rule: RegisterFieldRule | undefined,
  input: { newPassword: string; confirmNewPassword: string; wellKnownDefault: string },
): 'confirm_mismatch' | 'password_format' | null {
  if (input.newPassword !== input.confirmNewPassword) return 'confirm_mismatch';
  if (input.newPassword.length === 0 || !matchesFieldRule(rule, input.newPassword)) return 'password_format';
  if (isWellKnownDefault(input.newPassword, input.wellKnownDefault)) return 'password_format';
  return null;
}
