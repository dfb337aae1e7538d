// The development identity provider (/dev/oidc): the demo merchant's Google sign-in goes through it outside
// production, with a consent page, codes, signed ID tokens and published keys; in production none of it exists.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pkceChallenge } from '../../../server/providers/social/dev-oidc-idp.js';
import { httpOidcProvider } from '../../../server/providers/social/oidc-provider.js';
import { call, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

const host = 'demo.localhost';
const redirectUri = `http://${host}/login?oidc=google`;

/** fetch over app.inject, so the real OpenID Connect client can talk to the provider without a network. */
const injectFetch = (app: FastifyInstance): typeof fetch =>
  (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { host: url.host, ...(init?.headers as Record<string, string> | undefined) },
      ...(init?.body ? { payload: String(init.body) } : {}),
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  }) as typeof fetch;

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** What the browser does on the consent page: read the hidden fields, choose an account, press a button. */
async function consent(t: AccountsTestApp, authorizeUrl: string, choice: { subject?: string; name?: string; decision?: 'allow' | 'deny' } = {}) {
  const url = new URL(authorizeUrl);
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  const hidden = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))]));
  const res = await t.app.inject({
    method: 'POST',
    url: '/dev/oidc/authorize',
    headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form({ ...hidden, subject: choice.subject ?? 'dev-player-1', name: choice.name ?? 'Dev Player', email: 'dev@example.com', decision: choice.decision ?? 'allow' }),
  });
  expect(res.statusCode).toBe(303);
  return new URL(String(res.headers.location));
}

describe('development identity provider outside production', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp({ nodeEnv: 'development' });
  });
  afterAll(() => t.close());

  async function signIn(subject: string, name = 'Dev Player') {
    const start = await call<{ url: string; state: string }>(t, 'GET', `/wps/session/login/oidc/google?redirectUri=${encodeURIComponent(redirectUri)}`, undefined, { host });
    expect(start.status).toBe(200);
    expect(start.body.value?.url).toMatch(/^http:\/\/demo\.localhost\/dev\/oidc\/authorize\?/);
    expect(new URL(start.body.value!.url).searchParams.get('code_challenge_method')).toBe('S256');
    const back = await consent(t, start.body.value!.url, { subject, name });
    expect(`${back.origin}${back.pathname}`).toBe('http://demo.localhost/login');
    expect(back.searchParams.get('state')).toBe(start.body.value!.state);
    const done = await call<{ token: string; mustChangePassword: boolean }>(t, 'POST', '/wps/session/login/oidc/google', { code: back.searchParams.get('code'), state: back.searchParams.get('state'), area: 'member' }, { host });
    expect(done.status).toBe(200);
    const info = await call<{ id: string; nickname: string; type: number }>(t, 'GET', '/wps/member/info', undefined, { token: done.body.value!.token, host });
    return { login: done.body.value!, info: info.body.value! };
  }

  it('[P2.9-2][P6-6] signs the demo merchant in through its consent page: a new linked member first, the same member after', async () => {
    const first = await signIn('tester-a', 'Tester A');
    expect(first.login.mustChangePassword).toBe(false);
    expect(first.info).toMatchObject({ nickname: 'Tester A', type: 0 });
    const second = await signIn('tester-a', 'Tester A');
    expect(second.info.id).toBe(first.info.id);
    const other = await signIn('tester-b');
    expect(other.info.id).not.toBe(first.info.id);
  });

  const token = (code: string, codeVerifier?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/dev/oidc/token',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'demo-google', ...(codeVerifier ? { code_verifier: codeVerifier } : {}) }),
    });

  /** An authorization request of our own (the verifier known to the test), consented to. */
  async function ownCode(verifier: string): Promise<string> {
    const query = new URLSearchParams({ response_type: 'code', client_id: 'demo-google', redirect_uri: redirectUri, state: 's', nonce: 'n', code_challenge: pkceChallenge(verifier), code_challenge_method: 'S256' });
    return (await consent(t, `http://${host}/dev/oidc/authorize?${query}`)).searchParams.get('code')!;
  }

  it('[P6-6] sends a refusal back without a code', async () => {
    const start = await call<{ url: string; state: string }>(t, 'GET', `/wps/session/login/oidc/google?redirectUri=${encodeURIComponent(redirectUri)}`, undefined, { host });
    const denied = await consent(t, start.body.value!.url, { decision: 'deny' });
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('state')).toBe(start.body.value!.state);
    expect(denied.searchParams.has('code')).toBe(false);
  });

  it('[P6-6] exchanges a code once and only with the PKCE verifier of its challenge', async () => {
    const verifier = 'v'.repeat(43);
    const code = await ownCode(verifier);
    const first = await token(code, verifier);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ token_type: 'Bearer', id_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });
    expect((await token(code, verifier)).json()).toEqual({ error: 'invalid_grant' });

    expect((await token(await ownCode(verifier), 'w'.repeat(43))).json()).toEqual({ error: 'invalid_grant' });
    expect((await token(await ownCode(verifier))).json()).toEqual({ error: 'invalid_grant' });
  });

  it('[P6-6] an intercepted code is of no use without the verifier the site kept, and is spent by the attempt', async () => {
    const start = await call<{ url: string; state: string }>(t, 'GET', `/wps/session/login/oidc/google?redirectUri=${encodeURIComponent(redirectUri)}`, undefined, { host });
    const code = (await consent(t, start.body.value!.url)).searchParams.get('code')!;
    expect((await token(code)).json()).toEqual({ error: 'invalid_grant' });
    const site = await call(t, 'POST', '/wps/session/login/oidc/google', { code, state: start.body.value!.state }, { host });
    expect(site.body).toMatchObject({ code: 'social_sign_in_failed', value: { reason: 'invalid_grant' } });
  });

  it('[P6-6] is a standard provider: the real client discovers it, exchanges a code and verifies the ID token with its JWKS', async () => {
    const client = httpOidcProvider({ issuer: `http://${host}/dev/oidc`, clientId: 'some-client', clientSecret: 'unused' }, injectFetch(t.app));
    const codeVerifier = 'standard-verifier-'.padEnd(64, 'x');
    const authorizeUrl = await client.authorizationUrl({ state: 'st-1', nonce: 'nonce-1', redirectUri, codeChallenge: pkceChallenge(codeVerifier) });
    expect(authorizeUrl).toMatch(/^http:\/\/demo\.localhost\/dev\/oidc\/authorize\?response_type=code&client_id=some-client/);
    expect(new URL(authorizeUrl).searchParams.get('code_challenge_method')).toBe('S256');
    const back = await consent(t, authorizeUrl, { subject: 'standard-1', name: 'Standard One' });
    const result = await client.signIn({ code: back.searchParams.get('code')!, redirectUri, nonce: 'nonce-1', codeVerifier, now: t.clock.now() });
    expect(result).toEqual({ ok: true, identity: { subject: 'standard-1', name: 'Standard One', email: 'dev@example.com', picture: null } });

    const wrongNonce = await consent(t, await client.authorizationUrl({ state: 'st-2', nonce: 'nonce-2', redirectUri }));
    expect(await client.signIn({ code: wrongNonce.searchParams.get('code')!, redirectUri, nonce: 'other', now: t.clock.now() })).toEqual({ ok: false, reason: 'wrong_nonce' });
  });

  it('[P6-6] answers a malformed authorization request with a 400 page, never a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/oidc/authorize?response_type=token&client_id=x&state=s&nonce=n&redirect_uri=http://x', headers: { host } });
    expect(res.statusCode).toBe(400);
    const noRedirect = await t.app.inject({ method: 'GET', url: '/dev/oidc/authorize?response_type=code&client_id=x&state=s&nonce=n&redirect_uri=javascript:alert(1)', headers: { host } });
    expect(noRedirect.statusCode).toBe(400);
    const plainPkce = await t.app.inject({ method: 'GET', url: `/dev/oidc/authorize?response_type=code&client_id=x&state=s&nonce=n&redirect_uri=http://x&code_challenge=${'a'.repeat(43)}&code_challenge_method=plain`, headers: { host } });
    expect(plainPkce.statusCode).toBe(400);
  });
});

describe('development identity provider in production', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await startAccountsApp({ nodeEnv: 'production' });
  });
  afterAll(() => t.close());

  it('[P6-6] does not exist, and a merchant configured with it has the provider off', async () => {
    for (const url of ['/dev/oidc/.well-known/openid-configuration', '/dev/oidc/jwks', '/dev/oidc/authorize?response_type=code&client_id=demo-google&state=s&nonce=n&redirect_uri=http%3A%2F%2Fdemo.localhost%2Flogin']) {
      expect((await t.app.inject({ method: 'GET', url, headers: { host } })).statusCode).toBe(404);
    }
    const token = await t.app.inject({ method: 'POST', url: '/dev/oidc/token', headers: { host, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=authorization_code&code=x&redirect_uri=x&client_id=x' });
    expect(token.statusCode).toBe(404);
    const start = await call(t, 'GET', `/wps/session/login/oidc/google?redirectUri=${encodeURIComponent(redirectUri)}`, undefined, { host });
    expect(start.status).toBe(403);
    expect(start.body.code).toBe('feature_disabled');
  });
});
