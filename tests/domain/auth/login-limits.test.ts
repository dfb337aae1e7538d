import { describe, expect, it } from 'vitest';
import { loginGate, loginLimits, pairDelaySeconds } from '../../../server/domain/auth/login-limits.js';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const times = (n: number, secondsAgo = 60) => Array.from({ length: n }, () => ago(secondsAgo));
const none = { pair: [], account: [], ip: [] };

describe('login attempt limits', () => {
  it('[P4.3-2][P7.3-1][P8-6] asks for a captcha after three failures on the account, from one address or from several', () => {
    expect(loginGate({ ...none, pair: times(2), account: times(2) }, now)).toEqual({ blocked: false, captchaRequired: false, challengeRequired: false });
    expect(loginGate({ ...none, pair: times(3), account: times(3) }, now)).toEqual({ blocked: false, captchaRequired: true, challengeRequired: false });
    expect(loginGate({ ...none, account: times(3) }, now)).toEqual({ blocked: false, captchaRequired: true, challengeRequired: false });
  });

  it('[P4.3-2][P3-14] asks for a captcha and the slider after ten failures from the IP on any accounts', () => {
    expect(loginGate({ ...none, ip: times(9) }, now)).toEqual({ blocked: false, captchaRequired: false, challengeRequired: false });
    expect(loginGate({ ...none, ip: times(10) }, now)).toEqual({ blocked: false, captchaRequired: true, challengeRequired: true });
  });

  it('[P4.3-2] forgets failures older than 15 minutes', () => {
    expect(loginGate({ ...none, account: times(5, 15 * 60) }, now)).toMatchObject({ blocked: false, captchaRequired: false });
    expect(loginGate({ ...none, account: times(5, 15 * 60 - 1) }, now)).toMatchObject({ blocked: false, captchaRequired: true });
  });

  it('slows the guessing pair down with a delay that doubles from the fifth failure, never past 15 minutes', () => {
    expect([4, 5, 6, 7, 10, 14, 15, 40].map(pairDelaySeconds)).toEqual([0, 1, 2, 4, 32, 512, 900, 900]);
    // Seven failures, the last 1 s ago: the pair waits 4 s after it, so 3 s more.
    const pair = [...times(6, 120), ago(1)];
    expect(loginGate({ ...none, pair, account: pair }, now)).toEqual({ blocked: true, retryAfterSeconds: 3 });
    // Once the wait is over it may try again, with the captcha and the slider.
    expect(loginGate({ ...none, pair, account: pair }, new Date(now.getTime() + 3_000))).toEqual({ blocked: false, captchaRequired: true, challengeRequired: true });
  });

  it('never locks the account: after any number of failures from elsewhere, another address is asked for the captcha and the slider', () => {
    const gate = loginGate({ pair: [], account: times(500, 10), ip: [] }, now);
    expect(gate).toEqual({ blocked: false, captchaRequired: true, challengeRequired: true });
    expect(loginGate({ pair: [], account: times(loginLimits.stepUpAfterAccountFailures - 1, 10), ip: [] }, now)).toEqual({ blocked: false, captchaRequired: true, challengeRequired: false });
  });

  it('refuses with a wait after thirty failures from the IP, until the oldest leaves the window', () => {
    const gate = loginGate({ ...none, ip: times(loginLimits.blockAfterIpFailures, 60) }, now);
    expect(gate).toEqual({ blocked: true, retryAfterSeconds: 14 * 60 });
  });

  it('waits for the later of the pair delay and the address limit', () => {
    const pair = times(20, 5);
    expect(loginGate({ pair, account: pair, ip: times(30, 100) }, now)).toEqual({ blocked: true, retryAfterSeconds: 900 - 5 });
  });
});
