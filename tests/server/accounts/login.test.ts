import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, challengeToken, login, solvedCaptcha, startAccountsApp, type AccountsTestApp } from './accounts-app.js';

let t: AccountsTestApp;
beforeAll(async () => {
  t = await startAccountsApp();
});
afterAll(() => t.close());

describe('POST /wps/session/login', () => {
  it('[P7.1-1][P3-15] logs a member in with an opaque token and the login flags', async () => {
    const { status, body } = await login(t, { username: 'player1', password: 'Player123' }, { ip: '198.51.100.1' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      firstTimeLogin: true,
      passwordExpired: false,
      mustChangePassword: false,
      captchaRequired: false,
      verificationRequired: false,
    });
    const again = await login(t, { username: 'PLAYER1', password: 'Player123' }, { ip: '198.51.100.1' });
    expect(again.body.value?.firstTimeLogin).toBe(false);
    expect(again.body.value?.token).not.toBe(body.value?.token);
  });

  it('[P8-1] refuses a wrong password as wrong account or password', async () => {
    const { status, body } = await login(t, { username: 'agent2', password: 'nope-nope' }, { ip: '198.51.100.2' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: 'wrong_account_or_password', value: { captchaRequired: false } });
  });

  it('[P8-1][P8-2] answers an unknown account exactly like a wrong password', async () => {
    const { status, body } = await login(t, { username: 'nobody99', password: 'Player123' }, { ip: '198.51.100.3' });
    expect(status).toBe(401);
    expect(body).toMatchObject({ success: false, code: 'wrong_account_or_password', value: { captchaRequired: false } });
  });

  it('[P4.3-2][P7.3-1][P8-6] asks for a captcha after three wrong passwords, then wants it answered', async () => {
    const ip = '198.51.100.4';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await login(t, { username: 'agent41', password: 'wrong' }, { ip })).body.value?.captchaRequired);
    expect(answers).toEqual([false, false, true]);

    const without = await login(t, { username: 'agent41', password: 'Agent123' }, { ip });
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ code: 'captcha_invalid', value: { captchaRequired: true } });

    const captcha = await solvedCaptcha(t, { ip });
    const wrong = await login(t, { username: 'agent41', password: 'Agent123', captchaId: captcha.captchaId, captcha: 'zzzz' }, { ip });
    expect(wrong.body.code).toBe('captcha_invalid');
    const reused = await login(t, { username: 'agent41', password: 'Agent123', ...captcha }, { ip });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('captcha_invalid');

    const ok = await login(t, { username: 'agent41', password: 'Agent123', ...(await solvedCaptcha(t, { ip })) }, { ip });
    expect(ok.status).toBe(200);
    // The successful login cleared the account's failures: no captcha next time.
    const next = await login(t, { username: 'agent41', password: 'Agent123' }, { ip });
    expect(next.status).toBe(200);
  });

  it('[P4.3-2] never locks the owner out: ten wrong passwords slow the guessing address down, the owner elsewhere passes the captcha and the slider', async () => {
    const stranger = '198.51.100.5';
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      // From the fifth failure on, the pair waits 1 s, 2 s, 4 s... before its next attempt.
      if (i >= 5) t.clock.advance(2 ** (i - 5) * 1000);
      const captcha = i >= 3 ? await solvedCaptcha(t, { ip: stranger }) : {};
      const slider = i >= 5 ? { challengeToken: await challengeToken(t, { ip: stranger }) } : {};
      const r = await login(t, { username: 'downline1', password: `wrong${i}`, ...captcha, ...slider }, { ip: stranger });
      answers.push(r.status);
    }
    expect(answers).toEqual(Array(10).fill(401));
    const slowed = await login(t, { username: 'downline1', password: 'Player123' }, { ip: stranger });
    expect(slowed.status).toBe(429);
    expect(slowed.body).toMatchObject({ success: false, code: 'too_many_attempts', value: { retryAfterSeconds: 32 } });

    // The owner, from another address, is asked for the slider and the captcha (never made to wait), and gets in.
    const owner = '198.51.100.55';
    const noSlider = await login(t, { username: 'downline1', password: 'Player123' }, { ip: owner });
    expect(noSlider.body).toMatchObject({ code: 'challenge_required', value: { captchaRequired: true } });
    const noCaptcha = await login(t, { username: 'downline1', password: 'Player123', challengeToken: await challengeToken(t, { ip: owner }) }, { ip: owner });
    expect(noCaptcha.body).toMatchObject({ code: 'captcha_invalid', value: { captchaRequired: true } });
    const ok = await login(t, { username: 'downline1', password: 'Player123', ...(await solvedCaptcha(t, { ip: owner })), challengeToken: await challengeToken(t, { ip: owner }) }, { ip: owner });
    expect(ok.status).toBe(200);

    // The stranger is still slowed after the owner's success, and is let try again once the wait is over.
    expect((await login(t, { username: 'downline1', password: 'wrong-again' }, { ip: stranger })).status).toBe(429);
    t.clock.advance(32_000);
    const later = await login(t, { username: 'downline1', password: 'Player123', ...(await solvedCaptcha(t, { ip: stranger })), challengeToken: await challengeToken(t, { ip: stranger }) }, { ip: stranger });
    expect(later.status).toBe(200);
  });

  it('[P4.3-2][P3-14] demands the slider after ten failures from one IP, and refuses a reused challenge token', async () => {
    const ip = '198.51.100.6';
    for (let i = 0; i < 10; i++) {
      const captcha = i >= 3 ? await solvedCaptcha(t, { ip }) : {};
      await login(t, { username: `ghost${i}`, password: 'x', ...captcha }, { ip });
    }
    const captcha = await solvedCaptcha(t, { ip });
    const noSlider = await login(t, { username: 'agent42', password: 'Agent123', ...captcha }, { ip });
    expect(noSlider.status).toBe(400);
    expect(noSlider.body).toMatchObject({ code: 'challenge_required', value: { captchaRequired: true } });

    const token = await challengeToken(t, { ip });
    const ok = await login(t, { username: 'agent42', password: 'Agent123', challengeToken: token, ...captcha }, { ip });
    expect(ok.status).toBe(200);
    const reused = await login(t, { username: 'agent42', password: 'Agent123', challengeToken: token, ...(await solvedCaptcha(t, { ip })) }, { ip });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('challenge_required');
  });

  it('[P6-5][P8-5][M8-2][M6-3][M3-15][M9-15] refuses a non-agent at the agent area and lets every agent type in', async () => {
    const member = await login(t, { username: 'player1', password: 'Player123', area: 'agent' }, { ip: '198.51.100.7' });
    expect(member.status).toBe(403);
    expect(member.body).toMatchObject({ success: false, code: 'non_agent_cannot_login', message: 'Non-agents cannot log in' });
    for (const username of ['agent1', 'agent2', 'agent41', 'agent42']) {
      const agent = await login(t, { username, password: 'Agent123', area: 'agent' }, { ip: '198.51.100.7' });
      expect(agent.status).toBe(200);
    }
  });

  it('[P6-4] lets an agent into the member area too', async () => {
    const { status } = await login(t, { username: 'agent1', password: 'Agent123', area: 'member' }, { ip: '198.51.100.8' });
    expect(status).toBe(200);
  });

  it('[P8-4][M8-2] refuses an account type outside the spec at the member area', async () => {
    await t.db.db.updateTable('member').set({ type: 3 }).where('merchant_id', '=', 'basic').where('account_key', '=', 'agent2').execute();
    const { status, body } = await login(t, { username: 'agent2', password: 'Agent123' }, { ip: '198.51.100.9', host: 'basic.localhost' });
    expect(status).toBe(403);
    expect(body.code).toBe('non_member_cannot_login');
  });

  it('[P7-1] refuses a plain (unencrypted) body, a body that does not open and a malformed one with 400 bad_request', async () => {
    const plain = await call(t, 'POST', '/wps/session/login', { username: 'player1', password: 'Player123', type: 'username' });
    expect(plain.status).toBe(400);
    expect(plain.body).toMatchObject({ success: false, code: 'bad_request' });
    const garbage = await call(t, 'POST', '/wps/session/login', { key: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA' });
    expect(garbage.status).toBe(400);
    expect(garbage.body.code).toBe('bad_request');
    const noPassword = await login(t, { username: 'player1' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.code).toBe('bad_request');
    const badType = await login(t, { username: 'player1', password: 'x', type: 'firebase' });
    expect(badType.status).toBe(400);
    const notJson = await call(t, 'POST', '/wps/session/login', 'nonsense', { headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect(notJson.body.code).toBe('bad_request');
  });
});
