// Referral (invite friends, spec M2-12, P2.10-4; docs/member-centre.md, Referral): the member's own code, the link
// that prefills it on registration, and masking of invited accounts. No I/O here.
import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or typed (no 0/O, 1/I/L). */
export const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

export function newReferralCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_ALPHABET[random(REFERRAL_ALPHABET.length)];
  return code;
}

/** Registration keeps the code as typed; codes compare trimmed and upper-case. */
export const normalizeReferralCode = (code: string): string => code.trim().toUpperCase();

/** The site path that opens the sign-up popup with the code filled in (the client puts its own origin in front). */
export const referralPath = (code: string): string => `/register?referralCode=${encodeURIComponent(code)}`;
