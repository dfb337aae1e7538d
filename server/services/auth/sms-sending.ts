// The two SMS code calls of spec 7.1: for code login (noLogin) and for registration or a password reset by mobile
// (register, registerType 'forget'). A number without an account gets no message, yet the same answer, so the
// call cannot be used to find out who has an account or to send paid messages to arbitrary numbers.
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import { defaultDialingCode, isMobileFormat, normalizedMobile } from '../../domain/auth/mobile-number.js';
import { verificationCodePolicy } from '../../domain/auth/verification-code.js';
import { recipientLanguage } from '../../domain/visitor-language.js';
import { outboundText, type OutboundKey } from '../notifications/outbound-texts.js';
import { featureOn, type AccountsDeps } from './accounts-deps.js';
import { consumeChallengeToken } from './bot-checks.js';
import { findMemberByMobile } from '../../db/member-repository.js';
import { accept, refuse, type Outcome } from './outcome.js';
import { sendVerificationCode, type CodePurpose } from './verification-codes.js';

export interface SmsCodeRequest {
  mobileNum: string;
  countryDialingCode?: string;
  challengeToken?: string;
}

/** The number as stored, or null when it or its dialing code is not acceptable for this merchant. */
function mobileOf(merchant: MerchantConfig, req: SmsCodeRequest): string | null {
  const dialingCode = req.countryDialingCode ?? defaultDialingCode(merchant);
  const offered = merchant.registerSettings.countryDialingCodes;
  if (offered && offered.length > 0 && !offered.includes(dialingCode)) return null;
  const number = req.mobileNum.trim();
  return isMobileFormat(dialingCode, number) ? normalizedMobile(dialingCode, number) : null;
}

const textKey: Record<CodePurpose, OutboundKey> = {
  login: 'sms.login',
  register: 'sms.register',
  forget: 'sms.forget',
  new_ip: 'sms.newIp',
  firebase: 'sms.firebase',
};

/** The text of a code message in the recipient's language, as the platform words it. */
export const smsCodeText = (merchant: MerchantConfig, purpose: CodePurpose, code: string, language: string): string =>
  outboundText(language, textKey[purpose], { merchant: merchant.name, code, count: verificationCodePolicy.expiredMinutes });

async function send(
  deps: AccountsDeps,
  merchant: MerchantConfig,
  ip: string,
  mobile: string,
  purpose: CodePurpose,
  silent: boolean,
  language: string,
): Promise<Outcome<{ expiredMinutes: number }>> {
  const merchantId = merchant.code;
  const sent = await sendVerificationCode(
    deps.db,
    deps.clock,
    { merchantId, channel: 'sms', recipient: mobile, purpose },
    ip,
    (code) => deps.sms.send({ merchantId, to: mobile, text: smsCodeText(merchant, purpose, code, language), code }),
    silent,
  );
  if (!sent.ok) return refuse(429, sent.code, { retryAfterSeconds: sent.retryAfterSeconds });
  return accept({ expiredMinutes: sent.expiredMinutes });
}

/**
 * Spec 7.1 lists no challenge fields for the login code; one is accepted (and used up) when sent, and the send
 * limits guard the call otherwise.
 */
export async function sendLoginCode(deps: AccountsDeps, merchant: MerchantConfig, ip: string, req: SmsCodeRequest, callerLanguage: string): Promise<Outcome<{ expiredMinutes: number }>> {
  if (!featureOn(merchant, 'smsLogin')) return refuse(403, 'feature_disabled');
  const mobile = mobileOf(merchant, req);
  if (mobile === null) return refuse(400, 'invalid_phone_format');
  if (req.challengeToken !== undefined && !(await consumeChallengeToken(deps.db, deps.clock, merchant.code, req.challengeToken))) {
    return refuse(400, 'challenge_required');
  }
  const member = await findMemberByMobile(deps.db, merchant.code, mobile);
  return send(deps, merchant, ip, mobile, 'login', member === undefined, recipientLanguage(member?.language, merchant.languages, callerLanguage));
}

/** registerType 'forget' sends a password-reset code; any other value a registration code. */
export async function sendRegisterCode(
  deps: AccountsDeps,
  merchant: MerchantConfig,
  ip: string,
  req: SmsCodeRequest & { registerType?: string },
  callerLanguage: string,
): Promise<Outcome<{ expiredMinutes: number }>> {
  const forget = req.registerType === 'forget';
  if (!featureOn(merchant, forget ? 'passwordByMobile' : 'mobileRegistration')) return refuse(403, 'feature_disabled');
  const mobile = mobileOf(merchant, req);
  if (mobile === null) return refuse(400, 'invalid_phone_format');
  if (!(await consumeChallengeToken(deps.db, deps.clock, merchant.code, req.challengeToken))) return refuse(400, 'challenge_required');
  const member = await findMemberByMobile(deps.db, merchant.code, mobile);
  // Registration tells a taken number at once (the registration itself would say so anyway).
  if (!forget && member) return refuse(409, 'mobile_taken');
  const language = recipientLanguage(member?.language, merchant.languages, callerLanguage);
  return send(deps, merchant, ip, mobile, forget ? 'forget' : 'register', forget && member === undefined, language);
}
