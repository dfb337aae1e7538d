// Mobile numbers: the format check before an SMS is sent (spec 5), the one stored form of a number, the username
// mobile registration derives from it (spec 4.4) and the country of a dialing code (country-code picker).
import type { MerchantConfig } from '../../../src/engine/config-types.js';

/** Local numbers are written with or without the trunk 0 and never carry the dialing code. */
const mobileNumPattern = /^\d{6,15}$/;
const dialingCodePattern = /^\+\d{1,4}$/;

export function isMobileFormat(countryDialingCode: string, mobileNum: string): boolean {
  return dialingCodePattern.test(countryDialingCode) && mobileNumPattern.test(mobileNum);
}

/** Strips one leading 0 (spec 4.4), the trunk prefix a local number is often typed with. */
export const stripOneLeadingZero = (mobileNum: string): string => (mobileNum.startsWith('0') ? mobileNum.slice(1) : mobileNum);

/** In mobile mode the username is the mobile number without one leading 0 when no username was typed (spec 4.4). */
export const usernameFromMobile = (username: string | undefined | null, mobileNum: string): string =>
  username && username.trim() !== '' ? username.trim() : stripOneLeadingZero(mobileNum.trim());

/** 012 345 678 and 12345678 with +855 are the same phone: one stored form, +85512345678. */
export const normalizedMobile = (countryDialingCode: string, mobileNum: string): string =>
  `${countryDialingCode}${stripOneLeadingZero(mobileNum)}`;

/** Countries of the dialing codes merchants offer; a code not listed here is shown without a country. */
export const countryByDialingCode: Readonly<Record<string, string>> = {
  '+1': 'US', '+44': 'GB', '+60': 'MY', '+61': 'AU', '+62': 'ID', '+63': 'PH', '+65': 'SG', '+66': 'TH',
  '+81': 'JP', '+82': 'KR', '+84': 'VN', '+86': 'CN', '+91': 'IN', '+95': 'MM', '+852': 'HK', '+853': 'MO',
  '+855': 'KH', '+856': 'LA', '+880': 'BD', '+886': 'TW',
};

export const countryOfDialingCode = (code: string): string | null => countryByDialingCode[code] ?? null;

/** The dialing code a number without one is read in: the merchant's default, else its first, else Cambodia's. */
export const defaultDialingCode = (merchant: MerchantConfig): string =>
  merchant.registerSettings.defaultCountryDialingCode ?? merchant.registerSettings.countryDialingCodes?.[0] ?? '+855';
