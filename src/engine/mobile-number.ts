// A mobile number as the site keeps it (spec P5-1): the fields normalise what is typed or pasted as it comes in, so a
// number checked before a code is sent is the number submitted. Digits only, 6 to 15 of them, with or without the
// trunk 0, never with the dialing code (which has its own picker); the server applies the same rule.
const MOBILE_NUMBER = /^\d{6,15}$/;

/** " 012 345 680 " -> "012345680": people type and paste numbers with spaces; nothing else about them changes. */
export const normalizeMobileNumber = (typed: string): string => typed.replace(/\s+/g, '');

export const isMobileNumber = (value: string): boolean => MOBILE_NUMBER.test(value);
