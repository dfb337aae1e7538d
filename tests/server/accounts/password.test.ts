import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callSealed, challengeToken, login, lottoVisitor, outboxCode, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(() => t.close());

const day = 86_400_000;
const changePassword = (token: string, body: Record<string, unknown>) => callSealed(t, 'POST', '/wps/member/password', body, { token });

describe('forced password change', () => {
  it('[P4.3-4][M4-6][P9-5] makes the well-known default password change before anything else', async () => {
    const first = await login(t, { username: 'fresh1', password: 'Aa123456' });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ mustChangePassword: true, passwordExpired: false });
    const token = first.body.value!.token;

    const info = await call<{ mustChangePassword: boolean }>(t, 'GET', '/wps/member/info', undefined, { token });
    expect(info.body.value?.mustChangePassword).toBe(true);

    const same = await changePassword(token, { oldPassword: 'Aa123456', newPassword: 'Aa123456', confirmNewPassword: 'Aa123456' });
    expect(same.body.code).toBe('password_format');
    expect((await changePassword(token, { oldPassword: 'Aa123456', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' })).body).toEqual({ success: true });

    const again = await login(t, { username: 'fresh1', password: 'Fresh1234' });
    expect(again.body.value?.mustChangePassword).toBe(false);
    expect((await login(t, { username: 'fresh1', password: 'Aa123456' })).status).toBe(401);
  });

  it('[P4.3-4][M4-6] forces the change of an expired password only where PWDEXPIRY is on', async () => {
    t.clock.advance(91 * day);
    const demo = await login(t, { username: 'agent2', password: 'Agent123' });
    expect(demo.body.value).toMatchObject({ passwordExpired: true, mustChangePassword: true });
    const basic = await login(t, { username: 'agent2', password: 'Agent123' }, { host: 'basic.localhost' });
    expect(basic.body.value).toMatchObject({ passwordExpired: true, mustChangePassword: false });
  });

  it('[P4.3-4] never forces a change after an SMS code login', async () => {
    await t.db.db.updateTable('member').set({ password_changed_at: new Date(0) }).where('merchant_id', '=', 'demo').where('account_key', '=', 'player1').execute();
    await call(t, 'POST', '/wps/verification/sms/noLogin', { mobileNum: '012345678', countryDialingCode: '+855' });
    const code = await outboxCode(t, '012345678');
    const sms = await login(t, { username: '012345678', password: code, type: 'sms', countryDialingCode: '+855' });
    expect(sms.body.value).toMatchObject({ passwordExpired: true, mustChangePassword: false });
  });
});

describe('POST /wps/member/password', () => {
  it('[P7.1-9][M5-1][M7-3][M3-3] changes the password and ends the other sessions', async () => {
    const mine = (await login(t, { username: 'agent42', password: 'Agent123' })).body.value!.token;
    const other = (await login(t, { username: 'agent42', password: 'Agent123' }, { ip: '192.0.2.77' })).body.value!.token;
    expect((await changePassword(mine, { oldPassword: 'Agent123', newPassword: 'Agent456', confirmNewPassword: 'Agent456' })).body).toEqual({ success: true });
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token: mine })).status).toBe(200);
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token: other })).status).toBe(401);
    expect((await login(t, { username: 'agent42', password: 'Agent456' })).status).toBe(200);
  });

  it('[M5-1][P8-9][M8-6][M8-7] refuses a wrong old password, a confirmation that differs and a password against the rule', async () => {
    const token = (await login(t, { username: 'agent41', password: 'Agent123' })).body.value!.token;
    expect((await changePassword(token, { oldPassword: 'Agent999', newPassword: 'Agent456', confirmNewPassword: 'Agent456' })).body).toMatchObject({ code: 'old_password_wrong' });
    expect((await changePassword(token, { oldPassword: 'Agent123', newPassword: 'Agent456', confirmNewPassword: 'Agent457' })).body).toMatchObject({
      code: 'confirm_mismatch',
      message: 'Incorrect confirmation input',
    });
    expect((await changePassword(token, { oldPassword: 'Agent123', newPassword: 'a b', confirmNewPassword: 'a b' })).body).toMatchObject({ code: 'password_format', message: 'Password format is incorrect' });
    expect((await changePassword(token, { oldPassword: 'Agent123' })).body).toMatchObject({ code: 'bad_request' });
  });

  it('[P8-3] answers 401 before looking at the body when there is no session', async () => {
    const { status, body } = await call(t, 'POST', '/wps/member/password', { not: 'sealed' });
    expect(status).toBe(401);
    expect(body.code).toBe('not_logged_in');
  });
});

describe('POST /wps/member/password/email', () => {
  it('[P7.1-12][P2.11-2][P4.5-1] e-mails a temporary password (form-urlencoded) that logs in once and forces a change', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=player1&email=Player1%40Example.com',
      remoteAddress: '198.51.100.30',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, code: 'in_been_out', message: 'The e-mail has been sent' });
    const temporary = await outboxCode(t, 'player1@example.com');

    // The old password still works until the temporary one is used.
    expect((await login(t, { username: 'player1', password: 'Player123' })).status).toBe(200);
    const withTemporary = await login(t, { username: 'player1', password: temporary });
    expect(withTemporary.body.value?.mustChangePassword).toBe(true);
    expect((await login(t, { username: 'player1', password: 'Player123' })).status).toBe(401);

    const token = withTemporary.body.value!.token;
    expect((await call(t, 'GET', '/wps/member/info', undefined, { token })).status).toBe(200);
    expect((await changePassword(token, { oldPassword: temporary, newPassword: 'Player456', confirmNewPassword: 'Player456' })).body).toEqual({ success: true });
    expect((await login(t, { username: 'player1', password: 'Player456' })).body.value?.mustChangePassword).toBe(false);
  });

  it('[P8-2] answers 404 account_or_email_not_found for an unknown pair (JSON too)', async () => {
    for (const body of [{ username: 'player1', email: 'other@example.com' }, { username: 'nobody00', email: 'player1@example.com' }]) {
      const r = await call(t, 'POST', '/wps/member/password/email', body);
      expect(r.status).toBe(404);
      expect(r.body.code).toBe('account_or_email_not_found');
    }
  });

  it('[P2.11-1] is refused where recovery by e-mail is off', async () => {
    const r = await call(t, 'POST', '/wps/member/password/email', { username: 'player1', email: 'player1@example.com' }, { host: 'lotto.localhost', ip: lottoVisitor });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe('feature_disabled');
  });
});

describe('POST /wps/member/password/verification', () => {
  it('[P7.1-17][P2.11-3][P4.5-1][P3-20] sets a new password with the SMS code, then logs in with the number as username', async () => {
    const sent = await call(t, 'POST', '/wps/verification/sms/register', { mobileNo: '012345679', countryDialingCode: '+855', registerType: 'forget', challengeToken: await challengeToken(t) });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await outboxCode(t, '012345679');
    const reset = await callSealed(t, 'POST', '/wps/member/password/verification', { newPassword: 'Reset1234', mobileNum: '012345679', verificationCode: code, countryDialingCode: '+855' });
    expect(reset.body).toEqual({ success: true });
    const auto = await login(t, { username: '012345679', password: 'Reset1234', type: '', countryDialingCode: '+855' });
    expect(auto.status).toBe(200);
    expect((await login(t, { username: 'fresh1', password: 'Reset1234' })).status).toBe(200);

    const reused = await callSealed(t, 'POST', '/wps/member/password/verification', { newPassword: 'Reset5678', mobileNum: '012345679', verificationCode: code, countryDialingCode: '+855' });
    expect(reused.body).toMatchObject({ code: 'verification_code_invalid', value: { reason: 'missing' } });
  });

  it('[P8-20] sends nothing to a number without an account, yet answers the same', async () => {
    t.clock.advance(2000);
    const sent = await call(t, 'POST', '/wps/verification/sms/register', { mobileNo: '077777777', countryDialingCode: '+855', registerType: 'forget', challengeToken: await challengeToken(t) });
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const outbox = await call<unknown[]>(t, 'GET', '/dev/outbox?to=077777777');
    expect(outbox.body.value).toEqual([]);
    const reset = await callSealed(t, 'POST', '/wps/member/password/verification', { newPassword: 'Reset1234', mobileNum: '077777777', verificationCode: '123456' });
    expect(reset.body.code).toBe('verification_code_invalid');
  });

  it('[M5-1] applies the password rule', async () => {
    const r = await callSealed(t, 'POST', '/wps/member/password/verification', { newPassword: 'x', mobileNum: '012345678', verificationCode: '123456' });
    expect(r.body.code).toBe('password_format');
  });
});
