// The time source of the accounts services: production reads the system clock, tests move time by hand so expiry
// and rate limits can be checked without waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
