import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeExpiredAccountRows } from '../../../server/db/accounts-housekeeping-repository.js';
import { call, challengeToken, login, outboxCode, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(() => t.close());

describe('single use across concurrent requests', () => {
  it('[P3-14] gives one token for a slider answered twice at once', async () => {
    const { challengeId } = (await call<{ challengeId: string }>(t, 'GET', '/wps/verification/challenge')).body.value!;
    const { x } = (await call<{ x: number }>(t, 'GET', `/dev/challenge/${challengeId}`)).body.value!;
    const answers = await Promise.all([1, 2, 3].map(() => call(t, 'POST', '/wps/verification/challenge', { challengeId, x })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  });

  it('[P3-14] lets a challenge token pass one of two concurrent SMS sends', async () => {
    const token = await challengeToken(t);
    const sends = await Promise.all(
      ['094444444', '095555555'].map((mobileNo) => call(t, 'POST', '/wps/verification/sms/register', { mobileNo, countryDialingCode: '+855', registerType: 'register', challengeToken: token })),
    );
    expect(sends.map((s) => s.body.code ?? 'ok').sort()).toEqual(['challenge_required', 'ok']);
  });

  it('[P8-20] logs in once with an SMS code used twice at once', async () => {
    await call(t, 'POST', '/wps/verification/sms/noLogin', { mobileNum: '012345678', countryDialingCode: '+855' });
    const code = await outboxCode(t, '012345678');
    const logins = await Promise.all([1, 2].map(() => login(t, { username: '012345678', password: code, type: 'sms', countryDialingCode: '+855' })));
    expect(logins.map((l) => l.status).sort()).toEqual([200, 400]);
  });
});

describe('housekeeping', () => {
  it('drops captchas, challenges and codes a day after they ended, and nothing still alive', async () => {
    const old = (await call<{ captchaId: string }>(t, 'GET', '/wps/captcha')).body.value!.captchaId;
    t.clock.advance(25 * 60 * 60_000);
    const fresh = (await call<{ captchaId: string }>(t, 'GET', '/wps/captcha')).body.value!.captchaId;
    expect(await purgeExpiredAccountRows(t.db.db, t.clock)).toBeGreaterThan(0);
    expect((await call(t, 'GET', `/dev/captcha/${old}`)).status).toBe(404);
    expect((await call(t, 'GET', `/dev/captcha/${fresh}`)).status).toBe(200);
    expect(await t.db.db.selectFrom('slider_challenge').select('challenge_id').execute()).toEqual([]);
    expect(await t.db.db.selectFrom('verification_code').select('code_id').execute()).toEqual([]);
  });
});
