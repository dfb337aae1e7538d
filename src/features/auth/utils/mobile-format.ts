// The mobile number check before an SMS is sent (spec P5-1): digits only, 6 to 15 of them, with or without the
// trunk 0, never with the dialing code (which has its own picker). The server applies the same rule.
const MOBILE_NUMBER = /^\d{6,15}$/;

export const isMobileNumber = (value: string): boolean => MOBILE_NUMBER.test(value.trim());
