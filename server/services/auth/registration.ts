// Registration (spec 2.10, 3, 4.4, 5): by username or by mobile, validated with the merchant's field rules, behind
// the slider (and the captcha when the merchant shows it), with the affiliate code and the SMS code checked, and
// the new member logged in.
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { AccountType } from '../../domain/auth/account-types.js';
import { defaultDialingCode, isMobileFormat, normalizedMobile, usernameFromMobile } from '../../domain/auth/mobile-number.js';
import type { MemberProfile } from '../../db/accounts-schema.js';
import { featureOn, type AccountsDeps } from './accounts-deps.js';
import { consumeCaptcha, consumeChallengeToken } from './bot-checks.js';
import { findAgentByAffiliateCode, findMemberByAccount, findMemberByMobile, insertMember, recordLogin } from '../../db/member-repository.js';
import { accept, refuse, type Outcome } from './outcome.js';
import { hashPassword } from '../../crypto/password-hashing.js';
import { fieldErrors, type RegistrationUser } from './registration-validation.js';
import { phoneVerificationOf } from '../../providers/phone/firebase-phone.js';
import { checkFirebasePhone } from './firebase-phone.js';
import { createSession } from '../../db/session-store.js';
import { redeemVerificationCode } from './verification-codes.js';

export type RegisterMode = 'username' | 'mobile';

const text = (v: string | undefined | null): string | null => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

/** The mobile form shows the password only when both the feature and the merchant's setting allow it (spec 5). */
export const mobilePasswordShown = (merchant: MerchantConfig): boolean =>
  featureOn(merchant, 'mobileRegistrationWithPassword') && merchant.registerSettings.mobilePasswordAllowed !== false;

export async function register(
  deps: AccountsDeps,
  merchant: MerchantConfig,
  ip: string,
  mode: RegisterMode,
  input: RegistrationUser,
): Promise<Outcome<{ token: string }>> {
  const { db, clock } = deps;
  const merchantId = merchant.code;
  if (!featureOn(merchant, mode === 'mobile' ? 'mobileRegistration' : 'usernameRegistration')) return refuse(403, 'feature_disabled');

  // Spec 4.4: in mobile mode an empty username becomes the mobile number without one leading 0.
  const user: RegistrationUser = mode === 'mobile' ? { ...input, username: usernameFromMobile(input.username, input.mobileNum ?? '') } : input;
  const withPassword = mode === 'username' || mobilePasswordShown(merchant);
  const phoneVerification = mode === 'mobile' && featureOn(merchant, 'smsRegisterVerification');
  // Spec P3-18: phone verification through the social provider (Firebase) sends firebaseChannel sms and its ID
  // token instead of the platform's SMS code.
  const firebaseIdToken = phoneVerification && user.firebaseChannel === 'sms' ? text(user.firebaseIdToken) : null;
  const fields = fieldErrors(merchant, mode, user, {
    withPassword,
    smsVerification: phoneVerification && firebaseIdToken === null,
    now: clock.now(),
  });
  if (fields) return refuse(400, 'validation_failed', { fields });
  if (firebaseIdToken !== null && !phoneVerificationOf(merchant, deps.firebaseKeys, deps.devOidc)) return refuse(403, 'feature_disabled');

  const dialingCode = text(user.countryDialingCode) ?? defaultDialingCode(merchant);
  const mobileNum = text(user.mobileNum);
  if (mobileNum !== null && !isMobileFormat(dialingCode, mobileNum)) return refuse(400, 'validation_failed', { fields: { mobileNum: 'invalid_phone_format' } });
  const mobile = mobileNum === null ? null : normalizedMobile(dialingCode, mobileNum);
  const username = user.username ?? '';

  // Cheap refusals first: neither bot check is used up by a request that cannot succeed.
  if (await findMemberByAccount(db, merchantId, username)) return refuse(409, 'username_taken');
  if (mobile !== null && (await findMemberByMobile(db, merchantId, mobile))) return refuse(409, 'mobile_taken');
  const affiliateCode = text(user.affiliateCode);
  const agent = affiliateCode === null ? null : await findAgentByAffiliateCode(db, merchantId, affiliateCode);
  if (affiliateCode !== null && !agent) return refuse(400, 'invalid_invitation_code');

  if (!(await consumeChallengeToken(db, clock, merchantId, user.challengeToken))) return refuse(400, 'challenge_required');
  if (merchant.registerSettings.showCaptcha && !(user.captchaId && user.captcha && (await consumeCaptcha(db, clock, merchantId, user.captchaId, user.captcha)))) {
    return refuse(400, 'captcha_invalid');
  }
  if (firebaseIdToken !== null) {
    const check = await checkFirebasePhone(deps, merchant, firebaseIdToken);
    if (check === null) return refuse(403, 'feature_disabled');
    if (!check.ok) return refuse(400, 'verification_code_invalid', { reason: check.reason });
    // The proof must be of the number being registered.
    if (check.phoneNumber !== mobile) return refuse(400, 'verification_code_invalid', { reason: 'phone_mismatch' });
  } else if (phoneVerification) {
    const check = await redeemVerificationCode(db, clock, { merchantId, channel: 'sms', recipient: mobile ?? '', purpose: 'register' }, user.verificationCode ?? '');
    if (check !== 'ok') return refuse(400, 'verification_code_invalid', { reason: check });
  }

  const now = clock.now();
  const profile: MemberProfile = {};
  for (const key of ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'birthday', 'recommenderId', 'registerUrl', 'registerMethod', 'domain'] as const) {
    const value = text(user[key]);
    if (value !== null) profile[key] = value;
  }
  if (mobileNum !== null) Object.assign(profile, { countryDialingCode: dialingCode, mobileNum });
  const paymentPassword = text(user.paymentPassword);
  const memberId = await insertMember(db, {
    merchantId,
    account: username,
    type: AccountType.member,
    passwordHash: withPassword ? await hashPassword(user.password ?? '') : null,
    passwordChangedAt: withPassword ? now : null,
    createdAt: now,
    paymentPasswordHash: paymentPassword === null ? null : await hashPassword(paymentPassword),
    mobile,
    email: text(user.email),
    payeeName: text(user.payeeName),
    profile,
    parentMemberId: agent?.member_id ?? null,
    referralCode: text(user.referralCode),
  });
  // Lost a race with a concurrent registration of the same name or number.
  if (memberId === null) return refuse(409, (await findMemberByAccount(db, merchantId, username)) ? 'username_taken' : 'mobile_taken');

  const token = await createSession(db, clock, {
    merchantId,
    memberId,
    memberType: AccountType.member,
    loginType: 'registration',
    ip,
    mustChangePassword: false,
    passwordExpired: false,
    firstTimeLogin: true,
    pendingVerification: false,
  });
  await recordLogin(db, merchantId, memberId, ip, now);
  return accept({ token });
}
