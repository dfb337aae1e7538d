// Password recovery (spec 2.11, 4.5): by e-mail a temporary password is sent, which works once within 30 minutes
// and must then be changed; the old password keeps working until the temporary one is used, so a stranger who
// knows a username and address cannot lock the owner out. By mobile the SMS code sets the new password directly.
import { randomInt, randomUUID } from 'node:crypto';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { defaultDialingCode, isMobileFormat, normalizedMobile } from '../../domain/auth/mobile-number.js';
import { newPasswordRefusal } from '../../domain/auth/password-policy.js';
import { smsSendRefusal, smsSendLimits } from '../../domain/auth/sms-limits.js';
import { featureOn, type AccountsDeps } from './accounts-deps.js';
import { findMemberByAccount, findMemberByMobile, setPassword } from '../../db/member-repository.js';
import { claimPasswordReset, insertPasswordReset, openPasswordResets, passwordResetTimes } from '../../db/password-reset-repository.js';
import { revokeMemberSessions } from '../../db/session-store.js';
import { accept, refuse, type Outcome } from './outcome.js';
import { hashPassword, verifyPassword } from '../../crypto/password-hashing.js';
import { redeemVerificationCode } from './verification-codes.js';
import { recipientLanguage } from '../../domain/visitor-language.js';
import { outboundText } from '../notifications/outbound-texts.js';

export const temporaryPasswordPolicy = { ttlMs: 30 * 60_000, length: 10 } as const;

/** Letters and digits without look-alikes, upper and lower case and a digit guaranteed, as password rules ask. */
function temporaryPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(0, alphabet.length)]!;
  const all = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  let out = pick('ABCDEFGHJKLMNPQRSTUVWXYZ') + pick('abcdefghijkmnpqrstuvwxyz') + pick('23456789');
  while (out.length < temporaryPasswordPolicy.length) out += pick(all);
  return out;
}

export async function sendPasswordByEmail(
  deps: AccountsDeps,
  merchant: MerchantConfig,
  ip: string,
  req: { username: string; email: string },
  callerLanguage: string,
): Promise<Outcome<null>> {
  const { db, clock } = deps;
  const merchantId = merchant.code;
  if (!featureOn(merchant, 'passwordByEmail')) return refuse(403, 'feature_disabled');
  const member = await findMemberByAccount(db, merchantId, req.username);
  if (!member || !member.email || member.email.toLowerCase() !== req.email.trim().toLowerCase()) return refuse(404, 'account_or_email_not_found');

  const now = clock.now();
  const since = new Date(now.getTime() - smsSendLimits.windowMs);
  const [byMember, byIp] = await Promise.all([
    passwordResetTimes(db, merchantId, 'member_id', member.member_id, since),
    passwordResetTimes(db, merchantId, 'ip', ip, since),
  ]);
  // The same limits as SMS codes: an address is not to be flooded any more than a phone.
  const refusal = smsSendRefusal({ number: byMember, ip: byIp }, now);
  if (refusal) return refuse(429, refusal.code, { retryAfterSeconds: refusal.retryAfterSeconds });

  const password = temporaryPassword();
  const language = recipientLanguage(member.language, merchant.languages, callerLanguage);
  await insertPasswordReset(db, {
    merchantId,
    resetId: randomUUID(),
    memberId: member.member_id,
    temporaryPasswordHash: await hashPassword(password),
    ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + temporaryPasswordPolicy.ttlMs),
  });
  await deps.email.send({
    merchantId,
    to: member.email,
    subject: outboundText(language, 'email.temporaryPasswordSubject', { merchant: merchant.name }),
    text: outboundText(language, 'email.temporaryPasswordBody', { account: member.account, password, count: temporaryPasswordPolicy.ttlMs / 60_000 }),
    code: password,
  });
  return accept(null);
}

/**
 * True when the password is one of the member's unused, unexpired temporary passwords. It then becomes the
 * member's password, marked for a forced change.
 */
export async function redeemTemporaryPassword(deps: AccountsDeps, merchantId: string, memberId: string, password: string): Promise<boolean> {
  const { db, clock } = deps;
  const now = clock.now();
  const candidates = await openPasswordResets(db, merchantId, memberId, now, smsSendLimits.perNumber);
  for (const c of candidates) {
    if (!(await verifyPassword(c.temporaryPasswordHash, password))) continue;
    if (!(await claimPasswordReset(db, merchantId, c.resetId, now))) return false;
    await setPassword(db, merchantId, memberId, c.temporaryPasswordHash, now, true);
    return true;
  }
  return false;
}

export interface MobileReset {
  newPassword: string;
  mobileNum: string;
  verificationCode: string;
  countryDialingCode?: string;
}

export async function resetPasswordByMobile(deps: AccountsDeps, merchant: MerchantConfig, req: MobileReset): Promise<Outcome<null>> {
  const { db, clock } = deps;
  const merchantId = merchant.code;
  if (!featureOn(merchant, 'passwordByMobile')) return refuse(403, 'feature_disabled');
  const dialingCode = req.countryDialingCode ?? defaultDialingCode(merchant);
  if (!isMobileFormat(dialingCode, req.mobileNum.trim())) return refuse(400, 'invalid_phone_format');
  const refusal = newPasswordRefusal(merchant.registerFieldRules.password, {
    newPassword: req.newPassword,
    confirmNewPassword: req.newPassword,
    wellKnownDefault: merchant.passwordPolicy.wellKnownDefault,
  });
  if (refusal) return refuse(400, refusal);
  const mobile = normalizedMobile(dialingCode, req.mobileNum.trim());
  // Codes for numbers without an account were never delivered, so the answer is the same as for a wrong code.
  const check = await redeemVerificationCode(db, clock, { merchantId, channel: 'sms', recipient: mobile, purpose: 'forget' }, req.verificationCode);
  const member = check === 'ok' ? await findMemberByMobile(db, merchantId, mobile) : undefined;
  if (!member) return refuse(400, 'verification_code_invalid', { reason: check === 'ok' ? 'missing' : check });
  const now = clock.now();
  await setPassword(db, merchantId, member.member_id, await hashPassword(req.newPassword), now, false);
  // Whoever was logged in with the forgotten password is logged out.
  await revokeMemberSessions(db, merchantId, member.member_id, now);
  return accept(null);
}
