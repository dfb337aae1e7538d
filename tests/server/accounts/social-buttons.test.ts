// Which social sign-in icons the permission data offers (spec P2.9-2: shown only when enabled): an enabled provider
// that cannot sign anyone in (no secret in the environment, the development issuer in production) is left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../helpers/test-app.js';

type Social = Record<'telegram' | 'facebook' | 'google', { clientId: string } | null>;

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp({ accounts: { env: {} } });
});
afterAll(() => t.close());

async function socialOf(app: TestApp['app'], merchant: string): Promise<Social> {
  const host = t.config.merchants.get(merchant)!.domains[0]!;
  const res = await app.inject({ url: '/wps/system/permission', headers: { host } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { value: { socialSignIn: Social } }).value.socialSignIn;
}

describe('social sign-in icons [P2.9-2]', () => {
  it('[P2.9-2] offers only the enabled providers that can sign in: the development Google outside production, not Telegram or Facebook without their secrets', async () => {
    expect(await socialOf(t.app, 'demo')).toEqual({ telegram: null, facebook: null, google: { clientId: 'demo-google' } });
    expect(await socialOf(t.app, 'basic')).toEqual({ telegram: null, facebook: null, google: null });
  });

  it('[P2.9-2] offers Telegram and Facebook once the operator sets their secrets', async () => {
    const app = await t.variant({ accounts: { env: { DEMO_TELEGRAM_BOT_TOKEN: '1:token', DEMO_FACEBOOK_SECRET: 'secret' } } });
    expect(await socialOf(app, 'demo')).toEqual({ telegram: { clientId: 'livery_demo_bot' }, facebook: { clientId: 'demo-facebook' }, google: { clientId: 'demo-google' } });
  });

  it('[P2.9-2] in production the development identity provider does not exist, so its Google icon is not offered', async () => {
    const app = await t.variant({ nodeEnv: 'production', unknownHosts: 'default', accounts: { env: { DEMO_TELEGRAM_BOT_TOKEN: '1:token' } } });
    expect(await socialOf(app, 'demo')).toEqual({ telegram: { clientId: 'livery_demo_bot' }, facebook: null, google: null });
  });
});
