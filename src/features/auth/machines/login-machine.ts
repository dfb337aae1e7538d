// The login form (spec P2.9, P4.3, P7.3-1, M4-6): username or SMS login, a captcha only after the server asks for one,
// a slider check when the server demands it, new-IP verification, the forced change of a default or expired
// password, then member info, the after-login modal and the way home.
import { assign, enqueueActions, sendTo, setup } from 'xstate';
import { toAuthError, type AuthErrorInfo } from '../utils/auth-error';
import type { BotCheckOutput } from './bot-check-machine';
import { captchaMachine } from './captcha-machine';
import { accountActors, accountGuards, dismissErrorHandlers, errorActions, type DismissErrorEvent } from './account-flow';
import { botCheckState, smsCountdownChild } from './sms-code-request';
import { providedLater } from './provided-later';
import { sessionActions } from './session-steps';

export type LoginType = 'username' | 'sms';
/** firebase is the social provider's phone route; like sms it never forces a password change. */
export type LoginMethod = LoginType | 'firebase';
export type LoginArea = 'member' | 'agent';
export type VerificationMethod = 'sms' | 'email' | 'totp';

export interface LoginRequest {
  username: string;
  password: string;
  type: LoginType;
  area: LoginArea;
  captcha?: string;
  captchaId?: string;
  challengeToken?: string;
  countryDialingCode?: string;
}

export type LoginOutcome =
  | {
      status: 'ok';
      token: string;
      firstTimeLogin: boolean;
      passwordExpired: boolean;
      mustChangePassword: boolean;
    }
  | { status: 'verify'; verificationId: string; methods: VerificationMethod[] };

/** The proof a social provider handed back: Telegram's widget fields, or an OpenID Connect code and state. */
export type SocialLoginRequest =
  | { provider: 'telegram'; fields: Record<string, string | number> }
  | { provider: 'google' | 'facebook'; code: string; state: string }
  /** The provider sent the visitor back without a code (the consent was refused or its window closed). */
  | { provider: 'google' | 'facebook'; refused: true };

export interface LoginCredentials {
  username: string;
  password: string;
  remember: boolean;
  countryDialingCode?: string;
  captcha?: string;
  captchaId?: string;
}

export interface LoginInput {
  area?: LoginArea;
  /** SMSLOGIN: the username/SMS switch shows only when code login is on. */
  codeLoginEnabled?: boolean;
  /** PWDEXPIRY: an expired password forces a change only when the feature is on. */
  passwordExpiryEnabled?: boolean;
  initialType?: LoginType;
  now?: () => number;
}

type Ok = Extract<LoginOutcome, { status: 'ok' }>;

interface LoginContext {
  area: LoginArea;
  codeLoginEnabled: boolean;
  passwordExpiryEnabled: boolean;
  loginType: LoginType;
  now: () => number;
  /** Held in memory only for this flow: the forced change needs the old password and logs in again with the new. */
  credentials: LoginCredentials | null;
  challengeToken: string | null;
  /** The server demanded the slider (many failures from this IP); it stays demanded for this form. */
  challengeRequired: boolean;
  captchaShown: boolean;
  verification: { verificationId: string; methods: VerificationMethod[] } | null;
  firstTimeLogin: boolean;
  /** Why the change step shows: an expired password, or (false) the well-known default. */
  passwordExpired: boolean;
  /** Signed in through a social provider: like sms and firebase, never forced to change a password. */
  social: boolean;
  newPassword: { newPassword: string; confirmNewPassword: string } | null;
  /** After a forced change the user goes home without the after-login modal. */
  passwordChanged: boolean;
  trial: boolean;
  verificationCodeSent: boolean;
  error: AuthErrorInfo | null;
}

export type LoginEvent =
  | { type: 'login.switchType'; loginType: LoginType }
  | { type: 'login.submit'; credentials: LoginCredentials }
  | { type: 'login.freePlay' }
  | { type: 'login.social'; request: SocialLoginRequest }
  | { type: 'password.submit'; newPassword: string; confirmNewPassword: string }
  | { type: 'password.cancel' }
  | { type: 'verification.send'; method: VerificationMethod }
  | { type: 'verification.submit'; method: VerificationMethod; code: string }
  | { type: 'verification.cancel' }
  | DismissErrorEvent;

export const homePath = (area: LoginArea): string => (area === 'agent' ? '/agentHome' : '/');

/** Spec P4.3-4: a default or (with PWDEXPIRY) expired password forces a change, never for sms or firebase logins. */
export const mustChangePassword = (outcome: Ok, method: LoginMethod, passwordExpiryEnabled: boolean): boolean =>
  method !== 'sms' &&
  method !== 'firebase' &&
  (outcome.mustChangePassword || (outcome.passwordExpired && passwordExpiryEnabled));

const loginRequest = (context: LoginContext, password?: string): LoginRequest => {
  const credentials = context.credentials ?? { username: '', password: '', remember: false };
  const request: LoginRequest = {
    username: credentials.username.trim(),
    password: password ?? credentials.password,
    type: password === undefined ? context.loginType : 'username',
    area: context.area,
  };
  if (context.loginType === 'sms' && credentials.countryDialingCode) request.countryDialingCode = credentials.countryDialingCode;
  if (context.captchaShown && password === undefined) {
    request.captcha = credentials.captcha ?? '';
    request.captchaId = credentials.captchaId ?? '';
  }
  if (context.challengeToken) request.challengeToken = context.challengeToken;
  return request;
};

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    login: providedLater<LoginOutcome, LoginRequest>('login'),
    socialLogin: providedLater<LoginOutcome, SocialLoginRequest & { area: LoginArea }>('socialLogin'),
    freePlayLogin: providedLater<{ token: string }>('freePlayLogin'),
    verifyLogin: providedLater<LoginOutcome, { verificationId: string; method: VerificationMethod; code: string }>('verifyLogin'),
    sendVerificationCode: providedLater<void, { verificationId: string; method: VerificationMethod }>('sendVerificationCode'),
    changePassword: providedLater<void, { oldPassword: string; newPassword: string; confirmNewPassword: string }>('changePassword'),
    ...accountActors,
    captcha: captchaMachine,
  },
  guards: {
    ...accountGuards,
    isCodeLoginEnabled: ({ context }) => context.codeLoginEnabled,
    needsVerification: (_, outcome: LoginOutcome) => outcome.status === 'verify',
    mustChangePassword: ({ context }, outcome: LoginOutcome) =>
      outcome.status === 'ok' &&
      mustChangePassword(outcome, context.social ? 'firebase' : context.loginType, context.passwordExpiryEnabled),
    isChallengeRequired: ({ context }) => context.challengeRequired,
    asksForChallenge: (_, params: { error: unknown }) => toAuthError(params.error).code === 'challenge_required',
    asksForChallengeOnly: ({ context }, params: { error: unknown }) => {
      const error = toAuthError(params.error);
      return error.code === 'challenge_required' && !context.captchaShown && error.captchaRequired !== true;
    },
  },
  actions: {
    // Effects the form provides (machine.provide): storage, navigation, modals.
    ...sessionActions,
    ...errorActions<LoginContext, LoginEvent>(),
    rememberLogin: (_, _params: { loginType: LoginType; credentials: LoginCredentials }) => {},
    discardSession: () => {},
    runFirstLoginAction: () => {},
    showAfterLogin: () => {},

    setType: assign((_, params: { loginType: LoginType }) => ({ loginType: params.loginType, error: null })),
    takeCredentials: assign((_, params: { credentials: LoginCredentials }) => ({
      credentials: params.credentials,
      social: false,
      challengeToken: null,
      error: null,
      trial: false,
    })),
    takeOutcome: assign((_, outcome: LoginOutcome) =>
      outcome.status === 'ok'
        ? { firstTimeLogin: outcome.firstTimeLogin, passwordExpired: outcome.passwordExpired, verification: null }
        : { verification: { verificationId: outcome.verificationId, methods: outcome.methods }, verificationCodeSent: false },
    ),
    // A captcha is single-use: once shown, every checked answer needs a fresh one (spec P7.3-1).
    showCaptchaWhenAsked: assign(({ context }, params: { error: unknown }) => ({
      captchaShown: context.captchaShown || toAuthError(params.error).captchaRequired === true,
    })),
    reloadCaptchaIfShown: sendTo('captcha', ({ context }) => ({
      type: context.captchaShown ? ('captcha.load' as const) : ('captcha.hide' as const),
    })),
    takeChallengeToken: assign((_, output: BotCheckOutput) => ({ challengeToken: output.challengeToken })),
    markPasswordChanged: assign({ passwordChanged: true }),
    requireChallenge: assign({ challengeRequired: true }),
    takePassword: assign((_, params: { newPassword: string; confirmNewPassword: string }) => ({
      newPassword: params,
      error: null,
    })),
    markTrial: assign({ trial: true, credentials: null, error: null }),
    markSocial: assign({ social: true, credentials: null, error: null }),
    markCodeSent: assign({ verificationCodeSent: true }),
    // Passwords leave memory as soon as the flow no longer needs them.
    forget: assign({ credentials: null, newPassword: null, challengeToken: null, verification: null }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    area: input?.area ?? 'member',
    codeLoginEnabled: input?.codeLoginEnabled ?? false,
    passwordExpiryEnabled: input?.passwordExpiryEnabled ?? false,
    loginType: input?.codeLoginEnabled && input.initialType === 'sms' ? 'sms' : 'username',
    now: input?.now ?? Date.now,
    credentials: null,
    newPassword: null,
    challengeToken: null,
    challengeRequired: false,
    captchaShown: false,
    verification: null,
    firstTimeLogin: false,
    passwordExpired: false,
    social: false,
    passwordChanged: false,
    trial: false,
    verificationCodeSent: false,
    error: null,
  }),
  invoke: [
    { id: 'captcha', src: 'captcha', input: ({ context }) => ({ visible: false, now: context.now }) },
    smsCountdownChild,
  ],
  on: dismissErrorHandlers,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'login.switchType': {
          guard: 'isCodeLoginEnabled',
          actions: { type: 'setType', params: ({ event }) => ({ loginType: event.loginType }) },
        },
        'login.submit': [
          {
            // Once the server has asked for the slider, every attempt passes it first (each token is single-use).
            guard: 'isChallengeRequired',
            target: 'botCheck',
            actions: { type: 'takeCredentials', params: ({ event }) => ({ credentials: event.credentials }) },
          },
          {
            target: 'submitting',
            actions: { type: 'takeCredentials', params: ({ event }) => ({ credentials: event.credentials }) },
          },
        ],
        'login.freePlay': { target: 'freePlaying', actions: 'markTrial' },
        'login.social': { target: 'socialSubmitting', actions: 'markSocial' },
      },
    },
    socialSubmitting: {
      invoke: {
        src: 'socialLogin',
        input: ({ context, event }) => {
          if (event.type !== 'login.social') throw new Error('socialSubmitting is entered by login.social only');
          return { ...event.request, area: context.area };
        },
        onDone: [
          {
            guard: { type: 'needsVerification', params: ({ event }) => event.output },
            target: 'verifying',
            actions: { type: 'takeOutcome', params: ({ event }) => event.output },
          },
          {
            target: 'loadingInfo',
            actions: [
              { type: 'takeOutcome', params: ({ event }) => event.output },
              { type: 'storeToken', params: ({ event }) => ({ token: event.output.status === 'ok' ? event.output.token : '' }) },
            ],
          },
        ],
        onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      invoke: {
        src: 'login',
        input: ({ context }) => loginRequest(context),
        onDone: [
          {
            guard: { type: 'needsVerification', params: ({ event }) => event.output },
            target: 'verifying',
            actions: { type: 'takeOutcome', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'mustChangePassword', params: ({ event }) => event.output },
            target: 'changingPassword',
            actions: [
              { type: 'takeOutcome', params: ({ event }) => event.output },
              { type: 'storeToken', params: ({ event }) => ({ token: (event.output as Ok).token, passwordChangeOnly: true }) },
            ],
          },
          {
            target: 'loadingInfo',
            actions: [
              { type: 'takeOutcome', params: ({ event }) => event.output },
              { type: 'storeToken', params: ({ event }) => ({ token: (event.output as Ok).token }) },
              {
                type: 'rememberLogin',
                params: ({ context }) => ({
                  loginType: context.loginType,
                  credentials: context.credentials ?? { username: '', password: '', remember: false },
                }),
              },
            ],
          },
        ],
        onError: [
          {
            // The slider straight away, unless a captcha must be typed first: then the next submit runs it.
            guard: { type: 'asksForChallengeOnly', params: ({ event }) => ({ error: event.error }) },
            target: 'botCheck',
            actions: 'requireChallenge',
          },
          {
            guard: { type: 'asksForChallenge', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              'requireChallenge',
              { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              { type: 'showCaptchaWhenAsked', params: ({ event }) => ({ error: event.error }) },
              'reloadCaptchaIfShown',
            ],
          },
          {
            target: 'editing',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              { type: 'showCaptchaWhenAsked', params: ({ event }) => ({ error: event.error }) },
              'reloadCaptchaIfShown',
            ],
          },
        ],
      },
    },
    botCheck: botCheckState('submitting', 'takeChallengeToken', 'editing'),
    freePlaying: {
      invoke: {
        src: 'freePlayLogin',
        onDone: {
          target: 'loadingInfo',
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
        },
        onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    verifying: {
      initial: 'idle',
      on: {
        'verification.cancel': { target: 'editing', actions: 'forget' },
      },
      states: {
        idle: {
          on: {
            'verification.send': 'sending',
            'verification.submit': 'checking',
          },
        },
        sending: {
          invoke: {
            src: 'sendVerificationCode',
            input: ({ context, event }) => ({
              verificationId: context.verification?.verificationId ?? '',
              method: event.type === 'verification.send' ? event.method : 'sms',
            }),
            onDone: { target: 'idle', actions: ['markCodeSent', 'clearError'] },
            onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        checking: {
          invoke: {
            src: 'verifyLogin',
            input: ({ context, event }) => ({
              verificationId: context.verification?.verificationId ?? '',
              method: event.type === 'verification.submit' ? event.method : 'sms',
              code: event.type === 'verification.submit' ? event.code.trim() : '',
            }),
            onDone: [
              {
                guard: { type: 'mustChangePassword', params: ({ event }) => event.output },
                target: '#login.changingPassword',
                actions: [
                  { type: 'takeOutcome', params: ({ event }) => event.output },
                  { type: 'storeToken', params: ({ event }) => ({ token: (event.output as Ok).token, passwordChangeOnly: true }) },
                ],
              },
              {
                guard: { type: 'needsVerification', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'takeOutcome', params: ({ event }) => event.output },
              },
              {
                target: '#login.loadingInfo',
                actions: [
                  { type: 'takeOutcome', params: ({ event }) => event.output },
                  { type: 'storeToken', params: ({ event }) => ({ token: (event.output as Ok).token }) },
                  {
                    type: 'rememberLogin',
                    params: ({ context }) => ({
                      loginType: context.loginType,
                      credentials: context.credentials ?? { username: '', password: '', remember: false },
                    }),
                  },
                ],
              },
            ],
            onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    changingPassword: {
      initial: 'editing',
      on: {
        // The session of a must-change password is not kept when the user walks away from the change.
        'password.cancel': { target: 'editing', actions: ['discardSession', 'forget'] },
      },
      states: {
        editing: {
          on: {
            'password.submit': {
              target: 'submitting',
              actions: {
                type: 'takePassword',
                params: ({ event }) => ({ newPassword: event.newPassword, confirmNewPassword: event.confirmNewPassword }),
              },
            },
          },
        },
        submitting: {
          invoke: {
            src: 'changePassword',
            input: ({ context }) => ({
              oldPassword: context.credentials?.password ?? '',
              newPassword: context.newPassword?.newPassword ?? '',
              confirmNewPassword: context.newPassword?.confirmNewPassword ?? '',
            }),
            onDone: { target: 'reloggingIn', actions: 'markPasswordChanged' },
            onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // Spec M4-6: after the change the user is logged in again, with the new password.
        reloggingIn: {
          invoke: {
            src: 'login',
            input: ({ context }) => loginRequest(context, context.newPassword?.newPassword ?? ''),
            onDone: {
              target: '#login.loadingInfo',
              actions: [
                { type: 'takeOutcome', params: ({ event }) => event.output },
                {
                  type: 'storeToken',
                  params: ({ event }) => ({ token: event.output.status === 'ok' ? event.output.token : '' }),
                },
              ],
            },
            onError: {
              target: '#login.editing',
              actions: ['discardSession', { type: 'recordError', params: ({ event }) => ({ error: event.error }) }, 'forget'],
            },
          },
        },
      },
    },
    loadingInfo: {
      invoke: {
        src: 'loadMemberInfo',
        onDone: { target: 'loggedIn' },
        onError: {
          target: 'editing',
          actions: ['discardSession', { type: 'recordError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    loggedIn: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.firstTimeLogin) enqueue('runFirstLoginAction');
        enqueue('close');
        enqueue({ type: 'navigate', params: { to: homePath(context.area) } });
        // Spec P4.3-4: after a forced change the user is simply sent home.
        if (!context.passwordChanged) enqueue('showAfterLogin');
        enqueue('forget');
      }),
    },
  },
});
