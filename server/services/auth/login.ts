// Logging in (spec 4.3, 7.1 and 6): the attempt limits, the captcha and slider when demanded, the password or SMS
// code, the area rule, the forced-change decision and the new-IP second step, then a session.
import { randomUUID } from 'node:crypto';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { loginAreaRefusal, type LoginArea } from '../../domain/auth/account-types.js';
import { defaultDialingCode, isMobileFormat, normalizedMobile } from '../../domain/auth/mobile-number.js';
import { newIpVerificationMethods, newIpVerificationPolicy } from '../../domain/auth/new-ip-verification.js';
import { isPasswordExpired, isWellKnownDefault, mustChangePassword } from '../../domain/auth/password-policy.js';
import { featureOn, type AccountsDeps } from './accounts-deps.js';
import { consumeCaptcha, consumeChallengeToken } from './bot-checks.js';
import { insertLoginVerification } from '../../db/login-verification-repository.js';
import { clearLoginFailures, currentLoginGate, recordLoginFailure } from '../../db/login-failure-repository.js';
import { accountKeyOf, findMemberByAccount, findMemberByMobile, knownIps, recordLogin, type MemberRow } from '../../db/member-repository.js';
import type { LoginAnswer, VerificationRequired } from './answer-schemas.js';
import { accept, refuse, type Outcome } from './outcome.js';
import { spendPasswordCheckTime, verifyPassword } from '../../crypto/password-hashing.js';
import { redeemTemporaryPassword } from './password-recovery.js';
import { createSession, type SessionLoginType } from '../../db/session-store.js';
import { tokenDigest } from '../../crypto/tokens.js';
import { redeemVerificationCode } from './verification-codes.js';

export interface LoginRequest {
  username: string;
  password: string;
  type: 'username' | 'sms';
  captcha?: string;
  captchaId?: string;
  challengeToken?: string;
  area?: LoginArea;
  countryDialingCode?: string;
}

/** A successful sign-in: the member and how the password part went. */
export interface SignedIn {
  member: MemberRow;
  loginType: SessionLoginType;
  usedWellKnownDefault: boolean;
  usedTemporaryPassword: boolean;
}

export async function logIn(deps: AccountsDeps, merchant: MerchantConfig, ip: string, req: LoginRequest): Promise<Outcome<LoginAnswer | VerificationRequired>> {
  const { db, clock } = deps;
  const merchantId = merchant.code;
  let accountKey: string;
  if (req.type === 'sms') {
    if (!featureOn(merchant, 'smsLogin')) return refuse(403, 'feature_disabled');
    const dialingCode = req.countryDialingCode ?? defaultDialingCode(merchant);
    if (!isMobileFormat(dialingCode, req.username.trim())) return refuse(400, 'invalid_phone_format');
    accountKey = normalizedMobile(dialingCode, req.username.trim());
  } else {
    accountKey = accountKeyOf(req.username);
  }

  const gate = await currentLoginGate(db, clock, merchantId, accountKey, ip);
  if (gate.blocked) return refuse(429, 'too_many_attempts', { retryAfterSeconds: gate.retryAfterSeconds });
  // The slider is checked before the captcha so a missing token does not use the captcha up.
  if (gate.challengeRequired && !(await consumeChallengeToken(db, clock, merchantId, req.challengeToken))) {
    return refuse(400, 'challenge_required', { captchaRequired: true });
  }
  if (gate.captchaRequired && !(req.captchaId && req.captcha && (await consumeCaptcha(db, clock, merchantId, req.captchaId, req.captcha)))) {
    return refuse(400, 'captcha_invalid', { captchaRequired: true });
  }

  const failed = async (status: number, code: string, extra: Record<string, unknown> = {}) => {
    await recordLoginFailure(db, clock, merchantId, accountKey, ip);
    const after = await currentLoginGate(db, clock, merchantId, accountKey, ip);
    return refuse(status, code, { ...extra, captchaRequired: after.blocked || after.captchaRequired, challengeRequired: !after.blocked && after.challengeRequired });
  };

  let signedIn: SignedIn;
  if (req.type === 'sms') {
    const member = await findMemberByMobile(db, merchantId, accountKey);
    const check = member
      ? await redeemVerificationCode(db, clock, { merchantId, channel: 'sms', recipient: accountKey, purpose: 'login' }, req.password)
      : 'missing';
    if (!member || check !== 'ok') return failed(400, 'verification_code_invalid', { reason: check });
    signedIn = { member, loginType: 'sms', usedWellKnownDefault: false, usedTemporaryPassword: false };
  } else {
    const member = (await findMemberByAccount(db, merchantId, req.username)) ?? (await memberByMobileAsUsername(deps, merchant, req));
    const passwordOk = member?.password_hash ? await verifyPassword(member.password_hash, req.password) : await spendPasswordCheckTime(req.password);
    const temporaryOk = member && !passwordOk ? await redeemTemporaryPassword(deps, merchantId, member.member_id, req.password) : false;
    if (!member || !(passwordOk || temporaryOk)) return failed(401, 'wrong_account_or_password');
    signedIn = {
      member,
      loginType: 'username',
      usedWellKnownDefault: passwordOk && isWellKnownDefault(req.password, merchant.passwordPolicy.wellKnownDefault),
      usedTemporaryPassword: temporaryOk,
    };
  }

  const areaRefusal = loginAreaRefusal(signedIn.member.type, req.area ?? 'member');
  if (areaRefusal) return refuse(403, areaRefusal);
  await clearLoginFailures(db, merchantId, accountKey, ip);
  return startSession(deps, merchant, ip, signedIn);
}

/**
 * After a reset by mobile the client logs in with the mobile number as the username (spec 3, forgot-password
 * payloads), which is the username only of accounts registered in mobile mode; others are found by their number.
 */
async function memberByMobileAsUsername(deps: AccountsDeps, merchant: MerchantConfig, req: LoginRequest): Promise<MemberRow | undefined> {
  const dialingCode = req.countryDialingCode ?? defaultDialingCode(merchant);
  const username = req.username.trim();
  if (!isMobileFormat(dialingCode, username)) return undefined;
  return findMemberByMobile(deps.db, merchant.code, normalizedMobile(dialingCode, username));
}

/** Opens the session of a member who proved who they are, with the new-IP second step when it is due. */
export async function startSession(deps: AccountsDeps, merchant: MerchantConfig, ip: string, s: SignedIn): Promise<Outcome<LoginAnswer | VerificationRequired>> {
  const { db, clock } = deps;
  const merchantId = merchant.code;
  const now = clock.now();
  const { member } = s;
  const passwordExpired = isPasswordExpired(member.password_changed_at, merchant.passwordPolicy.expiryDays, now);
  const mustChange =
    s.usedTemporaryPassword ||
    (s.loginType === 'username' && member.password_reset_required) ||
    mustChangePassword({
      usedWellKnownDefault: s.usedWellKnownDefault,
      passwordExpired,
      passwordExpiryEnabled: featureOn(merchant, 'passwordExpiry'),
      loginType: s.loginType === 'username' ? 'username' : 'social',
    });
  const firstTimeLogin = member.last_login_at === null;
  const methods = newIpVerificationMethods({
    enabled: featureOn(merchant, 'newIpVerification'),
    ip,
    knownIps: await knownIps(db, merchantId, member.member_id),
    mobile: member.mobile,
    email: member.email,
    totpBound: member.totp_secret !== null,
  });
  const token = await createSession(db, clock, {
    merchantId,
    memberId: member.member_id,
    memberType: member.type,
    loginType: s.loginType,
    ip,
    mustChangePassword: mustChange,
    passwordExpired,
    firstTimeLogin,
    pendingVerification: methods !== null,
  });
  if (methods !== null) {
    const verificationId = randomUUID();
    await insertLoginVerification(db, {
      merchantId,
      verificationId,
      tokenHash: tokenDigest(token),
      memberId: member.member_id,
      methods,
      expiresAt: new Date(now.getTime() + newIpVerificationPolicy.ttlMs),
    });
    return accept({ verificationRequired: true, verificationId, methods, token });
  }
  await recordLogin(db, merchantId, member.member_id, ip, now);
  return accept({ token, firstTimeLogin, passwordExpired, mustChangePassword: mustChange, captchaRequired: false, verificationRequired: false });
}
