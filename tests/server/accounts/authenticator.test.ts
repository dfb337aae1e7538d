// Binding an authenticator app (docs/api-accounts.md): setup, bind with a code, the new-IP step asking for it,
// unbind; and the refusals of each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, totp } from '../../../server/domain/auth/totp.js';
import { call, login, setFeature, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await startAccountsApp({ configure: (config) => setFeature(config, 'demo', 'NEWIPVERIFY', true) });
});
afterAll(() => t.close());

const home = '192.0.2.20';
const away = '192.0.2.170'; // outside demo's blocked range 203.0.113.0/24

interface Setup {
  secret: string;
  otpauthUri: string;
  qrCode: string;
  expiresAt: string;
}

async function tokenOf(username: string, password: string): Promise<string> {
  const answer = await login(t, { username, password }, { ip: home });
  expect(answer.body.success).toBe(true);
  return (answer.body.value as unknown as { token: string }).token;
}

const setup = (token: string) => call<Setup>(t, 'POST', '/wps/member/authenticator/setup', undefined, { token, ip: home });
const bind = (token: string, body: unknown) => call(t, 'POST', '/wps/member/authenticator/bind', body, { token, ip: home });
const unbind = (token: string, body: unknown) => call(t, 'POST', '/wps/member/authenticator/unbind', body, { token, ip: home });
const info = async (token: string) => (await call<{ authenticatorBound: boolean }>(t, 'GET', '/wps/member/info', undefined, { token, ip: home })).body.value!;

describe('POST /wps/member/authenticator/*', () => {
  it('[P4.3-5] binds an app that proves it holds the secret, then the new-IP step asks for its code', async () => {
    const token = await tokenOf('player1', 'Player123');
    expect((await info(token)).authenticatorBound).toBe(false);

    const offered = await setup(token);
    expect(offered.status).toBe(200);
    const value = offered.body.value!;
    expect(value.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(value.otpauthUri);
    const issuer = t.config.merchants.get('demo')!.name;
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/${issuer}:player1`);
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret: value.secret, issuer, algorithm: 'SHA1', digits: '6', period: '30' });
    expect(Buffer.from(value.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');

    const secret = base32Decode(value.secret);
    const wrongCode = totp(secret, t.clock.now()) === '000000' ? '111111' : '000000';
    const wrong = await bind(token, { secret: value.secret, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('authenticator_code_wrong');
    expect((await info(token)).authenticatorBound).toBe(false);

    const bound = await bind(token, { secret: value.secret, code: totp(secret, t.clock.now()) });
    expect(bound.body.success).toBe(true);
    expect((await info(token)).authenticatorBound).toBe(true);
    expect((await setup(token)).body.code).toBe('authenticator_already_bound');

    // A login from a new IP now offers the app first; the code that bound it cannot be replayed in the same step.
    const pending = (await login(t, { username: 'player1', password: 'Player123' }, { ip: away })).body.value as unknown as { verificationId: string; methods: string[] };
    expect(pending.methods[0]).toBe('totp');
    const replay = await call(t, 'POST', '/wps/session/login/verify', { verificationId: pending.verificationId, method: 'totp', code: totp(secret, t.clock.now()) }, { ip: away });
    expect(replay.status).toBe(400);
    t.clock.advance(30_000);
    const verified = await call(t, 'POST', '/wps/session/login/verify', { verificationId: pending.verificationId, method: 'totp', code: totp(secret, t.clock.now()) }, { ip: away });
    expect(verified.status).toBe(200);

    // Unbinding asks for the password; a wrong one changes nothing.
    const refused = await unbind(token, { password: 'Wrong1234' });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('old_password_wrong');
    expect((await info(token)).authenticatorBound).toBe(true);
    expect((await unbind(token, { password: 'Player123' })).body.success).toBe(true);
    expect((await info(token)).authenticatorBound).toBe(false);
    expect((await unbind(token, { password: 'Player123' })).body.code).toBe('authenticator_not_bound');
  });

  it('[P4.3-5] binds only a secret the server issued to this member, within ten minutes, once', async () => {
    const token = await tokenOf('downline1', 'Player123');
    const other = await tokenOf('player1', 'Player123');
    const value = (await setup(token)).body.value!;
    const code = () => totp(base32Decode(value.secret), t.clock.now());

    // Another member cannot bind the secret offered to this one.
    expect((await bind(other, { secret: value.secret, code: code() })).body.code).toBe('authenticator_setup_expired');
    // A secret the server never issued is refused even with a right code for it.
    const made = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    expect((await bind(token, { secret: made, code: totp(base32Decode(made), t.clock.now()) })).body.code).toBe('authenticator_setup_expired');

    t.clock.advance(10 * 60_000 + 1);
    expect((await bind(token, { secret: value.secret, code: code() })).body.code).toBe('authenticator_setup_expired');

    const fresh = (await setup(token)).body.value!;
    expect(fresh.secret).not.toBe(value.secret);
    expect((await bind(token, { secret: fresh.secret.toLowerCase().replace(/(.{4})/g, '$1 '), code: totp(base32Decode(fresh.secret), t.clock.now()) })).body.success).toBe(true);
  });

  it('[P6-3][P8-17] refuses visitors, trial accounts and malformed bodies with a message key', async () => {
    const anonymous = await call(t, 'POST', '/wps/member/authenticator/setup', undefined, { ip: home });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('not_logged_in');

    const trial = await call<{ token: string }>(t, 'POST', '/wps/session/login/freeplay', {}, { ip: home });
    const trialToken = trial.body.value!.token;
    const refused = await call(t, 'POST', '/wps/member/authenticator/setup', undefined, { token: trialToken, ip: home });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('in_need_true_account');

    const token = await tokenOf('player1', 'Player123');
    const bad = await bind(token, { secret: 'short', code: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(typeof bad.body.code).toBe('string');
  });
});
