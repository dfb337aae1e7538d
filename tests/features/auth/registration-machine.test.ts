import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  defaultRegisterMethod,
  registrationMachine,
  type RegisterFormData,
  type RegisterRequest,
  type RegistrationInput,
} from '../../../src/features/auth/machines/registration-machine';
import { botCheckMachine } from '../../../src/features/auth/machines/bot-check-machine';
import { captchaMachine } from '../../../src/features/auth/machines/captcha-machine';
import { smsCountdownMachine, type SmsSendRequest, type SmsSendResult } from '../../../src/features/auth/machines/sms-countdown-machine';
import { usernameFromMobile } from '../../../src/features/auth/utils/mobile-username';

interface Fakes {
  valid?: boolean;
  affiliateOk?: boolean;
  verifyPhone?: () => Promise<{ firebaseIdToken: string }>;
  register?: (request: RegisterRequest) => Promise<{ token: string }>;
  solveSlider?: boolean;
}

function start(input: Partial<RegistrationInput> = {}, fakes: Fakes = {}) {
  const order: string[] = [];
  const spies = {
    validateForm: vi.fn(async () => {
      order.push('validate');
      return fakes.valid ?? true;
    }),
    checkAffiliate: vi.fn(async (code: string) => {
      order.push(`affiliate:${code}`);
      if (fakes.affiliateOk === false) throw { code: 'invalid_invitation_code' };
    }),
    verifyPhone: vi.fn(fakes.verifyPhone ?? (async () => ({ firebaseIdToken: 'fb-token' }))),
    register: vi.fn(async (request: RegisterRequest) => {
      order.push('register');
      return fakes.register ? fakes.register(request) : { token: 'reg-token' };
    }),
    loadMemberInfo: vi.fn(async () => {
      order.push('info');
      return { id: 1 };
    }),
    loadChallenge: vi.fn(async () => {
      order.push('challenge');
      return { challengeId: 'ch', background: '', piece: '', pieceY: 0 };
    }),
    fetchCaptcha: vi.fn(async () => ({ captchaId: 'cap', image: 'png' })),
    sendCode: vi.fn(async (_request: SmsSendRequest) => ({ expiredMinutes: 5 })),
    storeToken: vi.fn(),
    close: vi.fn(),
    navigate: vi.fn(),
    showAfterRegistration: vi.fn(),
  };
  const machine = registrationMachine.provide({
    actors: {
      validateForm: fromPromise(() => spies.validateForm()),
      checkAffiliate: fromPromise(({ input: code }: { input: string }) => spies.checkAffiliate(code)),
      verifyPhone: fromPromise(() => spies.verifyPhone()),
      register: fromPromise(({ input: request }: { input: RegisterRequest }) => spies.register(request)),
      loadMemberInfo: fromPromise<unknown>(() => spies.loadMemberInfo()),
      captcha: captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(() => spies.fetchCaptcha()) } }),
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          sendCode: fromPromise<SmsSendResult, SmsSendRequest>(({ input: request }) => spies.sendCode(request)),
        },
      }),
      botCheck: botCheckMachine.provide({
        actors: {
          loadChallenge: fromPromise(() => spies.loadChallenge()),
          verifyChallenge: fromPromise(async () => ({ challengeToken: `challenge-${order.length}` })),
        },
      }),
    },
    actions: {
      storeToken: (_, params) => spies.storeToken(params.token),
      close: () => {
        order.push('close');
        spies.close();
      },
      navigate: (_, params) => {
        order.push(`navigate:${params.to}`);
        spies.navigate(params.to);
      },
      showAfterRegistration: () => {
        order.push('afterRegistration');
        spies.showAfterRegistration();
      },
    },
  });
  const actor = createActor(machine, {
    input: { methods: ['username', 'mobile'], affiliateFieldShown: true, now: () => Date.now(), ...input },
  });
  actor.start();
  const solveSlider = async () => {
    await settle();
    const bot = actor.getSnapshot().children.botCheck as ActorRefFrom<typeof botCheckMachine> | undefined;
    if (!bot) throw new Error('no slider');
    if (fakes.solveSlider === false) {
      bot.send({ type: 'botCheck.cancel' });
    } else {
      bot.send({ type: 'slider.drag', x: 120 });
      bot.send({ type: 'slider.release' });
    }
    await settle();
  };
  return { actor, spies, order, solveSlider };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const form = (over: RegisterFormData = {}): RegisterFormData => ({
  username: 'player01',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  acceptTerms: true,
  ...over,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('registrationMachine', () => {
  it('[P2.10-1] defaults to mobile when enabled, otherwise username', () => {
    expect(defaultRegisterMethod(['username', 'mobile'])).toBe('mobile');
    expect(defaultRegisterMethod(['username'])).toBe('username');
    expect(start({ methods: ['username', 'mobile'] }).actor.getSnapshot().context.method).toBe('mobile');
    const single = start({ methods: ['username'] }).actor;
    expect(single.getSnapshot().can({ type: 'register.switchMethod', method: 'mobile' })).toBe(false);
  });

  it('[P4.4-1][P5-2] blocks submit with the error marker while the terms are unticked, before validating', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'register.submit', formData: form({ acceptTerms: false }) });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.termsError).toBe(true);
    expect(spies.validateForm).not.toHaveBeenCalled();
  });

  it('[P4.4-2] stops when a field is invalid', async () => {
    const { actor, spies } = start({}, { valid: false });
    actor.send({ type: 'register.submit', formData: form() });
    await settle();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(spies.loadChallenge).not.toHaveBeenCalled();
  });

  it('[P4.4-3][P4.4-4][P2.10-6] checks the affiliate code, then slider, register, info, hide, home, after-registration modal', async () => {
    const { actor, spies, order, solveSlider } = start();
    actor.send({ type: 'register.submit', formData: form({ affiliateCode: ' AG01 ' }) });
    await solveSlider();
    expect(order).toEqual([
      'validate',
      'affiliate:AG01',
      'challenge',
      'register',
      'info',
      'close',
      'navigate:/',
      'afterRegistration',
    ]);
    expect(spies.register.mock.calls[0]![0]).toMatchObject({ method: 'mobile', challengeToken: expect.stringMatching(/^challenge-/) });
    expect(spies.storeToken).toHaveBeenCalledWith('reg-token');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('[P4.4-3][P7.3-3][P8-8] warns with the invitation-code error and a confirm button when the check fails', async () => {
    const { actor, spies } = start({}, { affiliateOk: false });
    actor.send({ type: 'register.submit', formData: form({ affiliateCode: 'BAD1' }) });
    await settle();
    expect(actor.getSnapshot().matches('affiliateWarning')).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('invalid_invitation_code');
    expect(spies.loadChallenge).not.toHaveBeenCalled();
    actor.send({ type: 'warning.confirm' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('[P4.4-3][P4.4-6] skips the affiliate check when the field is hidden or empty', async () => {
    const hidden = start({ affiliateFieldShown: false });
    hidden.actor.send({ type: 'register.submit', formData: form({ affiliateCode: 'AG01' }) });
    await hidden.solveSlider();
    expect(hidden.spies.checkAffiliate).not.toHaveBeenCalled();
    const empty = start();
    empty.actor.send({ type: 'register.submit', formData: form({ affiliateCode: '  ' }) });
    await empty.solveSlider();
    expect(empty.spies.checkAffiliate).not.toHaveBeenCalled();
    expect(empty.actor.getSnapshot().status).toBe('done');
  });

  it('[P4.4-4] returns to the form when the slider is closed', async () => {
    const { actor, spies, solveSlider } = start({}, { solveSlider: false });
    actor.send({ type: 'register.submit', formData: form() });
    await solveSlider();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(spies.register).not.toHaveBeenCalled();
  });

  it('[P4.4-4][P3-18] verifies the phone through the social provider when that route is on', async () => {
    const { actor, spies, solveSlider } = start({ socialPhoneVerification: true });
    actor.send({ type: 'register.submit', formData: form() });
    await solveSlider();
    expect(spies.verifyPhone).toHaveBeenCalled();
    expect(spies.register.mock.calls[0]![0].firebaseIdToken).toBe('fb-token');
  });

  it('[P4.4-5] stops silently when the social phone verification fails', async () => {
    const { actor, spies, solveSlider } = start(
      { socialPhoneVerification: true },
      { verifyPhone: async () => Promise.reject({ code: 'popup_closed' }) },
    );
    actor.send({ type: 'register.submit', formData: form() });
    await solveSlider();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(spies.register).not.toHaveBeenCalled();
  });

  it('[P8-1] keeps the server error and its field keys, and reloads a shown captcha', async () => {
    const { actor, spies, solveSlider } = start(
      { showCaptcha: true },
      { register: async () => Promise.reject({ code: 'validation_failed', value: { fields: { username: 'username_taken' } } }) },
    );
    await settle();
    expect(spies.fetchCaptcha).toHaveBeenCalledTimes(1);
    actor.send({ type: 'register.submit', formData: form() });
    await solveSlider();
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual({ code: 'validation_failed', fields: { username: 'username_taken' } });
    expect(spies.fetchCaptcha).toHaveBeenCalledTimes(2);
  });

  it('[P4.4-7] refreshes the captcha on a tab change, at most once per second', async () => {
    const { actor, spies } = start({ showCaptcha: true });
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    actor.send({ type: 'register.switchMethod', method: 'username' });
    actor.send({ type: 'register.switchMethod', method: 'mobile' });
    await settle();
    expect(actor.getSnapshot().context.method).toBe('mobile');
    expect(spies.fetchCaptcha).toHaveBeenCalledTimes(2);
  });

  it('[P4.4-8][P7.1-3] requests the SMS code behind a slider check and starts the countdown', async () => {
    const { actor, spies, solveSlider } = start();
    actor.send({ type: 'code.request', mobileNum: '012345678', countryDialingCode: '+855' });
    expect(actor.getSnapshot().matches('codeBotCheck')).toBe(true);
    await solveSlider();
    expect(spies.sendCode).toHaveBeenCalledWith({
      mobileNum: '012345678',
      countryDialingCode: '+855',
      challengeToken: expect.stringMatching(/^challenge-/),
    });
    const countdown = actor.getSnapshot().children.smsCountdown as ActorRefFrom<typeof smsCountdownMachine>;
    expect(countdown.getSnapshot().matches('counting')).toBe(true);
    expect(countdown.getSnapshot().context.remaining).toBe(300);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('[P4.4-9] takes the username from the mobile number without one leading 0', () => {
    expect(usernameFromMobile('012345678')).toBe('12345678');
    expect(usernameFromMobile(' 0012345678 ')).toBe('012345678');
    expect(usernameFromMobile('85512345678')).toBe('85512345678');
  });
});
