// Asking for an SMS code behind the slider check (spec P4.4-8, P4.5-1, P5-5), one definition for every machine that
// owns a code field (registration, forgot password): the form sends code.request; the machine runs the slider in a
// codeBotCheck state (child botCheck) and, with its token, has its countdown child (smsCountdown) send the code.
// A machine takes these parts into its setup (actors, guards, actions) and its config (invoke, transition, state);
// the login machine takes the children and the slider state for its own challenge.
import { assign, sendTo, type ActorRefFrom, type DoneActorEvent, type EventObject } from 'xstate';
import type { AuthErrorInfo } from '../utils/auth-error';
import { botCheckMachine, type BotCheckOutput } from './bot-check-machine';
import { smsCountdownMachine } from './sms-countdown-machine';

export interface CodeRequest {
  mobileNum: string;
  countryDialingCode: string;
}

export type CodeRequestEvent = { type: 'code.request' } & CodeRequest;

/** What the owning machine keeps for the code: the clock the countdown runs on and the number asked for. */
export interface CodeRequestContext {
  now: () => number;
  codeRequest: CodeRequest | null;
  error: AuthErrorInfo | null;
}

/** The children: the countdown that sends the code and the slider check before it. */
export const codeRequestActors = { smsCountdown: smsCountdownMachine, botCheck: botCheckMachine };

/** The slider finished with a token (null when the user gave up). */
export const hasChallengeToken = (output: BotCheckOutput): boolean => output.challengeToken !== null;

/** The actions, typed for the owning machine's context and events: `...codeRequestActions<Context, Event>()`. */
export const codeRequestActions = <TContext extends CodeRequestContext, TEvent extends EventObject>() => ({
  takeCodeRequest: assign<TContext, TEvent, CodeRequest, TEvent, never>(
    (_, params) => ({ codeRequest: params, error: null }) as Partial<TContext>,
  ),
  sendCode: sendTo<TContext, TEvent, BotCheckOutput, ActorRefFrom<typeof smsCountdownMachine>, TEvent>('smsCountdown', ({ context }, params) => ({
    type: 'sms.send' as const,
    request: {
      mobileNum: context.codeRequest?.mobileNum ?? '',
      countryDialingCode: context.codeRequest?.countryDialingCode ?? '',
      challengeToken: params.challengeToken ?? '',
    },
  })),
});

/** The countdown child, invoked for the machine's whole life: 1 minute unless the server says otherwise. */
export const smsCountdownChild = {
  id: 'smsCountdown',
  src: 'smsCountdown',
  input: ({ context }: { context: Pick<CodeRequestContext, 'now'> }) => ({ defaultMinutes: 1, now: context.now }),
} as const;

/** The code.request transition of the state the code field lives in. */
export const requestCodeTransition = {
  target: 'codeBotCheck',
  actions: {
    type: 'takeCodeRequest',
    params: ({ event }: { event: CodeRequestEvent }) => ({ mobileNum: event.mobileNum, countryDialingCode: event.countryDialingCode }),
  },
} as const;

/**
 * A state that runs the slider check (child botCheck): with a token it goes to `target` doing `action` with the
 * slider's output; without one (the user gave up) it goes to `otherwise`.
 */
export const botCheckState = <TTarget extends string, TOtherwise extends string, TAction extends string>(
  target: TTarget,
  action: TAction,
  otherwise: TOtherwise,
) => ({
  invoke: {
    id: 'botCheck' as const,
    src: 'botCheck' as const,
    onDone: [
      {
        guard: { type: 'hasChallengeToken' as const, params: ({ event }: { event: DoneActorEvent<BotCheckOutput> }) => event.output },
        target,
        actions: { type: action, params: ({ event }: { event: DoneActorEvent<BotCheckOutput> }) => event.output },
      },
      { target: otherwise },
    ],
  },
});

/** The codeBotCheck state: the slider, then the code goes out; back to `editing` either way. */
export const codeBotCheckState = <TEditing extends string>(editing: TEditing) => botCheckState(editing, 'sendCode', editing);
