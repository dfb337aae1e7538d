import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../src/engine/languages.js';
import { call, callSealed, login, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(() => t.close());

const minutes = 60_000;
const token = async (username = 'player1', password = 'Player123', ip = '192.0.2.200') => (await login(t, { username, password }, { ip })).body.value!.token;

describe('GET /wps/member/info', () => {
  it('[P7.1-6][P3-1][P4.2-1][M7-2][M3-2][P3-4] describes the member without any password', async () => {
    const { status, body } = await call(t, 'GET', '/wps/member/info', undefined, { token: await token() });
    expect(status).toBe(200);
    expect(body.value).toEqual({
      id: expect.any(String),
      account: 'player1',
      nickname: 'Player One',
      userName: 'player1',
      type: 0,
      isAgent: false,
      isTrial: false,
      mustChangePassword: false,
      authenticatorBound: false,
      firstTimeLogin: true,
      // No language chosen yet: the site keeps the visitor's.
      language: null,
      vip: { enabled: true, rank: 0, labelName: 'VIP0' },
      // The demo merchant's open activities (docs/promotions-and-points.md): first deposit, daily draw, weekly cashback.
      counts: { promotions: 3, unreadMessages: 0 },
    });
    expect(JSON.stringify(body)).not.toMatch(/password"?:\s*"|argon2/i);
  });

  it('[P6-4][P4.2-1] marks an agent', async () => {
    const { body } = await call<{ isAgent: boolean; type: number }>(t, 'GET', '/wps/member/info', undefined, { token: await token('agent41', 'Agent123') });
    expect(body.value).toMatchObject({ isAgent: true, type: 41 });
  });

  it('[P8-3][M8-1] answers 401 not_logged_in without a token, with an unknown token and with a malformed header', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, { authorization: 'Basic cGxheWVyMTpQbGF5ZXIxMjM=' }]) {
      const { status, body } = await call(t, 'GET', '/wps/member/info', undefined, { headers });
      expect(status).toBe(401);
      expect(body).toMatchObject({ success: false, code: 'not_logged_in', message: 'You are not logged in, please login' });
    }
  });

  it('does not serve a session of one merchant on another', async () => {
    const { status } = await call(t, 'GET', '/wps/member/info', undefined, { token: await token(), host: 'basic.localhost' });
    expect(status).toBe(401);
  });
});

describe('GET /wps/member/info/icon', () => {
  it('[P7.1-15][M7-4] gives a picture of the member', async () => {
    const { status, body } = await call<{ iconUrl: string }>(t, 'GET', '/wps/member/info/icon', undefined, { token: await token() });
    expect(status).toBe(200);
    expect(body.value?.iconUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(body.value!.iconUrl.split(',')[1]!, 'base64').toString()).toContain('>P</text>');
  });
});

describe('DELETE /wps/session/logout', () => {
  it('[P7.1-18][P4.2-1] revokes the token', async () => {
    const session = await token();
    expect((await call(t, 'DELETE', '/wps/session/logout', undefined, { token: session })).body).toEqual({ success: true });
    const after = await call(t, 'GET', '/wps/member/info', undefined, { token: session });
    expect(after.status).toBe(401);
    expect((await call(t, 'DELETE', '/wps/session/logout', undefined, { token: session })).status).toBe(401);
  });
});

describe('session expiry', () => {
  it('ends a session left unused for two hours', async () => {
    const session = await token();
    t.clock.advance(119 * minutes);
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token: session })).status).toBe(200);
    t.clock.advance(119 * minutes);
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token: session })).status).toBe(200);
    t.clock.advance(120 * minutes);
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token: session })).status).toBe(401);
  });

  it('ends every session 24 hours after login even when used', async () => {
    const session = await token();
    for (let i = 0; i < 12; i++) {
      t.clock.advance(119 * minutes);
      expect((await call(t, 'GET', '/wps/member/info', undefined, { token: session })).status).toBe(200);
    }
    t.clock.advance(12 * minutes);
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token: session })).status).toBe(401);
  });
});

describe('PUT /wps/member/language', () => {
  it('[P7.1-21] keeps a language the merchant offers and refuses another', async () => {
    const session = await token();
    expect((await call(t, 'PUT', '/wps/member/language', { language: 'en' }, { token: session })).body).toEqual({ success: true, value: { language: 'en' } });
    expect((await call<{ language: string }>(t, 'GET', '/wps/member/info', undefined, { token: session })).body.value?.language).toBe('en');
    // A language of the registry the merchant does not offer, while there is one, and a code no one knows.
    const offered = t.config.merchants.get('demo')!.languages as readonly string[];
    const notOffered = LANGUAGES.map((l) => l.code).find((code) => !offered.includes(code));
    for (const language of [notOffered, 'xx'].filter((code): code is string => code !== undefined)) {
      const refused = await call(t, 'PUT', '/wps/member/language', { language }, { token: session });
      expect(refused.status, language).toBe(400);
      expect(refused.body.code).toBe('unsupported_language');
    }
    expect((await call(t, 'PUT', '/wps/member/language', { lang: 'en' }, { token: session })).body.code).toBe('bad_request');
    expect((await call(t, 'PUT', '/wps/member/language', { language: 'en' })).status).toBe(401);
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('[P7.1-13][P6-3][P4.2-1][M9-14] logs in a new trial account (type 4)', async () => {
    const { status, body } = await call<{ token: string }>(t, 'POST', '/wps/session/login/freeplay', { os: 'Linux', platform: 'W', gatewayVersion: 3 });
    expect(status).toBe(200);
    const info = await call<{ type: number; isTrial: boolean; account: string; vip: { enabled: boolean } }>(t, 'GET', '/wps/member/info', undefined, { token: body.value!.token });
    expect(info.body.value).toMatchObject({ type: 4, isTrial: true, vip: { enabled: false } });
    expect(info.body.value?.account).toMatch(/^trial[0-9a-f]{10}$/);
  });

  it('[P6-3][P8-17] blocks a trial account from account pages with in_need_true_account', async () => {
    const trial = (await call<{ token: string }>(t, 'POST', '/wps/session/login/freeplay', { platform: 'W', gatewayVersion: 3 })).body.value!.token;
    const change = await callSealed(t, 'POST', '/wps/member/password', { oldPassword: 'x', newPassword: 'Player456', confirmNewPassword: 'Player456' }, { token: trial });
    expect(change.status).toBe(403);
    expect(change.body).toMatchObject({ success: false, code: 'in_need_true_account' });
  });

  it('[P6-6] is refused where free play is off', async () => {
    const { status, body } = await call(t, 'POST', '/wps/session/login/freeplay', { platform: 'W', gatewayVersion: 3 }, { host: 'basic.localhost' });
    expect(status).toBe(403);
    expect(body.code).toBe('feature_disabled');
  });

  it('refuses a malformed body with 400 bad_request', async () => {
    const { status, body } = await call(t, 'POST', '/wps/session/login/freeplay', { platform: 'X', gatewayVersion: 9 });
    expect(status).toBe(400);
    expect(body.code).toBe('bad_request');
  });
});
