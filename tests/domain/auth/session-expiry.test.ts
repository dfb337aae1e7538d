import { describe, expect, it } from 'vitest';
import { sessionStatus, shouldTouchSession } from '../../../server/domain/auth/session-expiry.js';

const login = new Date('2026-11-22T00:00:00Z');
const at = (minutes: number) => new Date(login.getTime() + minutes * 60_000);

describe('session expiry', () => {
  it('keeps a session in use alive', () => {
    expect(sessionStatus({ createdAt: login, lastSeenAt: at(100), revokedAt: null }, at(200))).toBe('active');
  });

  it('ends a session unused for two hours', () => {
    expect(sessionStatus({ createdAt: login, lastSeenAt: at(10), revokedAt: null }, at(129))).toBe('active');
    expect(sessionStatus({ createdAt: login, lastSeenAt: at(10), revokedAt: null }, at(130))).toBe('idle_expired');
  });

  it('ends every session 24 hours after login, even one in use', () => {
    expect(sessionStatus({ createdAt: login, lastSeenAt: at(24 * 60 - 1), revokedAt: null }, at(24 * 60))).toBe('expired');
  });

  it('[P4.2-1] ends a revoked session at once', () => {
    expect(sessionStatus({ createdAt: login, lastSeenAt: login, revokedAt: at(1) }, at(2))).toBe('revoked');
  });

  it('records use at most once a minute', () => {
    expect(shouldTouchSession(login, new Date(login.getTime() + 59_999))).toBe(false);
    expect(shouldTouchSession(login, at(1))).toBe(true);
  });
});
