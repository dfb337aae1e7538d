// Session lifetime: a session ends when revoked, after 2 hours without use, or 24 hours after login, whichever
// comes first.

export const sessionPolicy = {
  idleMs: 2 * 60 * 60_000,
  absoluteMs: 24 * 60 * 60_000,
  /** Recording every request's time would write on every read; a minute's precision is enough for a 2-hour limit. */
  touchEveryMs: 60_000,
} as const;

export interface SessionTimes {
  createdAt: Date;
  lastSeenAt: Date;
  revokedAt: Date | null;
}

export type SessionStatus = 'active' | 'revoked' | 'idle_expired' | 'expired';

export function sessionStatus(session: SessionTimes, now: Date): SessionStatus {
  if (session.revokedAt !== null) return 'revoked';
  const t = now.getTime();
  if (t - session.createdAt.getTime() >= sessionPolicy.absoluteMs) return 'expired';
  if (t - session.lastSeenAt.getTime() >= sessionPolicy.idleMs) return 'idle_expired';
  return 'active';
}

export const shouldTouchSession = (lastSeenAt: Date, now: Date): boolean =>
  now.getTime() - lastSeenAt.getTime() >= sessionPolicy.touchEveryMs;
