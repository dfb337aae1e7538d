import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, challengeToken, login, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(() => t.close());

const pngSignature = '89504e470d0a1a0a';
const isPng = (base64: string) => Buffer.from(base64, 'base64').subarray(0, 8).toString('hex') === pngSignature;
const pngSize = (base64: string) => {
  const png = Buffer.from(base64, 'base64');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
};

describe('GET /wps/captcha', () => {
  it('[P7.1-14][P3-17] answers a base64 PNG captcha with its id', async () => {
    const { status, body } = await call<{ captchaId: string; image: string }>(t, 'GET', '/wps/captcha');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(isPng(body.value!.image)).toBe(true);
    expect(body.value?.captchaId).toMatch(/^[0-9a-f-]{36}$/);
    const dev = await call<{ text: string }>(t, 'GET', `/dev/captcha/${body.value!.captchaId}`);
    expect(dev.body.value?.text).toMatch(/^[A-Za-z2-9]{4}$/);
  });
});

describe('slider challenge', () => {
  it('[P3-14] draws a 300x150 background with a gap and a 50x50 piece', async () => {
    const { body } = await call<{ challengeId: string; background: string; piece: string; pieceY: number; expiresAt: string }>(t, 'GET', '/wps/verification/challenge');
    expect(pngSize(body.value!.background)).toEqual({ width: 300, height: 150 });
    expect(pngSize(body.value!.piece)).toEqual({ width: 50, height: 50 });
    expect(body.value!.pieceY).toBeGreaterThanOrEqual(10);
    expect(new Date(body.value!.expiresAt).getTime() - t.clock.now().getTime()).toBe(120_000);
  });

  it('[P3-14] fails a drop away from the gap and uses the challenge up either way', async () => {
    const { body } = await call<{ challengeId: string }>(t, 'GET', '/wps/verification/challenge');
    const id = body.value!.challengeId;
    const gap = (await call<{ x: number }>(t, 'GET', `/dev/challenge/${id}`)).body.value!.x;
    const miss = await call(t, 'POST', '/wps/verification/challenge', { challengeId: id, x: gap + 7, trail: [0, gap + 7] });
    expect(miss.status).toBe(400);
    expect(miss.body.code).toBe('challenge_failed');
    const retry = await call(t, 'POST', '/wps/verification/challenge', { challengeId: id, x: gap, trail: [0, gap] });
    expect(retry.body.code).toBe('challenge_failed');
  });

  it('[P3-14] accepts a drop within 6 px, once, within 2 minutes', async () => {
    const { body } = await call<{ challengeId: string }>(t, 'GET', '/wps/verification/challenge');
    const id = body.value!.challengeId;
    const gap = (await call<{ x: number }>(t, 'GET', `/dev/challenge/${id}`)).body.value!.x;
    const hit = await call<{ challengeToken: string }>(t, 'POST', '/wps/verification/challenge', { challengeId: id, x: gap - 6, trail: [0, 40, gap - 5] });
    expect(hit.status).toBe(200);
    expect(hit.body.value?.challengeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const late = await call<{ challengeId: string }>(t, 'GET', '/wps/verification/challenge');
    const lateGap = (await call<{ x: number }>(t, 'GET', `/dev/challenge/${late.body.value!.challengeId}`)).body.value!.x;
    t.clock.advance(120_000);
    expect((await call(t, 'POST', '/wps/verification/challenge', { challengeId: late.body.value!.challengeId, x: lateGap })).body.code).toBe('challenge_failed');
  });

  it('refuses malformed answers with 400', async () => {
    expect((await call(t, 'POST', '/wps/verification/challenge', { challengeId: 'x' })).body.code).toBe('bad_request');
    expect((await call(t, 'POST', '/wps/verification/challenge', { challengeId: 'not-a-uuid', x: 5 })).body.code).toBe('challenge_failed');
  });
});

describe('SMS codes', () => {
  const noLogin = (mobileNum: string, ip: string, extra: Record<string, unknown> = {}) =>
    call<{ expiredMinutes: number; retryAfterSeconds: number }>(t, 'POST', '/wps/verification/sms/noLogin', { mobileNum, countryDialingCode: '+855', ...extra }, { ip });

  it('[P7.1-2][P5-1][P9-4][P8-20] sends at most once a second to a number', async () => {
    expect((await noLogin('012345678', '192.0.2.1')).body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const fast = await noLogin('012345678', '192.0.2.1');
    expect(fast.status).toBe(429);
    expect(fast.body).toMatchObject({ code: 'too_many_requests', value: { retryAfterSeconds: 1 } });
    t.clock.advance(1000);
    expect((await noLogin('012345678', '192.0.2.1')).status).toBe(200);
  });

  it('[P8-20][P9-4] allows five sends per number in five minutes, then asks to wait', async () => {
    t.clock.advance(300_000);
    for (let i = 0; i < 5; i++) {
      expect((await noLogin('012345679', `192.0.2.${10 + i}`)).status).toBe(200);
      t.clock.advance(10_000);
    }
    const sixth = await noLogin('012345679', '192.0.2.20');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 'too_many_requests_5_minutes', message: 'Too many requests, try again after 5 minutes', value: { retryAfterSeconds: 250 } });
    t.clock.advance(250_000);
    expect((await noLogin('012345679', '192.0.2.20')).status).toBe(200);
  });

  it('[P8-20][P9-4] allows twenty sends per IP in five minutes', async () => {
    t.clock.advance(300_000);
    for (let i = 0; i < 20; i++) expect((await noLogin(`0880000${String(i).padStart(3, '0')}`, '192.0.2.99')).status).toBe(200);
    const refused = await noLogin('088000999', '192.0.2.99');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_requests_5_minutes');
    expect((await noLogin('088000999', '192.0.2.98')).status).toBe(200);
  });

  it('[P5-1][P8-20] checks the number and the dialing code before sending', async () => {
    for (const [mobileNum, countryDialingCode] of [['12-34', '+855'], ['0123', '+855'], ['012345678', '+1']]) {
      const r = await call(t, 'POST', '/wps/verification/sms/noLogin', { mobileNum, countryDialingCode });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('invalid_phone_format');
    }
    expect((await call(t, 'POST', '/wps/verification/sms/noLogin', { mobile: '012345678' })).body.code).toBe('bad_request');
  });

  it('[P3-14] takes a challenge token on the login code only when valid', async () => {
    t.clock.advance(300_000);
    const token = await challengeToken(t);
    expect((await noLogin('012345678', '192.0.2.50', { challengeToken: token })).status).toBe(200);
    t.clock.advance(1000);
    const reused = await noLogin('012345678', '192.0.2.50', { challengeToken: token });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('challenge_required');
  });

  it('[P7.1-3][P3-14] needs a challenge token for a registration code', async () => {
    const r = await call(t, 'POST', '/wps/verification/sms/register', { mobileNo: '096666666', countryDialingCode: '+855', registerType: 'register' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('challenge_required');
  });

  it('[P6-6] refuses code login where the merchant has it off', async () => {
    const r = await call(t, 'POST', '/wps/verification/sms/noLogin', { mobileNum: '012345678', countryDialingCode: '+855' }, { host: 'basic.localhost' });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('feature_disabled');
  });

  it('[P8-20] refuses an expired login code and ends a code after five wrong tries', async () => {
    t.clock.advance(300_000);
    await noLogin('012345678', '192.0.2.60');
    const outbox = await call<{ code: string }[]>(t, 'GET', '/dev/outbox?to=012345678');
    const code = outbox.body.value![0]!.code;
    t.clock.advance(5 * 60_000);
    const expired = await login(t, { username: '012345678', password: code, type: 'sms' }, { ip: '192.0.2.60' });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'verification_code_invalid', value: { reason: 'expired' } });
  });
});

describe('GET /wps/system/countryCodes', () => {
  it('[P7.1-21][P2.11-3] lists the merchant dialing codes with their countries', async () => {
    expect((await call(t, 'GET', '/wps/system/countryCodes')).body).toEqual({
      success: true,
      value: [
        { code: '+855', country: 'KH' },
        { code: '+66', country: 'TH' },
        { code: '+84', country: 'VN' },
        { code: '+86', country: 'CN' },
        { code: '+63', country: 'PH' },
      ],
    });
    expect((await call(t, 'GET', '/wps/system/countryCodes', undefined, { host: 'basic.localhost' })).body.value).toEqual([{ code: '+855', country: 'KH' }]);
  });
});
