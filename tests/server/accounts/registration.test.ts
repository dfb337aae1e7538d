import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callSealed, challengeToken, login, lottoVisitor, outboxCode, solvedCaptcha, startAccountsApp, type AccountsTestApp, type CallOptions } from './accounts-app.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(() => t.close());

const register = (body: Record<string, unknown>, options?: CallOptions) => callSealed<{ token: string; fields: Record<string, string> }>(t, 'PUT', '/wps/member/register', body, options);
const registerMobile = (body: Record<string, unknown>, options?: CallOptions) =>
  callSealed<{ token: string; fields: Record<string, string>; reason: string }>(t, 'PUT', '/wps/member/register/mobile', body, options);

/** A username registration that passes the demo merchant's rules, with fresh bot checks. */
async function usernameUser(username: string, extra: Record<string, unknown> = {}, options?: CallOptions) {
  return {
    username,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: `0${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
    paymentPassword: '246810',
    countryDialingCode: '+855',
    login: true,
    registerMethod: 'WEB',
    domain: 'demo.localhost',
    challengeToken: await challengeToken(t, options),
    ...(await solvedCaptcha(t, options)),
    ...extra,
  };
}

const memberRow = (account: string, merchant = 'demo') =>
  t.db.db.selectFrom('member').selectAll().where('merchant_id', '=', merchant).where('account_key', '=', account.toLowerCase()).executeTakeFirstOrThrow();

describe('PUT /wps/member/register', () => {
  it('[P7.1-7][P4.4-4][P2.10-6] registers by username and logs the new member in', async () => {
    const { status, body } = await register(await usernameUser('newbie01', { email: 'newbie01@example.com', birthday: '1990-05-01' }));
    expect(status).toBe(200);
    expect(body.value?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const info = await call<{ account: string; firstTimeLogin: boolean }>(t, 'GET', '/wps/member/info', undefined, { token: body.value!.token });
    expect(info.body.value).toMatchObject({ account: 'newbie01', firstTimeLogin: true });
    const row = await memberRow('newbie01');
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.payment_password_hash).toMatch(/^\$argon2id\$/);
    expect((await login(t, { username: 'newbie01', password: 'Secret123' })).status).toBe(200);
  });

  it('[P4.4-2][P5-2][P5-3][P8-9] validates with the merchant field rules, the first error per field', async () => {
    const { status, body } = await register({
      ...(await usernameUser('1bad')),
      password: 'Secret123',
      confirmPassword: 'Secret124',
      email: 'not-an-email',
      paymentPassword: '',
      payeeName: 'Single',
    });
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
    expect(body.value?.fields).toEqual({
      username: 'length.tooShort',
      confirmPassword: 'confirmPasswordMismatch',
      email: 'pattern.EMAIL.range',
      paymentPassword: 'required',
      payeeName: 'pattern.FULL_NAME.range',
    });
  });

  it('[P5-4] refuses a birthday less than 21 years ago', async () => {
    const { body } = await register(await usernameUser('young001', { birthday: '2010-01-01' }));
    expect(body.value?.fields).toEqual({ birthday: 'ageConfirm21' });
  });

  it('refuses a taken username, in any case', async () => {
    const { status, body } = await register(await usernameUser('PLAYER1'));
    expect(status).toBe(409);
    expect(body.code).toBe('username_taken');
  });

  it('[P3-14] needs a challenge token, used once', async () => {
    const user = await usernameUser('slider01');
    const { challengeToken: _token, ...withoutToken } = user;
    const missing = await register(withoutToken);
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('challenge_required');
    expect((await register(user)).status).toBe(200);
    const reused = await register({ ...(await usernameUser('slider02')), challengeToken: user.challengeToken });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('challenge_required');
  });

  it('[P4.4-7] needs the captcha the merchant shows, used once', async () => {
    const wrong = await register(await usernameUser('captcha01', { captcha: 'xxxx' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('captcha_invalid');
    const first = await usernameUser('captcha02');
    expect((await register(first)).status).toBe(200);
    const reused = await register(await usernameUser('captcha03', { captchaId: first.captchaId, captcha: first.captcha }));
    expect(reused.body.code).toBe('captcha_invalid');
  });

  it('[P4.4-3][P8-8] refuses an unknown affiliate code and puts the member under the agent of a known one', async () => {
    const unknown = await register(await usernameUser('invite01', { affiliateCode: 'NOPE99' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ code: 'invalid_invitation_code', message: 'Invalid invitation code' });
    expect((await register(await usernameUser('invite02', { affiliateCode: 'agent1' }))).status).toBe(200);
    const [agent, member] = await Promise.all([memberRow('agent1'), memberRow('invite02')]);
    expect(member.parent_member_id).toBe(agent.member_id);
  });

  it('[P2.10-1] is refused when username registration is off', async () => {
    const { status, body } = await register(await usernameUser('lotto001', {}, { host: 'lotto.localhost', ip: lottoVisitor }), { host: 'lotto.localhost', ip: lottoVisitor });
    expect(status).toBe(403);
    expect(body.code).toBe('feature_disabled');
  });

  it('refuses a body that is not sealed, and fields of the wrong type, with 400 bad_request', async () => {
    expect((await call(t, 'PUT', '/wps/member/register', { username: 'plain001' })).body.code).toBe('bad_request');
    const wrongType = await register({ username: { name: 'x' } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.code).toBe('bad_request');
  });
});

describe('PUT /wps/member/register/mobile', () => {
  const sendCode = async (mobileNo: string, options?: CallOptions & { countryDialingCode?: string }) =>
    call<{ expiredMinutes: number }>(
      t,
      'POST',
      '/wps/verification/sms/register',
      { mobileNo, countryDialingCode: options?.countryDialingCode ?? '+855', registerType: 'register', challengeToken: await challengeToken(t, options) },
      options,
    );

  it('[P7.1-8][P7.1-3][P4.4-9][P3-16] registers with the SMS code read from the outbox, the username from the number', async () => {
    const sent = await sendCode('098765432');
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await outboxCode(t, '098765432');
    const { status, body } = await registerMobile({
      mobileNum: '098765432',
      countryDialingCode: '+855',
      verificationCode: code,
      password: 'Mobile123',
      confirmPassword: 'Mobile123',
      paymentPassword: '135790',
      challengeToken: await challengeToken(t),
      ...(await solvedCaptcha(t)),
    });
    expect(status).toBe(200);
    const info = await call<{ account: string }>(t, 'GET', '/wps/member/info', undefined, { token: body.value!.token });
    expect(info.body.value?.account).toBe('98765432');
    expect((await memberRow('98765432')).mobile).toBe('+85598765432');
    // The number logs in with its password too.
    expect((await login(t, { username: '98765432', password: 'Mobile123' })).status).toBe(200);
  });

  it('[P8-20] refuses a wrong, an expired and a used-up code', async () => {
    await sendCode('091111111');
    const code = await outboxCode(t, '091111111');
    const base = { mobileNum: '091111111', countryDialingCode: '+855', password: 'Mobile123', confirmPassword: 'Mobile123', paymentPassword: '135790' };
    const wrong = await registerMobile({ ...base, verificationCode: code === '000000' ? '111111' : '000000', challengeToken: await challengeToken(t), ...(await solvedCaptcha(t)) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'verification_code_invalid', value: { reason: 'mismatch' } });

    t.clock.advance(5 * 60_000);
    const expired = await registerMobile({ ...base, verificationCode: code, challengeToken: await challengeToken(t), ...(await solvedCaptcha(t)) });
    expect(expired.body).toMatchObject({ code: 'verification_code_invalid', value: { reason: 'expired' } });
  });

  it('[P8-20] ends a code after five wrong tries, even for the right code afterwards', async () => {
    t.clock.advance(5 * 60_000);
    await sendCode('092222222');
    const code = await outboxCode(t, '092222222');
    const wrongCode = code === '000000' ? '111111' : '000000';
    const base = { mobileNum: '092222222', countryDialingCode: '+855', password: 'Mobile123', confirmPassword: 'Mobile123', paymentPassword: '135790' };
    for (let i = 0; i < 5; i++) {
      const r = await registerMobile({ ...base, verificationCode: wrongCode, challengeToken: await challengeToken(t), ...(await solvedCaptcha(t)) });
      expect(r.body.value?.reason).toBe('mismatch');
    }
    const right = await registerMobile({ ...base, verificationCode: code, challengeToken: await challengeToken(t), ...(await solvedCaptcha(t)) });
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ code: 'verification_code_invalid', value: { reason: 'too_many_tries' } });
  });

  it('refuses a number already registered', async () => {
    const { status, body } = await sendCode('012345678');
    expect(status).toBe(409);
    expect(body.code).toBe('mobile_taken');
  });

  it('[P5-2] registers without a password where the merchant hides it in mobile mode (lotto), then logs in by SMS code', async () => {
    const lotto = { host: 'lotto.localhost', ip: lottoVisitor };
    await sendCode('0901234567', { ...lotto, countryDialingCode: '+84' });
    const code = await outboxCode(t, '0901234567', { ...lotto, countryDialingCode: '+84' });
    const { status, body } = await registerMobile(
      { mobileNum: '0901234567', countryDialingCode: '+84', verificationCode: code, challengeToken: await challengeToken(t, lotto) },
      lotto,
    );
    expect(status).toBe(200);
    expect(body.value?.token).toBeTruthy();
    expect((await memberRow('901234567', 'lotto')).password_hash).toBeNull();

    t.clock.advance(2000);
    const sent = await call(t, 'POST', '/wps/verification/sms/noLogin', { mobileNum: '0901234567', countryDialingCode: '+84' }, lotto);
    expect(sent.status).toBe(200);
    const loginCode = await outboxCode(t, '0901234567', { ...lotto, countryDialingCode: '+84' });
    const smsLogin = await login(t, { username: '0901234567', password: loginCode, type: 'sms', countryDialingCode: '+84' }, lotto);
    expect(smsLogin.status).toBe(200);
    expect(smsLogin.body.value?.mustChangePassword).toBe(false);
  });

  it('[P2.10-1] is refused where mobile registration is off', async () => {
    const { status, body } = await registerMobile({ mobileNum: '093333333' }, { host: 'basic.localhost' });
    expect(status).toBe(403);
    expect(body.code).toBe('feature_disabled');
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('[P7.1-10][P4.4-6] confirms an agent code of this merchant and refuses others', async () => {
    expect((await call(t, 'GET', '/wps/agent/affiliate?code=AGENT1&domain=demo.localhost')).body).toEqual({ success: true });
    expect((await call(t, 'GET', '/wps/agent/affiliate?code=agent41')).status).toBe(200);
    for (const url of ['/wps/agent/affiliate?code=NOPE', '/wps/agent/affiliate', '/wps/agent/affiliate?code=']) {
      const { status, body } = await call(t, 'GET', url);
      expect(status).toBe(404);
      expect(body.code).toBe('invalid_invitation_code');
    }
  });
});
