import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcProvider } from '../../../server/providers/social/oidc-provider.js';
import type { OidcProviderFactory } from '../../../server/providers/social/social-config.js';
import { telegramHash } from '../../../server/domain/auth/telegram-login.js';
import { call, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

const botToken = '123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11';

/**
 * A provider double: the authorization code 'good-code' signs in subject 1101 when the nonce matches and the code
 * exchange carries the verifier of the PKCE challenge the authorization request sent (S256).
 */
const issued = new Map<string, { nonce: string; codeChallenge: string | undefined }>();
const testProvider: OidcProviderFactory = (settings, provider): OidcProvider => ({
  async authorizationUrl({ state, nonce, redirectUri, codeChallenge }) {
    issued.set(state, { nonce, codeChallenge });
    return `${settings.issuer}/authorize?client_id=${settings.clientId}&state=${state}&redirect_uri=${encodeURIComponent(redirectUri)}&provider=${provider}`;
  },
  async signIn({ code, nonce, codeVerifier }) {
    if (code !== 'good-code') return { ok: false, reason: 'bad_code' };
    const request = [...issued.values()].find((r) => r.nonce === nonce);
    if (!request) return { ok: false, reason: 'wrong_nonce' };
    if (!codeVerifier || createHash('sha256').update(codeVerifier).digest('base64url') !== request.codeChallenge) return { ok: false, reason: 'pkce' };
    return { ok: true, identity: { subject: '1101', email: 'sok@example.com', name: 'Sok Dara', picture: null } };
  },
});

let t: AccountsTestApp;
beforeAll(async () => {
  t = await startAccountsApp({
    env: { DEMO_TELEGRAM_BOT_TOKEN: botToken, DEMO_GOOGLE_SECRET: 'google-secret' },
    oidcProviders: testProvider,
    // The demo merchant's Google uses the development identity provider (dev-oidc.test.ts); these tests drive the
    // real-provider path: an issuer URL and a secret from the environment.
    configure: (config) => {
      const demo = config.merchants.get('demo')!;
      demo.socialSignIn = { ...demo.socialSignIn, google: { enabled: true, clientId: 'demo-google', issuer: 'https://accounts.google.com', secretEnv: 'DEMO_GOOGLE_SECRET' } };
    },
  });
});
afterAll(() => t.close());

function widget(fields: Record<string, string>) {
  return { ...fields, hash: telegramHash(fields, botToken) };
}

describe('POST /wps/session/login/telegram', () => {
  it('[P2.9-2][P6-6] signs in with the widget data signed by the bot token, the same member each time', async () => {
    const authDate = String(Math.floor(t.clock.now().getTime() / 1000));
    const data = widget({ id: '42424242', first_name: 'Sok', username: 'sok_dara', auth_date: authDate });
    const first = await call<{ token: string; mustChangePassword: boolean }>(t, 'POST', '/wps/session/login/telegram', { ...data, area: 'member' });
    expect(first.status).toBe(200);
    expect(first.body.value?.mustChangePassword).toBe(false);
    const info = await call<{ id: string; nickname: string; type: number }>(t, 'GET', '/wps/member/info', undefined, { token: first.body.value!.token });
    expect(info.body.value).toMatchObject({ nickname: 'Sok', type: 0 });
    const second = await call<{ token: string }>(t, 'POST', '/wps/session/login/telegram', data);
    const again = await call<{ id: string }>(t, 'GET', '/wps/member/info', undefined, { token: second.body.value!.token });
    expect(again.body.value?.id).toBe(info.body.value?.id);
  });

  it('[P6-6] keeps widget fields it does not name, since the hash covers them', async () => {
    const authDate = String(Math.floor(t.clock.now().getTime() / 1000));
    const data = widget({ id: '52525252', first_name: 'Dara', allows_write_to_pm: 'true', auth_date: authDate });
    expect((await call(t, 'POST', '/wps/session/login/telegram', data)).status).toBe(200);
  });

  it('[P6-6] refuses data with a wrong hash or an old auth_date', async () => {
    const authDate = String(Math.floor(t.clock.now().getTime() / 1000));
    const forged = { ...widget({ id: '42424242', auth_date: authDate }), id: '1' };
    const bad = await call(t, 'POST', '/wps/session/login/telegram', forged);
    expect(bad.status).toBe(401);
    expect(bad.body).toMatchObject({ code: 'social_sign_in_failed', value: { reason: 'bad_hash' } });
    const old = widget({ id: '42424242', auth_date: String(Math.floor(t.clock.now().getTime() / 1000) - 86_401) });
    expect((await call(t, 'POST', '/wps/session/login/telegram', old)).body).toMatchObject({ value: { reason: 'stale' } });
  });

  it('[P2.9-2] is not offered on the agent page nor where the merchant has no bot', async () => {
    const data = widget({ id: '42424242', auth_date: String(Math.floor(t.clock.now().getTime() / 1000)) });
    expect((await call(t, 'POST', '/wps/session/login/telegram', { ...data, area: 'agent' })).status).toBe(403);
    const basic = await call(t, 'POST', '/wps/session/login/telegram', data, { host: 'basic.localhost' });
    expect(basic.status).toBe(403);
    expect(basic.body.code).toBe('feature_disabled');
  });
});

describe('OpenID Connect sign-in', () => {
  const redirectUri = 'http://demo.localhost:8080/login?oidc=google';

  it('[P2.9-2][P6-6] starts with a single-use state and finishes with a session, the code exchanged with its PKCE verifier', async () => {
    const start = await call<{ url: string; state: string }>(t, 'GET', `/wps/session/login/oidc/google?redirectUri=${encodeURIComponent(redirectUri)}`);
    expect(start.status).toBe(200);
    expect(start.body.value?.url).toContain('https://accounts.google.com/authorize?client_id=demo-google');
    const state = start.body.value!.state;
    // The provider got an S256 challenge (43 base64url characters), never the verifier.
    expect(issued.get(state)?.codeChallenge).toMatch(/^[\w-]{43}$/);

    const done = await call<{ token: string }>(t, 'POST', '/wps/session/login/oidc/google', { code: 'good-code', state, area: 'member' });
    expect(done.status).toBe(200);
    const info = await call<{ nickname: string }>(t, 'GET', '/wps/member/info', undefined, { token: done.body.value!.token });
    expect(info.body.value?.nickname).toBe('Sok Dara');

    const replay = await call(t, 'POST', '/wps/session/login/oidc/google', { code: 'good-code', state });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 'social_sign_in_failed', value: { reason: 'state' } });
  });

  it('[P6-6] refuses a code the provider rejects, a state of another provider, and a foreign redirect', async () => {
    const { state } = (await call<{ state: string }>(t, 'GET', `/wps/session/login/oidc/google?redirectUri=${encodeURIComponent(redirectUri)}`)).body.value!;
    expect((await call(t, 'POST', '/wps/session/login/oidc/google', { code: 'bad', state })).body).toMatchObject({ value: { reason: 'bad_code' } });
    const other = (await call<{ state: string }>(t, 'GET', `/wps/session/login/oidc/google?redirectUri=${encodeURIComponent(redirectUri)}`)).body.value!;
    // Facebook has no secret configured here: it is off.
    expect((await call(t, 'POST', '/wps/session/login/oidc/facebook', { code: 'good-code', state: other.state })).body.code).toBe('feature_disabled');
    const foreign = await call(t, 'GET', `/wps/session/login/oidc/google?redirectUri=${encodeURIComponent('https://evil.example.com/cb')}`);
    expect(foreign.status).toBe(400);
    expect((await call(t, 'GET', '/wps/session/login/oidc/twitter?redirectUri=x')).status).toBe(400);
  });
});
