import { describe, expect, it } from 'vitest';
import { loginGate, loginLimits } from '../../../server/domain/auth/login-limits.js';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const times = (n: number, secondsAgo = 60) => Array.from({ length: n }, () => ago(secondsAgo));

describe('login attempt limits', () => {
  it('[P4.3-2][P7.3-1][P8-6] asks for a captcha after three failures on the account', () => {
    expect(loginGate({ account: times(2), ip: [] }, now)).toEqual({ blocked: false, captchaRequired: false, challengeRequired: false });
    expect(loginGate({ account: times(3), ip: [] }, now)).toEqual({ blocked: false, captchaRequired: true, challengeRequired: false });
  });

  it('[P4.3-2][P3-14] asks for a captcha and the slider after ten failures from the IP on any accounts', () => {
    expect(loginGate({ account: [], ip: times(9) }, now)).toEqual({ blocked: false, captchaRequired: false, challengeRequired: false });
    expect(loginGate({ account: [], ip: times(10) }, now)).toEqual({ blocked: false, captchaRequired: true, challengeRequired: true });
  });

  it('[P4.3-2] forgets failures older than 15 minutes', () => {
    expect(loginGate({ account: times(5, 15 * 60), ip: [] }, now)).toMatchObject({ blocked: false, captchaRequired: false });
    expect(loginGate({ account: times(5, 15 * 60 - 1), ip: [] }, now)).toMatchObject({ blocked: false, captchaRequired: true });
  });

  it('refuses with a wait after ten failures on the account, until the oldest of them leaves the window', () => {
    const failures = [ago(600), ...times(9, 30)];
    expect(loginGate({ account: failures, ip: [] }, now)).toEqual({ blocked: true, retryAfterSeconds: 300 });
    expect(loginGate({ account: failures, ip: [] }, new Date(now.getTime() + 300_000))).toMatchObject({ blocked: false, captchaRequired: true });
  });

  it('refuses with a wait after thirty failures from the IP', () => {
    const gate = loginGate({ account: [], ip: times(loginLimits.blockAfterIpFailures, 60) }, now);
    expect(gate).toEqual({ blocked: true, retryAfterSeconds: 14 * 60 });
  });

  it('waits for the later of the two limits', () => {
    const gate = loginGate({ account: times(10, 800), ip: times(30, 100) }, now);
    expect(gate).toEqual({ blocked: true, retryAfterSeconds: 800 });
  });
});
