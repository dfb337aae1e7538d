import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Encode, totp } from '../../../server/domain/auth/totp.js';
import { call, login, outboxCode, setFeature, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await startAccountsApp({ configure: (config) => setFeature(config, 'demo', 'NEWIPVERIFY', true) });
});
afterAll(() => t.close());

const home = '192.0.2.10';
// Another address outside the blocked range 203.0.113.0/24 of demo's region rule (a blocked visitor's calls answer region_blocked).
const away = '192.0.2.210';

interface Pending {
  verificationRequired: boolean;
  verificationId: string;
  methods: string[];
  token: string;
}

describe('new-IP verification', () => {
  it('[P4.3-5] lets the first login teach the account its IP, and a known IP in without a second step', async () => {
    expect((await login(t, { username: 'player1', password: 'Player123' }, { ip: home })).body.success).toBe(true);
    expect((await login(t, { username: 'player1', password: 'Player123' }, { ip: home })).body.success).toBe(true);
  });

  it('[P4.3-5][P8-18][M8-5] holds a login from a new IP until the SMS code is given', async () => {
    const pending = await login(t, { username: 'player1', password: 'Player123' }, { ip: away });
    expect(pending.status).toBe(200);
    expect(pending.body).toMatchObject({ success: false, code: 'verification_required', value: { verificationRequired: true, methods: ['sms', 'email'] } });
    const value = pending.body.value as unknown as Pending;

    const blocked = await call(t, 'GET', '/wps/member/info', undefined, { token: value.token, ip: away });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: 'complete_verification_first', message: 'Please complete verification first' });

    const sent = await call(t, 'POST', '/wps/session/login/verify/send', { verificationId: value.verificationId, method: 'sms' }, { ip: away });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await outboxCode(t, '012345678');
    const wrong = await call(t, 'POST', '/wps/session/login/verify', { verificationId: value.verificationId, method: 'sms', code: code === '000000' ? '111111' : '000000' }, { ip: away });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('verification_code_invalid');

    const done = await call<{ token: string; mustChangePassword: boolean }>(t, 'POST', '/wps/session/login/verify', { verificationId: value.verificationId, method: 'sms', code }, { ip: away });
    expect(done.status).toBe(200);
    expect(done.body.value).toMatchObject({ token: expect.any(String), mustChangePassword: false, verificationRequired: false });
    expect(done.body.value?.token).not.toBe(value.token);
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token: done.body.value!.token, ip: away })).status).toBe(200);
    // The pending token was replaced, not promoted.
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token: value.token, ip: away })).status).toBe(401);
    // The IP is known now.
    expect((await login(t, { username: 'player1', password: 'Player123' }, { ip: away })).body.success).toBe(true);
    // A completed verification cannot be completed again.
    expect((await call(t, 'POST', '/wps/session/login/verify', { verificationId: value.verificationId, method: 'sms', code }, { ip: away })).status).toBe(404);
  });

  it('[P4.3-5] verifies with the code of a bound authenticator app (TOTP), once per step', async () => {
    const secret = Buffer.from('livery-totp-secret-20b');
    await t.db.db.updateTable('member').set({ totp_secret: base32Encode(secret) }).where('merchant_id', '=', 'demo').where('account_key', '=', 'agent1').execute();
    expect((await login(t, { username: 'agent1', password: 'Agent123' }, { ip: home })).body.success).toBe(true);

    const pending = await login(t, { username: 'agent1', password: 'Agent123' }, { ip: away });
    const value = pending.body.value as unknown as Pending;
    expect(value.methods).toEqual(['totp', 'email']);
    expect((await call(t, 'POST', '/wps/session/login/verify/send', { verificationId: value.verificationId, method: 'totp' })).body.code).toBe('verification_method_unavailable');
    const code = totp(secret, t.clock.now());
    const done = await call(t, 'POST', '/wps/session/login/verify', { verificationId: value.verificationId, method: 'totp', code }, { ip: away });
    expect(done.status).toBe(200);

    // A second login from another new IP cannot reuse the code of the same 30-second step.
    const again = (await login(t, { username: 'agent1', password: 'Agent123' }, { ip: '192.0.2.211' })).body.value as unknown as Pending;
    const replay = await call(t, 'POST', '/wps/session/login/verify', { verificationId: again.verificationId, method: 'totp', code }, { ip: '192.0.2.211' });
    expect(replay.status).toBe(400);
    t.clock.advance(30_000);
    const next = await call(t, 'POST', '/wps/session/login/verify', { verificationId: again.verificationId, method: 'totp', code: totp(secret, t.clock.now()) }, { ip: '192.0.2.211' });
    expect(next.status).toBe(200);
  });

  it('[P4.3-5] ends a verification after five wrong codes and after ten minutes', async () => {
    await login(t, { username: 'downline1', password: 'Player123' }, { ip: home });
    await t.db.db.updateTable('member').set({ email: 'downline1@example.com' }).where('merchant_id', '=', 'demo').where('account_key', '=', 'downline1').execute();
    const value = (await login(t, { username: 'downline1', password: 'Player123' }, { ip: away })).body.value as unknown as Pending;
    await call(t, 'POST', '/wps/session/login/verify/send', { verificationId: value.verificationId, method: 'email' });
    const code = await outboxCode(t, 'downline1@example.com');
    for (let i = 0; i < 5; i++) await call(t, 'POST', '/wps/session/login/verify', { verificationId: value.verificationId, method: 'email', code: `9${i}0000` });
    const right = await call(t, 'POST', '/wps/session/login/verify', { verificationId: value.verificationId, method: 'email', code });
    expect(right.body).toMatchObject({ code: 'verification_code_invalid', value: { reason: 'too_many_tries' } });

    const later = (await login(t, { username: 'downline1', password: 'Player123' }, { ip: away })).body.value as unknown as Pending;
    t.clock.advance(10 * 60_000);
    const expired = await call(t, 'POST', '/wps/session/login/verify/send', { verificationId: later.verificationId, method: 'email' });
    expect(expired.status).toBe(404);
    expect(expired.body.code).toBe('verification_not_found');
  });
});
