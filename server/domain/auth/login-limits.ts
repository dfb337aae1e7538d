// Login attempt limits (spec 4.3 "captcha required"; OWASP ASVS 5.0 V6.3 and NIST SP 800-63B 5.2.2): failures are
// counted over 15 minutes for one account from one address (the pair), for one account from anywhere, and for one
// address on any account. Nothing a stranger does can lock the owner out: an account under attack asks everyone for
// the captcha and then the slider (a step-up the owner passes), and only the guessing pair is slowed, by a delay that
// doubles with each failure. An address failing across many accounts (credential stuffing) must pass the slider and
// is at last refused: that is the attacker's own address, not the owner's account.
import { eventsInWindow, secondsUntilBelow } from './window-count.js';

export const loginLimits = {
  windowMs: 15 * 60_000,
  captchaAfterPairFailures: 3,
  /** From here the pair must also pass the slider and waits 1 s, then 2 s, 4 s... before its next attempt. */
  stepUpAfterPairFailures: 5,
  maxPairDelaySeconds: 15 * 60,
  captchaAfterAccountFailures: 3,
  stepUpAfterAccountFailures: 10,
  stepUpAfterIpFailures: 10,
  blockAfterIpFailures: 30,
} as const;

export interface LoginFailures {
  /** Failed attempts on this account (by its normalised name) from this address. */
  pair: readonly Date[];
  /** Failed attempts on this account from any address. */
  account: readonly Date[];
  /** Failed attempts from this address on any account. */
  ip: readonly Date[];
}

export type LoginGate =
  | { blocked: true; retryAfterSeconds: number }
  | { blocked: false; captchaRequired: boolean; challengeRequired: boolean };

/** The pair's wait after n failures in the window: none below the step-up, then 1 s doubling, at most 15 minutes. */
export function pairDelaySeconds(failures: number): number {
  if (failures < loginLimits.stepUpAfterPairFailures) return 0;
  return Math.min(2 ** (failures - loginLimits.stepUpAfterPairFailures), loginLimits.maxPairDelaySeconds);
}

export function loginGate(failures: LoginFailures, now: Date): LoginGate {
  const { windowMs } = loginLimits;
  const pair = eventsInWindow(failures.pair, windowMs, now);
  const account = eventsInWindow(failures.account, windowMs, now).length;
  const ip = eventsInWindow(failures.ip, windowMs, now).length;

  const newestPair = pair[pair.length - 1];
  const pairWait = newestPair === undefined ? 0 : Math.ceil((newestPair + pairDelaySeconds(pair.length) * 1000 - now.getTime()) / 1000);
  const retryAfterSeconds = Math.max(pairWait, secondsUntilBelow(failures.ip, loginLimits.blockAfterIpFailures, windowMs, now));
  if (retryAfterSeconds > 0) return { blocked: true, retryAfterSeconds };

  const challengeRequired =
    pair.length >= loginLimits.stepUpAfterPairFailures ||
    account >= loginLimits.stepUpAfterAccountFailures ||
    ip >= loginLimits.stepUpAfterIpFailures;
  const captchaRequired =
    challengeRequired || pair.length >= loginLimits.captchaAfterPairFailures || account >= loginLimits.captchaAfterAccountFailures;
  return { blocked: false, captchaRequired, challengeRequired };
}
