// The registration flow (spec P4.4, P2.10-6, P7.3-3): terms ticked -> every field valid -> the affiliate code checked
// when the field is on and filled -> slider check -> optional phone check through a social provider -> register ->
// member info -> modal hidden, home, after-registration modal. The SMS code for the form is requested behind its own
// slider check and counted down by the smsCountdown child.
import { assign, sendTo, setup } from 'xstate';
import {
  codeFlowContext,
  codeFlowSetup,
  dismissErrorHandlers,
  mobileFirst,
  type CodeFlowContext,
  type CodeFlowEvent,
  type CodeFlowInput,
} from './account-flow';
import type { BotCheckOutput } from './bot-check-machine';
import { captchaMachine } from './captcha-machine';
import { botCheckState, codeBotCheckState, requestCodeTransition, smsCountdownChild } from './sms-code-request';
import { providedLater } from './provided-later';

export type RegisterMethod = 'username' | 'mobile';

/** The form's values as RJSF hands them over; the fields present depend on the merchant's rules. */
export type RegisterFormData = Record<string, unknown> & { acceptTerms?: boolean; affiliateCode?: string; mobileNum?: string };

export interface RegisterRequest {
  method: RegisterMethod;
  formData: RegisterFormData;
  challengeToken: string;
  /** From the social provider's phone check (firebaseChannel sms), when that route is used. */
  firebaseIdToken?: string;
}

/** Enabled methods, from USERNAMEREG and MOBILEREG. */
export interface RegistrationInput extends CodeFlowInput<RegisterMethod> {
  /** The affiliate field is enabled by the rules and not hidden by a valid code in the address. */
  affiliateFieldShown: boolean;
  /** Phone verification goes through the social provider (firebase) instead of the platform's SMS code. */
  socialPhoneVerification?: boolean;
  /** The public register setting shows the captcha. */
  showCaptcha?: boolean;
}

interface RegistrationContext extends CodeFlowContext<RegisterMethod> {
  affiliateFieldShown: boolean;
  socialPhoneVerification: boolean;
  showCaptcha: boolean;
  formData: RegisterFormData | null;
  challengeToken: string | null;
  firebaseIdToken: string | null;
  /** The error marker of an unticked terms box (spec P4.4-1). */
  termsError: boolean;
}

export type RegistrationEvent =
  | CodeFlowEvent
  | { type: 'register.switchMethod'; method: RegisterMethod }
  | { type: 'register.submit'; formData: RegisterFormData }
  | { type: 'warning.confirm' };

/** Spec P2.10-1: mobile when enabled, otherwise username. */
export const defaultRegisterMethod = mobileFirst<RegisterMethod>('username');

const flow = codeFlowSetup<RegistrationContext, RegistrationEvent>();

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    ...flow.actors,
    validateForm: providedLater<boolean, RegisterFormData>('validateForm'),
    checkAffiliate: providedLater<void, string>('checkAffiliate'),
    verifyPhone: providedLater<{ firebaseIdToken: string }, RegisterFormData>('verifyPhone', 'a social provider that checks phones'),
    register: providedLater<{ token: string }, RegisterRequest>('register'),
    captcha: captchaMachine,
  },
  guards: {
    ...flow.guards,
    termsNotAccepted: ({ context }) => context.formData?.acceptTerms !== true,
    isValid: (_, params: { valid: boolean }) => params.valid,
    shouldCheckAffiliate: ({ context }) =>
      context.affiliateFieldShown && typeof context.formData?.affiliateCode === 'string' && context.formData.affiliateCode.trim() !== '',
    usesSocialPhoneVerification: ({ context }) => context.socialPhoneVerification,
  },
  actions: {
    ...flow.actions,
    showAfterRegistration: () => {},

    setMethod: assign((_, params: { method: RegisterMethod }) => ({ method: params.method, error: null, termsError: false })),
    refreshCaptcha: sendTo('captcha', { type: 'captcha.refresh' }),
    // Captchas are single-use: a checked answer needs a fresh image (a hidden captcha stays hidden).
    reloadCaptchaIfShown: sendTo('captcha', ({ context }) => ({
      type: context.showCaptcha ? ('captcha.load' as const) : ('captcha.hide' as const),
    })),
    takeForm: assign((_, params: { formData: RegisterFormData }) => ({
      formData: params.formData,
      termsError: false,
      error: null,
      challengeToken: null,
      firebaseIdToken: null,
    })),
    markTerms: assign({ termsError: true }),
    takeChallengeToken: assign((_, output: BotCheckOutput) => ({ challengeToken: output.challengeToken })),
    takeFirebaseToken: assign((_, params: { firebaseIdToken: string }) => ({ firebaseIdToken: params.firebaseIdToken })),
    invitationCodeError: assign({ error: { code: 'invalid_invitation_code' } }),
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    ...codeFlowContext(input, defaultRegisterMethod),
    affiliateFieldShown: input.affiliateFieldShown,
    socialPhoneVerification: input.socialPhoneVerification ?? false,
    showCaptcha: input.showCaptcha ?? false,
    formData: null,
    challengeToken: null,
    firebaseIdToken: null,
    termsError: false,
  }),
  invoke: [
    { id: 'captcha', src: 'captcha', input: ({ context }) => ({ visible: context.showCaptcha, now: context.now }) },
    smsCountdownChild,
  ],
  on: dismissErrorHandlers,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'register.switchMethod': {
          guard: { type: 'hasMethod', params: ({ event }) => ({ method: event.method }) },
          // Spec P4.4-7: the captcha is refreshed on a tab change, at most once per second.
          actions: [{ type: 'setMethod', params: ({ event }) => ({ method: event.method }) }, 'refreshCaptcha'],
        },
        'register.submit': {
          target: 'checkingTerms',
          actions: { type: 'takeForm', params: ({ event }) => ({ formData: event.formData }) },
        },
        'code.request': requestCodeTransition,
      },
    },
    codeBotCheck: codeBotCheckState('editing'),
    checkingTerms: {
      always: [{ guard: 'termsNotAccepted', target: 'editing', actions: 'markTerms' }, { target: 'validating' }],
    },
    validating: {
      invoke: {
        src: 'validateForm',
        input: ({ context }) => context.formData ?? {},
        onDone: [
          { guard: { type: 'isValid', params: ({ event }) => ({ valid: event.output }) }, target: 'checkingAffiliate' },
          { target: 'editing' },
        ],
        onError: { target: 'editing' },
      },
    },
    checkingAffiliate: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'shouldCheckAffiliate', target: 'checking' }, { target: '#registration.botCheck' }],
        },
        checking: {
          invoke: {
            src: 'checkAffiliate',
            input: ({ context }) => String(context.formData?.affiliateCode ?? '').trim(),
            onDone: { target: '#registration.botCheck' },
            onError: { target: '#registration.affiliateWarning', actions: 'invitationCodeError' },
          },
        },
      },
    },
    affiliateWarning: {
      on: { 'warning.confirm': { target: 'editing', actions: 'clearError' } },
    },
    botCheck: botCheckState('phoneCheck', 'takeChallengeToken', 'editing'),
    phoneCheck: {
      always: [{ guard: 'usesSocialPhoneVerification', target: 'verifyingPhone' }, { target: 'registering' }],
    },
    verifyingPhone: {
      invoke: {
        src: 'verifyPhone',
        input: ({ context }) => context.formData ?? {},
        onDone: {
          target: 'registering',
          actions: { type: 'takeFirebaseToken', params: ({ event }) => event.output },
        },
        // Spec P4.4-5: a failed phone check through the social provider stops the flow silently.
        onError: { target: 'editing' },
      },
    },
    registering: {
      invoke: {
        src: 'register',
        input: ({ context }) => {
          const request: RegisterRequest = {
            method: context.method,
            formData: context.formData ?? {},
            challengeToken: context.challengeToken ?? '',
          };
          if (context.firebaseIdToken) request.firebaseIdToken = context.firebaseIdToken;
          return request;
        },
        onDone: {
          target: 'loadingInfo',
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
        },
        onError: {
          target: 'editing',
          actions: [{ type: 'recordError', params: ({ event }) => ({ error: event.error }) }, 'reloadCaptchaIfShown'],
        },
      },
    },
    loadingInfo: {
      invoke: {
        src: 'loadMemberInfo',
        // The account exists and the session is stored either way; the session hook retries member info.
        onDone: 'registered',
        onError: 'registered',
      },
    },
    registered: {
      type: 'final',
      entry: ['close', { type: 'navigate', params: { to: '/' } }, 'showAfterRegistration'],
    },
  },
});
