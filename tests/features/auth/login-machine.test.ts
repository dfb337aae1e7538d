import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  loginMachine,
  mustChangePassword,
  type LoginArea,
  type LoginCredentials,
  type LoginInput,
  type LoginOutcome,
  type LoginRequest,
  type SocialLoginRequest,
  type VerificationMethod,
} from '../../../src/features/auth/machines/login-machine';
import { postSocialLogin } from '../../../src/features/auth/api/social-sign-in';
import { captchaMachine } from '../../../src/features/auth/machines/captcha-machine';
import { botCheckMachine } from '../../../src/features/auth/machines/bot-check-machine';

const ok = (over: Partial<Extract<LoginOutcome, { status: 'ok' }>> = {}): LoginOutcome => ({
  status: 'ok',
  token: 'tok-1',
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  ...over,
});

const creds = (over: Partial<LoginCredentials> = {}): LoginCredentials => ({
  username: ' player01 ',
  password: 'Secret123',
  remember: true,
  ...over,
});

interface Fakes {
  login?: (request: LoginRequest) => Promise<LoginOutcome>;
  changePassword?: (input: { oldPassword: string; newPassword: string; confirmNewPassword: string }) => Promise<void>;
  verifyLogin?: (input: { verificationId: string; method: VerificationMethod; code: string }) => Promise<LoginOutcome>;
  loadMemberInfo?: () => Promise<unknown>;
  socialLogin?: (request: SocialLoginRequest & { area: LoginArea }) => Promise<LoginOutcome>;
}

function start(input: LoginInput = {}, fakes: Fakes = {}) {
  const spies = {
    login: vi.fn(fakes.login ?? (async () => ok())),
    freePlayLogin: vi.fn(async () => ({ token: 'trial-token' })),
    socialLogin: vi.fn(fakes.socialLogin ?? (async (): Promise<LoginOutcome> => ok({ token: 'social-token', mustChangePassword: true }))),
    changePassword: vi.fn(fakes.changePassword ?? (async () => undefined)),
    verifyLogin: vi.fn(fakes.verifyLogin ?? (async () => ok())),
    sendVerificationCode: vi.fn(async () => undefined),
    loadMemberInfo: vi.fn(fakes.loadMemberInfo ?? (async () => ({ id: 1 }))),
    fetchCaptcha: vi.fn(async () => ({ captchaId: 'cap-1', image: 'png' })),
    storeToken: vi.fn(),
    rememberLogin: vi.fn(),
    discardSession: vi.fn(),
    runFirstLoginAction: vi.fn(),
    navigate: vi.fn(),
    showAfterLogin: vi.fn(),
    close: vi.fn(),
  };
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(({ input: request }: { input: LoginRequest }) => spies.login(request)),
      freePlayLogin: fromPromise(() => spies.freePlayLogin()),
      socialLogin: fromPromise(({ input: request }: { input: SocialLoginRequest & { area: LoginArea } }) => spies.socialLogin(request)),
      changePassword: fromPromise(({ input: body }: { input: Parameters<typeof spies.changePassword>[0] }) =>
        spies.changePassword(body),
      ),
      verifyLogin: fromPromise(({ input: body }: { input: Parameters<typeof spies.verifyLogin>[0] }) =>
        spies.verifyLogin(body),
      ),
      sendVerificationCode: fromPromise<void, { verificationId: string; method: VerificationMethod }>(async () => {
        await spies.sendVerificationCode();
      }),
      loadMemberInfo: fromPromise(() => spies.loadMemberInfo()),
      captcha: captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(() => spies.fetchCaptcha()) } }),
      botCheck: botCheckMachine.provide({
        actors: {
          loadChallenge: fromPromise(async () => ({ challengeId: 'ch', background: '', piece: '', pieceY: 0 })),
          verifyChallenge: fromPromise(async () => ({ challengeToken: 'challenge-ok' })),
        },
      }),
    },
    actions: {
      storeToken: (_, params) => spies.storeToken(params.token),
      rememberLogin: (_, params) => spies.rememberLogin(params),
      discardSession: () => spies.discardSession(),
      runFirstLoginAction: () => spies.runFirstLoginAction(),
      navigate: (_, params) => spies.navigate(params.to),
      showAfterLogin: () => spies.showAfterLogin(),
      close: () => spies.close(),
    },
  });
  const actor = createActor(machine, { input: { now: () => Date.now(), ...input } });
  actor.start();
  return { actor, spies };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('loginMachine: type switch', () => {
  it('[P4.3-1][P2.9-1] switches between username and SMS login only when code login is on', () => {
    const off = start({ codeLoginEnabled: false }).actor;
    expect(off.getSnapshot().can({ type: 'login.switchType', loginType: 'sms' })).toBe(false);
    const on = start({ codeLoginEnabled: true }).actor;
    on.send({ type: 'login.switchType', loginType: 'sms' });
    expect(on.getSnapshot().context.loginType).toBe('sms');
    on.send({ type: 'login.switchType', loginType: 'username' });
    expect(on.getSnapshot().context.loginType).toBe('username');
  });

  it('[P3-14][P2.9-2] sends the mobile number as username and the SMS code as password for SMS login', async () => {
    const { actor, spies } = start({ codeLoginEnabled: true });
    actor.send({ type: 'login.switchType', loginType: 'sms' });
    actor.send({
      type: 'login.submit',
      credentials: { username: '12345678', password: '654321', remember: false, countryDialingCode: '+855' },
    });
    await settle();
    expect(spies.login).toHaveBeenCalledWith({
      username: '12345678',
      password: '654321',
      type: 'sms',
      area: 'member',
      countryDialingCode: '+855',
    });
  });
});

describe('loginMachine: success', () => {
  it('[P7.3-1][P4.2-1][P4.3-4] stores the token, loads member info, shows the after-login modal and goes to /', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'login.submit', credentials: creds() });
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await settle();
    expect(spies.login).toHaveBeenCalledWith({ username: 'player01', password: 'Secret123', type: 'username', area: 'member' });
    expect(spies.storeToken).toHaveBeenCalledWith('tok-1');
    expect(spies.loadMemberInfo).toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
    expect(spies.navigate).toHaveBeenCalledWith('/');
    expect(spies.showAfterLogin).toHaveBeenCalled();
    expect(spies.runFirstLoginAction).not.toHaveBeenCalled();
    expect(spies.storeToken.mock.invocationCallOrder[0]!).toBeLessThan(spies.loadMemberInfo.mock.invocationCallOrder[0]!);
  });

  it('[P2.9-3] goes to /agentHome from the agent page', async () => {
    const { actor, spies } = start({ area: 'agent' });
    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    expect(spies.login.mock.calls[0]![0].area).toBe('agent');
    expect(spies.navigate).toHaveBeenCalledWith('/agentHome');
  });

  it('[P4.3-4] runs the first-login action on firstTimeLogin', async () => {
    const { actor, spies } = start({}, { login: async () => ok({ firstTimeLogin: true }) });
    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    expect(spies.runFirstLoginAction).toHaveBeenCalledTimes(1);
  });

  it('[P2.9-2][P9-5] hands the remember choice and the details to the remember action, not the storage', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'login.submit', credentials: creds({ remember: true }) });
    await settle();
    expect(spies.rememberLogin).toHaveBeenCalledWith({ loginType: 'username', credentials: creds({ remember: true }) });
    expect(actor.getSnapshot().context.credentials).toBeNull();
  });
});

describe('loginMachine: failures and captcha', () => {
  it('[P4.3-2][P7.3-1][P8-6] shows the captcha only after the server asks, then sends it with the next try', async () => {
    let calls = 0;
    const { actor, spies } = start(
      {},
      {
        login: async () => {
          calls += 1;
          if (calls === 1) throw { code: 'wrong_account_or_password' };
          if (calls === 2) throw { code: 'wrong_account_or_password', value: { captchaRequired: true } };
          return ok();
        },
      },
    );
    const captcha = () => actor.getSnapshot().children.captcha as ActorRefFrom<typeof captchaMachine>;
    expect(captcha().getSnapshot().matches('hidden')).toBe(true);

    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('wrong_account_or_password');
    expect(actor.getSnapshot().context.captchaShown).toBe(false);
    expect(captcha().getSnapshot().matches('hidden')).toBe(true);
    expect(spies.fetchCaptcha).not.toHaveBeenCalled();

    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    expect(actor.getSnapshot().context.captchaShown).toBe(true);
    expect(captcha().getSnapshot().matches({ visible: 'ready' })).toBe(true);
    expect(spies.fetchCaptcha).toHaveBeenCalledTimes(1);

    actor.send({ type: 'login.submit', credentials: creds({ captcha: 'ab12', captchaId: 'cap-1' }) });
    await settle();
    expect(spies.login.mock.calls[2]![0]).toMatchObject({ captcha: 'ab12', captchaId: 'cap-1' });
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('[P7.3-1] reloads a shown captcha after every failed answer (single use)', async () => {
    const { actor, spies } = start(
      {},
      { login: async () => Promise.reject({ code: 'captcha_invalid', value: { captchaRequired: true } }) },
    );
    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    actor.send({ type: 'login.submit', credentials: creds({ captcha: 'x', captchaId: 'cap-1' }) });
    await settle();
    expect(spies.fetchCaptcha).toHaveBeenCalledTimes(2);
  });

  it('[P8-1][P8-4][P8-5] keeps the stable error code for translation', async () => {
    for (const code of ['wrong_account_or_password', 'non_member_cannot_login', 'non_agent_cannot_login']) {
      const { actor } = start({}, { login: async () => Promise.reject({ code }) });
      actor.send({ type: 'login.submit', credentials: creds() });
      await settle();
      expect(actor.getSnapshot().context.error?.code).toBe(code);
      actor.send({ type: 'error.dismiss' });
      expect(actor.getSnapshot().context.error).toBeNull();
    }
  });

  it('keeps the wait of a 429 answer', async () => {
    const { actor } = start({}, { login: async () => Promise.reject({ code: 'too_many_attempts', value: { retryAfterSeconds: 900 } }) });
    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ code: 'too_many_attempts', retryAfterSeconds: 900 });
  });

  it('runs the slider check when the server demands one, then retries with its token', async () => {
    let calls = 0;
    const { actor, spies } = start(
      {},
      {
        login: async () => {
          calls += 1;
          if (calls === 1) throw { code: 'challenge_required' };
          return ok();
        },
      },
    );
    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    expect(actor.getSnapshot().matches('botCheck')).toBe(true);
    const bot = actor.getSnapshot().children.botCheck as ActorRefFrom<typeof botCheckMachine>;
    bot.send({ type: 'slider.drag', x: 100 });
    bot.send({ type: 'slider.release' });
    await settle();
    expect(spies.login.mock.calls[1]![0].challengeToken).toBe('challenge-ok');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('loginMachine: slider after many failures from one IP', () => {
  it('[P4.3-2] asks for the captcha first, then runs the slider on every following submit', async () => {
    let calls = 0;
    const { actor, spies } = start(
      {},
      {
        login: async (request) => {
          calls += 1;
          if (!request.challengeToken) throw { code: 'challenge_required', value: { captchaRequired: true } };
          if (calls < 3) throw { code: 'wrong_account_or_password', value: { captchaRequired: true } };
          return ok();
        },
      },
    );
    const solve = async () => {
      await settle();
      const bot = actor.getSnapshot().children.botCheck as ActorRefFrom<typeof botCheckMachine>;
      bot.send({ type: 'slider.drag', x: 100 });
      bot.send({ type: 'slider.release' });
      await settle();
    };
    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.captchaShown).toBe(true);
    expect(spies.fetchCaptcha).toHaveBeenCalledTimes(1);

    actor.send({ type: 'login.submit', credentials: creds({ captcha: 'ab12', captchaId: 'cap-1' }) });
    expect(actor.getSnapshot().matches('botCheck')).toBe(true);
    await solve();
    expect(spies.login.mock.calls[1]![0]).toMatchObject({ challengeToken: 'challenge-ok', captcha: 'ab12' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);

    actor.send({ type: 'login.submit', credentials: creds({ captcha: 'cd34', captchaId: 'cap-1' }) });
    expect(actor.getSnapshot().matches('botCheck')).toBe(true);
    await solve();
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('loginMachine: forced password change', () => {
  it('[P4.3-4][M4-6][P9-5] opens the change step for a default password, logs in again with the new one and goes home', async () => {
    const { actor, spies } = start(
      {},
      {
        login: async (request) =>
          request.password === 'Aa123456' ? ok({ token: 'tok-default', mustChangePassword: true }) : ok({ token: 'tok-new' }),
      },
    );
    actor.send({ type: 'login.submit', credentials: creds({ password: 'Aa123456' }) });
    await settle();
    expect(actor.getSnapshot().matches({ changingPassword: 'editing' })).toBe(true);
    expect(spies.loadMemberInfo).not.toHaveBeenCalled();
    actor.send({ type: 'password.submit', newPassword: 'NewPass99', confirmNewPassword: 'NewPass99' });
    await settle();
    expect(spies.changePassword).toHaveBeenCalledWith({
      oldPassword: 'Aa123456',
      newPassword: 'NewPass99',
      confirmNewPassword: 'NewPass99',
    });
    expect(spies.login).toHaveBeenLastCalledWith({ username: 'player01', password: 'NewPass99', type: 'username', area: 'member' });
    expect(spies.storeToken).toHaveBeenLastCalledWith('tok-new');
    expect(actor.getSnapshot().status).toBe('done');
    expect(spies.navigate).toHaveBeenCalledWith('/');
    expect(spies.showAfterLogin).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.newPassword).toBeNull();
  });

  it('[M4-6][P4.3-4] forces the change for an expired password only when password expiry is on', async () => {
    const expired = async () => ok({ passwordExpired: true });
    const withFlag = start({ passwordExpiryEnabled: true }, { login: expired });
    withFlag.actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    expect(withFlag.actor.getSnapshot().matches('changingPassword')).toBe(true);

    const withoutFlag = start({ passwordExpiryEnabled: false }, { login: expired });
    withoutFlag.actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    expect(withoutFlag.actor.getSnapshot().status).toBe('done');
  });

  it('[P4.3-4][M4-6] never forces the change for SMS or firebase logins', async () => {
    const outcome = ok({ mustChangePassword: true, passwordExpired: true }) as Extract<LoginOutcome, { status: 'ok' }>;
    expect(mustChangePassword(outcome, 'sms', true)).toBe(false);
    expect(mustChangePassword(outcome, 'firebase', true)).toBe(false);
    expect(mustChangePassword(outcome, 'username', true)).toBe(true);
    const { actor } = start({ codeLoginEnabled: true }, { login: async () => outcome });
    actor.send({ type: 'login.switchType', loginType: 'sms' });
    actor.send({ type: 'login.submit', credentials: creds({ username: '12345678', password: '123456' }) });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('[M5-1][P8-9] stays on the change step with the error when the change fails', async () => {
    const { actor } = start(
      {},
      {
        login: async () => ok({ mustChangePassword: true }),
        changePassword: async () => Promise.reject({ code: 'confirm_mismatch' }),
      },
    );
    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    actor.send({ type: 'password.submit', newPassword: 'NewPass99', confirmNewPassword: 'Other999' });
    await settle();
    expect(actor.getSnapshot().matches({ changingPassword: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('confirm_mismatch');
  });

  it('discards the must-change session when the user closes the change step', async () => {
    const { actor, spies } = start({}, { login: async () => ok({ mustChangePassword: true }) });
    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    actor.send({ type: 'password.cancel' });
    expect(spies.discardSession).toHaveBeenCalled();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.credentials).toBeNull();
  });
});

describe('loginMachine: new-IP verification', () => {
  it('[P4.3-5][P8-18] asks for a second step, sends the code and logs in after the right code', async () => {
    const { actor, spies } = start(
      {},
      {
        login: async () => ({ status: 'verify', verificationId: 'v1', methods: ['sms', 'email'] }),
        verifyLogin: async ({ code }) => {
          if (code !== '123456') throw { code: 'verification_code_invalid' };
          return ok({ token: 'tok-verified' });
        },
      },
    );
    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    expect(actor.getSnapshot().matches({ verifying: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.verification).toEqual({ verificationId: 'v1', methods: ['sms', 'email'] });
    expect(spies.storeToken).not.toHaveBeenCalled();
    actor.send({ type: 'verification.send', method: 'email' });
    await settle();
    expect(spies.sendVerificationCode).toHaveBeenCalled();
    expect(actor.getSnapshot().context.verificationCodeSent).toBe(true);
    actor.send({ type: 'verification.submit', method: 'email', code: '000000' });
    await settle();
    expect(actor.getSnapshot().context.error?.code).toBe('verification_code_invalid');
    actor.send({ type: 'verification.submit', method: 'email', code: ' 123456 ' });
    await settle();
    expect(spies.verifyLogin).toHaveBeenLastCalledWith({ verificationId: 'v1', method: 'email', code: '123456' });
    expect(spies.storeToken).toHaveBeenCalledWith('tok-verified');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('loginMachine: social sign-in', () => {
  it('[P2.9-2][P1-1] signs in with a provider, never forcing a password change', async () => {
    const { actor, spies } = start({ area: 'member' });
    actor.send({ type: 'login.social', request: { provider: 'google', code: 'c', state: 's' } });
    await settle();
    expect(spies.socialLogin).toHaveBeenCalled();
    expect(spies.storeToken).toHaveBeenCalledWith('social-token');
    expect(spies.changePassword).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
    expect(spies.showAfterLogin).toHaveBeenCalled();
  });

  it('[P2.9-2][P8-20] a provider page refused or closed comes back as the closed-window error, without a request or a session', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const { actor, spies } = start({ area: 'member' }, { socialLogin: postSocialLogin });
      actor.send({ type: 'login.social', request: { provider: 'google', refused: true } });
      await settle();
      expect(spies.socialLogin).toHaveBeenCalledWith({ provider: 'google', refused: true, area: 'member' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.error?.code).toBe('login_popup_closed');
      expect(fetchSpy).not.toHaveBeenCalled();
      expect(spies.storeToken).not.toHaveBeenCalled();
      expect(spies.showAfterLogin).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('loginMachine: free play', () => {
  it('[P6-1][P7.1-13] logs a visitor in with a trial account', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'login.freePlay' });
    await settle();
    expect(spies.freePlayLogin).toHaveBeenCalled();
    expect(spies.storeToken).toHaveBeenCalledWith('trial-token');
    expect(spies.login).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('drops the session when member info cannot load', async () => {
    const { actor, spies } = start({}, { loadMemberInfo: async () => Promise.reject({ code: 'network_error' }) });
    actor.send({ type: 'login.submit', credentials: creds() });
    await settle();
    expect(spies.discardSession).toHaveBeenCalled();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('network_error');
  });
});
