// SMS send limits: once per second per number (spec 5 and 9), and at most 5 per number and 20 per IP in 5 minutes
// ("too many requests, try again after 5 minutes", spec 8).
import { secondsUntilBelow } from './window-count.js';

export const smsSendLimits = {
  minIntervalMs: 1000,
  windowMs: 5 * 60_000,
  perNumber: 5,
  perIp: 20,
} as const;

export interface PreviousSmsSends {
  /** Earlier sends to the same number (any purpose). */
  number: readonly Date[];
  /** Earlier sends requested from the same IP. */
  ip: readonly Date[];
}

export type SmsSendRefusal = { code: 'too_many_requests' | 'too_many_requests_5_minutes'; retryAfterSeconds: number };

export function smsSendRefusal(previous: PreviousSmsSends, now: Date): SmsSendRefusal | null {
  const { windowMs } = smsSendLimits;
  const fiveMinutes = Math.max(
    secondsUntilBelow(previous.number, smsSendLimits.perNumber, windowMs, now),
    secondsUntilBelow(previous.ip, smsSendLimits.perIp, windowMs, now),
  );
  if (fiveMinutes > 0) return { code: 'too_many_requests_5_minutes', retryAfterSeconds: fiveMinutes };
  if (secondsUntilBelow(previous.number, 1, smsSendLimits.minIntervalMs, now) > 0) return { code: 'too_many_requests', retryAfterSeconds: 1 };
  return null;
}
