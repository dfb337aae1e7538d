import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

describe('development routes outside production', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp({ nodeEnv: 'development' });
  });
  afterAll(() => t.close());

  it('[P8-20] show the outbox as JSON, filtered by recipient, and as a page', async () => {
    await call(t, 'POST', '/wps/verification/sms/noLogin', { mobileNum: '012345678', countryDialingCode: '+855' });
    const json = await call<{ channel: string; recipient: string; code: string; body: string }[]>(t, 'GET', '/dev/outbox?to=%2B85512345678');
    expect(json.body.value).toHaveLength(1);
    expect(json.body.value?.[0]).toMatchObject({ channel: 'sms', recipient: '+85512345678', code: expect.stringMatching(/^\d{6}$/) });
    expect(json.body.value?.[0]?.body).toContain(json.body.value?.[0]?.code);
    expect((await call<unknown[]>(t, 'GET', '/dev/outbox?to=099999999')).body.value).toEqual([]);
    expect((await call<unknown[]>(t, 'GET', '/dev/outbox?to=012345678', undefined, { host: 'basic.localhost' })).body.value).toEqual([]);

    const page = await call(t, 'GET', '/dev/outbox', undefined, { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.response.headers['content-type']).toMatch(/^text\/html/);
    expect(page.response.body).toContain('<h1>Outbox of Livery Demo</h1>');
    expect(page.response.body).toContain(json.body.value?.[0]?.code);
  });

  it('answer 404 for an unknown captcha or challenge', async () => {
    expect((await call(t, 'GET', '/dev/captcha/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(t, 'GET', '/dev/challenge/nonsense')).status).toBe(404);
  });
});

describe('development routes in production', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp({ nodeEnv: 'production' });
  });
  afterAll(() => t.close());

  it('do not exist', async () => {
    const captcha = await call<{ captchaId: string }>(t, 'GET', '/wps/captcha');
    const challenge = await call<{ challengeId: string }>(t, 'GET', '/wps/verification/challenge');
    for (const url of ['/dev/outbox', `/dev/captcha/${captcha.body.value!.captchaId}`, `/dev/challenge/${challenge.body.value!.challengeId}`]) {
      const { status } = await call(t, 'GET', url);
      expect(status).toBe(404);
    }
  });
});
