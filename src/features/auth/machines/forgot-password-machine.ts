// Forgot password (spec P2.11, P4.5-1). E-mail: submit -> success dialog (in_been_out) -> confirm -> closed.
// Mobile: slider check -> SMS code and countdown (1 minute unless the server says otherwise) -> reset -> automatic
// login with the trimmed mobile number and the new password -> member info -> closed, home.
import { assign, setup } from 'xstate';
import { usernameFromMobile } from '../utils/mobile-username';
import {
  codeFlowContext,
  codeFlowSetup,
  dismissErrorHandlers,
  mobileFirst,
  type CodeFlowContext,
  type CodeFlowEvent,
  type CodeFlowInput,
} from './account-flow';
import type { LoginOutcome, LoginRequest } from './login-machine';
import { codeBotCheckState, requestCodeTransition, smsCountdownChild } from './sms-code-request';
import { providedLater } from './provided-later';

export type ForgotMethod = 'email' | 'mobile';

export interface EmailResetRequest {
  username: string;
  email: string;
}

export interface MobileResetRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

/** Enabled methods, from PWDBYEMAIL and PWDBYMOBILE. */
export type ForgotPasswordInput = CodeFlowInput<ForgotMethod>;

interface ForgotPasswordContext extends CodeFlowContext<ForgotMethod> {
  email: EmailResetRequest | null;
  mobile: MobileResetRequest | null;
}

export type ForgotPasswordEvent =
  | CodeFlowEvent
  | { type: 'forgot.switchMethod'; method: ForgotMethod }
  | { type: 'forgot.submitEmail'; request: EmailResetRequest }
  | { type: 'forgot.submitMobile'; request: MobileResetRequest }
  | { type: 'dialog.confirm' };

/** Spec P2.11-1: mobile when mobile verification is on, else e-mail. */
export const defaultForgotMethod = mobileFirst<ForgotMethod>('email');

const flow = codeFlowSetup<ForgotPasswordContext, ForgotPasswordEvent>();

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
  },
  actors: {
    ...flow.actors,
    resetByEmail: providedLater<void, EmailResetRequest>('resetByEmail'),
    resetByMobile: providedLater<void, MobileResetRequest>('resetByMobile'),
    login: providedLater<LoginOutcome, LoginRequest>('login'),
  },
  guards: {
    ...flow.guards,
    startsWithMobile: ({ context }) => context.method === 'mobile',
    isLoggedIn: (_, outcome: LoginOutcome) => outcome.status === 'ok',
  },
  actions: {
    ...flow.actions,
    /** The new password is set but the automatic login could not finish: the login form takes over. */
    openLogin: () => {},

    setMethod: assign((_, params: { method: ForgotMethod }) => ({ method: params.method, error: null })),
    takeEmail: assign((_, params: { request: EmailResetRequest }) => ({ email: params.request, error: null })),
    takeMobile: assign((_, params: { request: MobileResetRequest }) => ({ mobile: params.request, error: null })),
    forget: assign({ mobile: null, email: null }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({ ...codeFlowContext(input, defaultForgotMethod), email: null, mobile: null }),
  invoke: smsCountdownChild,
  on: {
    ...dismissErrorHandlers,
    // From either method, whatever step it is at, to another enabled one.
    'forgot.switchMethod': {
      guard: { type: 'hasMethod', params: ({ event }) => ({ method: event.method }) },
      target: '.deciding',
      actions: { type: 'setMethod', params: ({ event }) => ({ method: event.method }) },
    },
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'startsWithMobile', target: 'mobile' }, { target: 'email' }],
    },
    email: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'forgot.submitEmail': {
              target: 'submitting',
              actions: { type: 'takeEmail', params: ({ event }) => ({ request: event.request }) },
            },
          },
        },
        // The loader shows while here; leaving the state hides it whatever the answer (spec P4.5-1).
        submitting: {
          invoke: {
            src: 'resetByEmail',
            input: ({ context }) => ({
              username: context.email?.username.trim() ?? '',
              email: context.email?.email.trim() ?? '',
            }),
            onDone: 'sent',
            onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // The success dialog: in_been_out with a confirm button.
        sent: {
          on: { 'dialog.confirm': { target: '#forgotPassword.closed', actions: 'close' } },
        },
      },
    },
    mobile: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'code.request': requestCodeTransition,
            'forgot.submitMobile': {
              target: 'resetting',
              actions: { type: 'takeMobile', params: ({ event }) => ({ request: event.request }) },
            },
          },
        },
        codeBotCheck: codeBotCheckState('editing'),
        resetting: {
          invoke: {
            src: 'resetByMobile',
            input: ({ context }) =>
              context.mobile ?? { mobileNum: '', countryDialingCode: '', verificationCode: '', newPassword: '' },
            onDone: 'loggingIn',
            onError: { target: 'editing', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loggingIn: {
          invoke: {
            src: 'login',
            input: ({ context }) => ({
              username: usernameFromMobile(context.mobile?.mobileNum ?? ''),
              password: context.mobile?.newPassword ?? '',
              type: 'username' as const,
              area: 'member' as const,
              // The server finds accounts registered by username through their number and dialing code.
              countryDialingCode: context.mobile?.countryDialingCode ?? '',
            }),
            onDone: [
              {
                guard: { type: 'isLoggedIn', params: ({ event }) => event.output },
                target: 'loadingInfo',
                actions: {
                  type: 'storeToken',
                  params: ({ event }) => ({ token: event.output.status === 'ok' ? event.output.token : '' }),
                },
              },
              { target: '#forgotPassword.closed', actions: ['forget', 'close', 'openLogin'] },
            ],
            onError: { target: '#forgotPassword.closed', actions: ['forget', 'close', 'openLogin'] },
          },
        },
        loadingInfo: {
          invoke: {
            src: 'loadMemberInfo',
            onDone: { target: '#forgotPassword.closed', actions: ['forget', 'close', { type: 'navigate', params: { to: '/' } }] },
            onError: { target: '#forgotPassword.closed', actions: ['forget', 'close', { type: 'navigate', params: { to: '/' } }] },
          },
        },
      },
    },
    closed: { type: 'final' },
  },
});
