// The registration user of spec P3-18 from the form's values: the fields the merchant enabled, the username from the
// mobile number in mobile mode (P4.4-9), and what the page adds (domain, registerUrl, referralCode, WEB).
import type { RegisterMethod, RegisterFormData } from '../machines/registration-machine';
import { usernameFromMobile } from './mobile-username';

export interface RegistrationPayload {
  username: string;
  password?: string;
  confirmPassword?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  verificationCode?: string;
  captcha?: string;
  captchaId?: string;
  affiliateCode?: string;
  referralCode: string | null;
  domain: string;
  registerUrl: string;
  registerMethod: 'WEB';
  login: true;
  challengeToken: string;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  [field: string]: unknown;
}

export interface PageContext {
  domain: string;
  registerUrl: string;
  referralCode: string | null;
  /** The code from the address that checked out; it stands in for the hidden affiliate field. */
  affiliateCode: string | null;
  countryDialingCode: string;
  captchaId: string | null;
}

/** Values the form keeps for itself and never sends. */
const FORM_ONLY = new Set(['acceptTerms']);

export function registrationPayload(
  method: RegisterMethod,
  formData: RegisterFormData,
  page: PageContext,
  proof: { challengeToken: string; firebaseIdToken?: string },
): RegistrationPayload {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(formData)) {
    if (FORM_ONLY.has(key) || value === undefined || value === null) continue;
    fields[key] = typeof value === 'string' ? value.trim() : value;
  }
  const mobileNum = typeof fields.mobileNum === 'string' ? fields.mobileNum : undefined;
  const typedUsername = typeof fields.username === 'string' ? fields.username : '';
  const username = method === 'mobile' && !typedUsername && mobileNum ? usernameFromMobile(mobileNum) : typedUsername;
  const payload: RegistrationPayload = {
    ...fields,
    username,
    referralCode: page.referralCode,
    domain: page.domain,
    registerUrl: page.registerUrl,
    registerMethod: 'WEB',
    login: true,
    challengeToken: proof.challengeToken,
  };
  if (mobileNum) payload.countryDialingCode = page.countryDialingCode;
  if (!payload.affiliateCode && page.affiliateCode) payload.affiliateCode = page.affiliateCode;
  if (fields.captcha !== undefined && page.captchaId) payload.captchaId = page.captchaId;
  if (proof.firebaseIdToken) {
    payload.firebaseChannel = 'sms';
    payload.firebaseIdToken = proof.firebaseIdToken;
  }
  return payload;
}
