// The member extras through buildApp, as the server runs them: registered in app.ts, and bad input answered 4xx
// with a message key (the app's error handler, absent from the lighter extras test server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertMember } from '../../../server/db/member-repository.js';
import { createSession } from '../../../server/db/session-store.js';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await openTestApp();
  const clock = { now: () => new Date() };
  const memberId = (await insertMember(t.testDb.db, { merchantId: 'demo', account: 'fullapp1', type: 0, passwordHash: null, passwordChangedAt: null, createdAt: clock.now() }))!;
  const token = await createSession(t.testDb.db, clock, {
    merchantId: 'demo', memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
    mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
  });
  headers = { host: 'demo.localhost', authorization: `Bearer ${token}` };
}, 60_000);
afterAll(async () => { await t.close(); });

describe('member extras in the whole app', () => {
  it('[M2-12][M2-15][M2-16][M2-17] answers the four pages\' calls for a member', async () => {
    for (const url of ['/wps/vip', '/wps/rebate', '/wps/rebate/claims', '/wps/referral', '/wps/member/profile']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toMatchObject({ success: true });
    }
  });

  it('[M2-15][M2-17] answers broken or wrong bodies with 400 and a message key, never 500', async () => {
    const cases = [
      { method: 'POST', url: '/wps/rebate/claim', payload: '{bad', code: expect.any(String) },
      { method: 'POST', url: '/wps/rebate/claim', payload: '"x"', code: 'bad_request' },
      { method: 'POST', url: '/wps/rebate/claim', payload: '{"idempotencyKey":"short"}', code: 'invalid_idempotency_key' },
      { method: 'PUT', url: '/wps/member/profile', payload: '{bad', code: expect.any(String) },
      { method: 'PUT', url: '/wps/member/profile', payload: '{"nickname":"x"}', code: 'nickname_length' },
      { method: 'PUT', url: '/wps/member/profile', payload: '{"nickname":"Fine Name","email":"a@b.co"}', code: 'field_not_editable' },
      { method: 'POST', url: '/wps/vip/monthly/claim', payload: '{"month":"May"}', code: 'invalid_month' },
      { method: 'POST', url: '/wps/vip/levels/x/claim', payload: undefined, code: 'invalid_level' },
    ] as const;
    for (const c of cases) {
      const res = await t.app.inject({ method: c.method, url: c.url, headers: { ...headers, ...(c.payload ? { 'content-type': 'application/json' } : {}) }, ...(c.payload ? { payload: c.payload } : {}) });
      expect(res.statusCode, `${c.method} ${c.url} ${c.payload}`).toBe(400);
      expect(res.json(), `${c.method} ${c.url} ${c.payload}`).toMatchObject({ success: false, code: c.code });
    }
  });
});
