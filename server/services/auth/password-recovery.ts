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
import { accept, refuse, type Outcome } from './outcome.js';
import { hashPassword, verifyPassword } from '../../crypto/password-hashing.js';
import { redeemVerificationCode } from './verification-codes.js';

export const temporaryPasswordPolicy = { ttlMs: 30 * 60_000, length: 10 } as const;

/** Letters and digits without look-alikes, upper and lower case and a digit guaranteed, as password rules ask. */
function temporaryPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(0, alphabet.length)]!;
  const all = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  let out = pick('ABCDEFGHJKLMNPQRSTUVWXYZ') + pick('abcdefghijkmnpqrstuvwxyz') + pick('23456789');
  while (out.length < temporaryPasswordPolicy.length) out += pick(all);
  return out;
}

export async function sendPasswordByEmail(deps: AccountsDeps, merchant: MerchantConfig, ip: string, req: { username: string; email: string }): Promise<Outcome<null>> {
  const { db, clock } = deps;
  const merchantId = merchant.code;
  if (!featureOn(merchant, 'passwordByEmail')) return refuse(403, 'feature_disabled');
  const member = await findMemberByAccount(db, merchantId, req.username);
  if (!member || !member.email || member.email.toLowerCase() !== req.email.trim().toLowerCase()) return refuse(404, 'account_or_email_not_found');

  const now = clock.now();
  const since = new Date(now.getTime() - smsSendLimits.windowMs);
  const earlier = (column: 'member_id' | 'ip', value: string) =>
    db.selectFrom('password_reset').select('created_at').where('merchant_id', '=', merchantId).where(column, '=', value).where('created_at', '>', since).execute();
  const [byMember, byIp] = await Promise.all([earlier('member_id', member.member_id), earlier('ip', ip)]);
  // The same limits as SMS codes: an address is not to be flooded any more than a phone.
  const refusal = smsSendRefusal({ number: byMember.map((r) => new Date(r.created_at)), ip: byIp.map((r) => new Date(r.created_at)) }, now);
  if (refusal) return refuse(429, refusal.code, { retryAfterSeconds: refusal.retryAfterSeconds });

  const password = temporaryPassword();
  await db
    .insertInto('password_reset')
    .values({
      merchant_id: merchantId,
      reset_id: randomUUID(),
      member_id: member.member_id,
      temporary_password_hash: await hashPassword(password),
      ip,
      created_at: now,
      expires_at: new Date(now.getTime() + temporaryPasswordPolicy.ttlMs),
    })
    .execute();
  await deps.email.send({
    merchantId,
    to: member.email,
    subject: `${merchant.name}: your temporary password`,
    text: `Log in as ${member.account} with the temporary password ${password} within 30 minutes; you will then choose a new password. If you did not ask for it, ignore this message: your password has not changed.`,
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
  const candidates = await db
    .selectFrom('password_reset')
    .select(['reset_id', 'temporary_password_hash'])
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .limit(smsSendLimits.perNumber)
    .execute();
  for (const c of candidates) {
    if (!(await verifyPassword(c.temporary_password_hash, password))) continue;
    const claimed = await db
      .updateTable('password_reset')
      .set({ used_at: now })
      .where('merchant_id', '=', merchantId)
      .where('reset_id', '=', c.reset_id)
      .where('used_at', 'is', null)
      .returning('reset_id')
      .executeTakeFirst();
    if (!claimed) return false;
    await setPassword(db, merchantId, memberId, c.temporary_password_hash, now, true);
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
  await db.updateTable('member_session').set({ revoked_at: now }).where('merchant_id', '=', merchantId).where('member_id', '=', member.member_id).where('revoked_at', 'is', null).execute();
  return accept(null);
}
