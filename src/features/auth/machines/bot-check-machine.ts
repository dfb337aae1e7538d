// The slider puzzle that stands in for the spec's human verification (P4.4-4, P4.5-1): load a challenge, drag the
// piece, let the server check the position, and finish with a single-use challengeToken (null when the user gives up).
import { assign, setup } from 'xstate';
import { toAuthError, type AuthErrorInfo } from '../utils/auth-error';
import { providedLater } from './provided-later';

/** How long the "try again" message stays before a fresh puzzle replaces the consumed one. */
export const FAILED_PAUSE_MS = 800;

export interface Challenge {
  challengeId: string;
  /** base64 PNG, 300x150, with the gap. */
  background: string;
  /** base64 PNG, 50x50. */
  piece: string;
  pieceY: number;
  expiresAt?: string;
}

export interface ChallengeAnswer {
  challengeId: string;
  x: number;
  trail: number[];
}

export interface BotCheckOutput {
  challengeToken: string | null;
}

interface BotCheckContext {
  challenge: Challenge | null;
  x: number;
  trail: number[];
  token: string | null;
  error: AuthErrorInfo | null;
}

type BotCheckEvent =
  | { type: 'slider.drag'; x: number }
  | { type: 'slider.release' }
  | { type: 'botCheck.reload' }
  | { type: 'botCheck.cancel' };

export const botCheckMachine = setup({
  types: {
    context: {} as BotCheckContext,
    events: {} as BotCheckEvent,
    output: {} as BotCheckOutput,
  },
  actors: {
    loadChallenge: providedLater<Challenge>('loadChallenge', 'the app'),
    verifyChallenge: providedLater<{ challengeToken: string }, ChallengeAnswer>('verifyChallenge', 'the app'),
  },
  guards: {
    hasMoved: ({ context }) => context.trail.length > 0,
  },
  actions: {
    reset: assign({ challenge: null, x: 0, trail: [], error: null }),
    storeChallenge: assign((_, challenge: Challenge) => ({ challenge })),
    // The trail of positions lets the server tell a drag from a jump.
    move: assign(({ context }, params: { x: number }) => {
      const x = Math.max(0, Math.round(params.x));
      return { x, trail: [...context.trail, x] };
    }),
    storeToken: assign((_, params: { challengeToken: string }) => ({ token: params.challengeToken })),
    recordError: assign((_, params: { error: unknown }) => ({ error: toAuthError(params.error) })),
  },
}).createMachine({
  id: 'botCheck',
  context: { challenge: null, x: 0, trail: [], token: null, error: null },
  initial: 'loading',
  on: {
    'botCheck.cancel': '.cancelled',
  },
  states: {
    loading: {
      entry: 'reset',
      invoke: {
        src: 'loadChallenge',
        onDone: { target: 'ready', actions: { type: 'storeChallenge', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { 'botCheck.reload': 'loading' },
    },
    ready: {
      on: {
        'slider.drag': { actions: { type: 'move', params: ({ event }) => ({ x: event.x }) } },
        'slider.release': [{ guard: 'hasMoved', target: 'verifying' }],
        'botCheck.reload': 'loading',
      },
    },
    verifying: {
      invoke: {
        src: 'verifyChallenge',
        input: ({ context }) => ({ challengeId: context.challenge?.challengeId ?? '', x: context.x, trail: context.trail }),
        onDone: { target: 'verified', actions: { type: 'storeToken', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      // The server consumed the challenge either way: only a fresh one can be solved.
      after: { [FAILED_PAUSE_MS]: 'loading' },
      on: { 'botCheck.reload': 'loading' },
    },
    verified: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ challengeToken: context.token }),
});
