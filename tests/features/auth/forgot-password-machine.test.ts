import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import {
  defaultForgotMethod,
  forgotPasswordMachine,
  type EmailResetRequest,
  type ForgotPasswordInput,
  type MobileResetRequest,
} from '../../../src/features/auth/machines/forgot-password-machine';
import { botCheckMachine } from '../../../src/features/auth/machines/bot-check-machine';
import type { LoginOutcome, LoginRequest } from '../../../src/features/auth/machines/login-machine';
import {
  smsCountdownMachine,
  type SmsSendRequest,
  type SmsSendResult,
} from '../../../src/features/auth/machines/sms-countdown-machine';

interface Fakes {
  resetByEmail?: (request: EmailResetRequest) => Promise<void>;
  resetByMobile?: (request: MobileResetRequest) => Promise<void>;
  login?: (request: LoginRequest) => Promise<LoginOutcome>;
  sendCode?: (request: SmsSendRequest) => Promise<SmsSendResult>;
}

function start(input: Partial<ForgotPasswordInput> = {}, fakes: Fakes = {}) {
  const spies = {
    resetByEmail: vi.fn(fakes.resetByEmail ?? (async () => undefined)),
    resetByMobile: vi.fn(fakes.resetByMobile ?? (async () => undefined)),
    login: vi.fn(
      fakes.login ??
        (async (): Promise<LoginOutcome> => ({
          status: 'ok',
          token: 'tok',
          firstTimeLogin: false,
          passwordExpired: false,
          mustChangePassword: false,
        })),
    ),
    loadMemberInfo: vi.fn(async () => ({ id: 1 })),
    sendCode: vi.fn(fakes.sendCode ?? (async () => ({}))),
    storeToken: vi.fn(),
    close: vi.fn(),
    navigate: vi.fn(),
    openLogin: vi.fn(),
  };
  const machine = forgotPasswordMachine.provide({
    actors: {
      resetByEmail: fromPromise<void, EmailResetRequest>(({ input: request }) => spies.resetByEmail(request)),
      resetByMobile: fromPromise<void, MobileResetRequest>(({ input: request }) => spies.resetByMobile(request)),
      login: fromPromise<LoginOutcome, LoginRequest>(({ input: request }) => spies.login(request)),
      loadMemberInfo: fromPromise<unknown>(() => spies.loadMemberInfo()),
      smsCountdown: smsCountdownMachine.provide({
        actors: { sendCode: fromPromise<SmsSendResult, SmsSendRequest>(({ input: request }) => spies.sendCode(request)) },
      }),
      botCheck: botCheckMachine.provide({
        actors: {
          loadChallenge: fromPromise(async () => ({ challengeId: 'ch', background: '', piece: '', pieceY: 0 })),
          verifyChallenge: fromPromise(async () => ({ challengeToken: 'challenge-ok' })),
        },
      }),
    },
    actions: {
      storeToken: (_, params) => spies.storeToken(params.token),
      close: () => spies.close(),
      navigate: (_, params) => spies.navigate(params.to),
      openLogin: () => spies.openLogin(),
    },
  });
  const actor = createActor(machine, { input: { methods: ['email', 'mobile'], now: () => Date.now(), ...input } });
  actor.start();
  return { actor, spies };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const mobileRequest: MobileResetRequest = {
  mobileNum: ' 012345678 ',
  countryDialingCode: '+855',
  verificationCode: '123456',
  newPassword: 'NewPass99',
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => vi.useRealTimers());

describe('forgotPasswordMachine: method', () => {
  it('[P2.11-1] uses mobile when mobile verification is on, else e-mail; switches only between enabled methods', () => {
    expect(defaultForgotMethod(['email', 'mobile'])).toBe('mobile');
    expect(defaultForgotMethod(['email'])).toBe('email');
    const both = start().actor;
    expect(both.getSnapshot().matches('mobile')).toBe(true);
    both.send({ type: 'forgot.switchMethod', method: 'email' });
    expect(both.getSnapshot().matches({ email: 'editing' })).toBe(true);
    const emailOnly = start({ methods: ['email'] }).actor;
    expect(emailOnly.getSnapshot().matches('email')).toBe(true);
    expect(emailOnly.getSnapshot().can({ type: 'forgot.switchMethod', method: 'mobile' })).toBe(false);
  });
});

describe('forgotPasswordMachine: e-mail', () => {
  it('[P4.5-1][P2.11-2][P8-20] submits, shows the in_been_out dialog, and closes on confirm', async () => {
    const { actor, spies } = start({ methods: ['email'] });
    actor.send({ type: 'forgot.submitEmail', request: { username: ' player01 ', email: 'p@example.com ' } });
    expect(actor.getSnapshot().matches({ email: 'submitting' })).toBe(true);
    await settle();
    expect(spies.resetByEmail).toHaveBeenCalledWith({ username: 'player01', email: 'p@example.com' });
    expect(actor.getSnapshot().matches({ email: 'sent' })).toBe(true);
    expect(spies.close).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.confirm' });
    expect(spies.close).toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('[P4.5-1][P8-2] leaves the loader and shows the error when the pair is unknown', async () => {
    const { actor } = start({ methods: ['email'] }, { resetByEmail: async () => Promise.reject({ code: 'account_or_email_not_found' }) });
    actor.send({ type: 'forgot.submitEmail', request: { username: 'x', email: 'y@z.io' } });
    await settle();
    expect(actor.getSnapshot().matches({ email: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('account_or_email_not_found');
  });
});

describe('forgotPasswordMachine: mobile', () => {
  it('[P4.5-1][P2.11-3] asks for the slider before the code and counts down 60 s x expiredMinutes', async () => {
    const { actor, spies } = start({}, { sendCode: async () => ({ expiredMinutes: 5 }) });
    actor.send({ type: 'code.request', mobileNum: '012345678', countryDialingCode: '+855' });
    expect(actor.getSnapshot().matches({ mobile: 'codeBotCheck' })).toBe(true);
    expect(spies.sendCode).not.toHaveBeenCalled();
    await settle();
    const bot = actor.getSnapshot().children.botCheck as ActorRefFrom<typeof botCheckMachine>;
    bot.send({ type: 'slider.drag', x: 50 });
    bot.send({ type: 'slider.release' });
    await settle();
    expect(spies.sendCode).toHaveBeenCalledWith({ mobileNum: '012345678', countryDialingCode: '+855', challengeToken: 'challenge-ok' });
    const countdown = actor.getSnapshot().children.smsCountdown as ActorRefFrom<typeof smsCountdownMachine>;
    expect(countdown.getSnapshot().context.remaining).toBe(300);
  });

  it('[P4.5-1][P9-4] counts 1 minute when the server gives no minutes', async () => {
    const { actor } = start();
    actor.send({ type: 'code.request', mobileNum: '012345678', countryDialingCode: '+855' });
    await settle();
    const bot = actor.getSnapshot().children.botCheck as ActorRefFrom<typeof botCheckMachine>;
    bot.send({ type: 'slider.drag', x: 50 });
    bot.send({ type: 'slider.release' });
    await settle();
    const countdown = actor.getSnapshot().children.smsCountdown as ActorRefFrom<typeof smsCountdownMachine>;
    expect(countdown.getSnapshot().context.remaining).toBe(60);
  });

  it('[P4.5-1][P3-20] resets, logs in with the trimmed mobile number and the new password, loads info, closes, goes home', async () => {
    const { actor, spies } = start();
    actor.send({ type: 'forgot.submitMobile', request: mobileRequest });
    await settle();
    expect(spies.resetByMobile).toHaveBeenCalledWith(mobileRequest);
    expect(spies.login).toHaveBeenCalledWith({
      username: '12345678',
      password: 'NewPass99',
      type: 'username',
      area: 'member',
      countryDialingCode: '+855',
    });
    expect(spies.storeToken).toHaveBeenCalledWith('tok');
    expect(spies.loadMemberInfo).toHaveBeenCalled();
    expect(spies.close).toHaveBeenCalled();
    expect(spies.navigate).toHaveBeenCalledWith('/');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.mobile).toBeNull();
  });

  it('[P8-20] keeps the form and the error when the code is wrong', async () => {
    const { actor, spies } = start({}, { resetByMobile: async () => Promise.reject({ code: 'verification_code_invalid' }) });
    actor.send({ type: 'forgot.submitMobile', request: mobileRequest });
    await settle();
    expect(actor.getSnapshot().matches({ mobile: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.error?.code).toBe('verification_code_invalid');
    expect(spies.login).not.toHaveBeenCalled();
  });

  it('hands over to the login form when the automatic login cannot finish', async () => {
    const { actor, spies } = start({}, { login: async () => Promise.reject({ code: 'captcha_invalid' }) });
    actor.send({ type: 'forgot.submitMobile', request: mobileRequest });
    await settle();
    expect(spies.openLogin).toHaveBeenCalled();
    expect(spies.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
  });
});
