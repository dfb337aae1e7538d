// The SMS code button (spec P4.3-3, P4.4-8, P4.5-1, P9-4): idle -> sending -> counting -> idle at zero.
// The countdown is 60 s times the minutes the server returns (1 minute when it returns none), measured from the moment
// the request left, so a slow answer shortens it; a send is accepted at most once per second.
import { assign, setup } from 'xstate';
import { toAuthError, type AuthErrorInfo } from '../utils/auth-error';
import { providedLater } from './provided-later';

export const SMS_SEND_THROTTLE_MS = 1000;
export const SECONDS_PER_EXPIRY_MINUTE = 60;
export const DEFAULT_EXPIRY_MINUTES = 1;

export interface SmsSendRequest {
  mobileNum: string;
  countryDialingCode: string;
  challengeToken?: string;
}

export interface SmsSendResult {
  expiredMinutes?: number | null;
}

export interface SmsCountdownInput {
  /** Minutes used when the server returns none (spec: 1 minute for the forgot-password route). */
  defaultMinutes?: number;
  /** The clock; tests pass a controlled one. */
  now?: () => number;
}

interface SmsCountdownContext {
  defaultMinutes: number;
  now: () => number;
  requestStartedAt: number;
  lastSendAt: number | null;
  endsAt: number;
  /** Whole seconds left, shown on the disabled button. */
  remaining: number;
  error: AuthErrorInfo | null;
}

type SmsCountdownEvent = { type: 'sms.send'; request: SmsSendRequest } | { type: 'sms.dismissError' } | { type: 'sms.reset' };

export const countdownSeconds = (minutes: number | null | undefined, fallbackMinutes: number): number =>
  SECONDS_PER_EXPIRY_MINUTE * (typeof minutes === 'number' && minutes > 0 ? minutes : fallbackMinutes);

const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.ceil((endsAt - now) / 1000));

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
  },
  actors: {
    sendCode: providedLater<SmsSendResult, SmsSendRequest>('sendCode', 'the form that owns the countdown'),
  },
  guards: {
    isThrottled: ({ context }) =>
      context.lastSendAt !== null && context.now() - context.lastSendAt < SMS_SEND_THROTTLE_MS,
    isFinished: ({ context }) => context.remaining <= 0,
  },
  delays: {
    untilNextSecond: ({ context }) => {
      const rest = (context.endsAt - context.now()) % 1000;
      return rest > 0 ? rest : 1000;
    },
  },
  actions: {
    markRequestStart: assign(({ context }) => {
      const at = context.now();
      return { requestStartedAt: at, lastSendAt: at, error: null };
    }),
    startCountdown: assign(({ context }, result: SmsSendResult) => {
      const endsAt = context.requestStartedAt + countdownSeconds(result.expiredMinutes, context.defaultMinutes) * 1000;
      return { endsAt, remaining: secondsLeft(endsAt, context.now()) };
    }),
    tick: assign(({ context }) => ({ remaining: secondsLeft(context.endsAt, context.now()) })),
    recordError: assign((_, params: { error: unknown }) => ({ error: toAuthError(params.error) })),
    clearError: assign({ error: null }),
    stop: assign({ remaining: 0 }),
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    defaultMinutes: input?.defaultMinutes ?? DEFAULT_EXPIRY_MINUTES,
    now: input?.now ?? Date.now,
    requestStartedAt: 0,
    lastSendAt: null,
    endsAt: 0,
    remaining: 0,
    error: null,
  }),
  initial: 'idle',
  on: {
    'sms.dismissError': { actions: 'clearError' },
  },
  states: {
    idle: {
      on: {
        'sms.send': [
          // A second press within the throttle window is dropped, not queued.
          { guard: 'isThrottled' },
          { target: 'sending' },
        ],
      },
    },
    sending: {
      entry: 'markRequestStart',
      invoke: {
        src: 'sendCode',
        input: ({ event }) => {
          if (event.type !== 'sms.send') throw new Error('sending is entered by sms.send only');
          return event.request;
        },
        onDone: { target: 'counting', actions: { type: 'startCountdown', params: ({ event }) => event.output ?? {} } },
        onError: { target: 'idle', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    counting: {
      always: { guard: 'isFinished', target: 'idle' },
      after: {
        // Each tick lands on the next whole second before the end and the seconds are recomputed from the clock,
        // so timer drift never adds up and zero comes exactly when the code's time is over.
        untilNextSecond: { target: 'counting', reenter: true, actions: 'tick' },
      },
      on: {
        'sms.reset': { target: 'idle', actions: 'stop' },
      },
    },
  },
});
