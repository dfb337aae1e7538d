// Login attempt limits (spec 4.3 "captcha required" and the abuse limits): failures are counted per account
// and per IP over 15 minutes; a few demand a captcha, more refuse the attempt with a wait. An IP failing across
// many accounts (credential stuffing) must also pass the slider, which a captcha-solving service cannot do alone.
import { eventsInWindow, secondsUntilBelow } from './window-count.js';

export const loginLimits = {
  windowMs: 15 * 60_000,
  captchaAfterAccountFailures: 3,
  captchaAfterIpFailures: 10,
  blockAfterAccountFailures: 10,
  blockAfterIpFailures: 30,
} as const;

export interface LoginFailures {
  /** Failed attempts on this account (by its normalised name), newest or oldest first. */
  account: readonly Date[];
  /** Failed attempts from this IP on any account. */
  ip: readonly Date[];
}

export type LoginGate =
  | { blocked: true; retryAfterSeconds: number }
  | { blocked: false; captchaRequired: boolean; challengeRequired: boolean };

export function loginGate(failures: LoginFailures, now: Date): LoginGate {
  const { windowMs } = loginLimits;
  const retryAfterSeconds = Math.max(
    secondsUntilBelow(failures.account, loginLimits.blockAfterAccountFailures, windowMs, now),
    secondsUntilBelow(failures.ip, loginLimits.blockAfterIpFailures, windowMs, now),
  );
  if (retryAfterSeconds > 0) return { blocked: true, retryAfterSeconds };
  const challengeRequired = eventsInWindow(failures.ip, windowMs, now).length >= loginLimits.captchaAfterIpFailures;
  const captchaRequired = challengeRequired || eventsInWindow(failures.account, windowMs, now).length >= loginLimits.captchaAfterAccountFailures;
  return { blocked: false, captchaRequired, challengeRequired };
}
