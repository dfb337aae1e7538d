// The captcha image (spec P4.3-2, P4.4-7, P7.1-14): hidden until asked for, then loaded; a click refreshes it at most
// once per second. Each captcha is single-use, so the owner reloads it after every answer the server checked.
import { assign, setup } from 'xstate';
import { toAuthError, type AuthErrorInfo } from '../utils/auth-error';
import { providedLater } from './provided-later';

export const CAPTCHA_REFRESH_GUARD_MS = 1000;

export interface Captcha {
  captchaId: string;
  /** base64 PNG, without the data: prefix. */
  image: string;
}

export interface CaptchaInput {
  /** Registration shows the captcha from the start when the merchant's setting says so; login starts hidden. */
  visible?: boolean;
  now?: () => number;
}

interface CaptchaContext {
  startVisible: boolean;
  now: () => number;
  captcha: Captcha | null;
  lastRequestAt: number | null;
  error: AuthErrorInfo | null;
}

type CaptchaEvent =
  /** Programmatic: show and load now (the server asked for a captcha, or the last one was used). */
  | { type: 'captcha.load' }
  /** The user clicked the image or switched the register tab: throttled. */
  | { type: 'captcha.refresh' }
  | { type: 'captcha.hide' };

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    input: {} as CaptchaInput,
  },
  actors: {
    fetchCaptcha: providedLater<Captcha>('fetchCaptcha'),
  },
  guards: {
    startsVisible: ({ context }) => context.startVisible,
    isRefreshTooSoon: ({ context }) =>
      context.lastRequestAt !== null && context.now() - context.lastRequestAt < CAPTCHA_REFRESH_GUARD_MS,
  },
  actions: {
    markRequest: assign(({ context }) => ({ lastRequestAt: context.now(), error: null })),
    storeCaptcha: assign((_, captcha: Captcha) => ({ captcha })),
    recordError: assign((_, params: { error: unknown }) => ({ captcha: null, error: toAuthError(params.error) })),
    forget: assign({ captcha: null, error: null }),
  },
}).createMachine({
  id: 'captcha',
  context: ({ input }) => ({
    startVisible: input?.visible ?? false,
    now: input?.now ?? Date.now,
    captcha: null,
    lastRequestAt: null,
    error: null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'startsVisible', target: 'visible' }, { target: 'hidden' }],
    },
    hidden: {
      on: { 'captcha.load': 'visible', 'captcha.refresh': 'visible' },
    },
    visible: {
      on: {
        'captcha.load': '.loading',
        'captcha.refresh': [{ guard: 'isRefreshTooSoon' }, { target: '.loading' }],
        'captcha.hide': { target: 'hidden', actions: 'forget' },
      },
      initial: 'loading',
      states: {
        loading: {
          entry: 'markRequest',
          invoke: {
            src: 'fetchCaptcha',
            onDone: { target: 'ready', actions: { type: 'storeCaptcha', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: {},
        failed: {},
      },
    },
  },
});
