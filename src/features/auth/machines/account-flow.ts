// What the account machines declare alike, so each states only its own steps. Every one (login, registration, forgot
// password) shows one error at a time (recordError, cleared by error.dismiss or clearError), does the session steps and
// owns the slider and SMS countdown children. The two with a method switch and a code field (registration, forgot
// password) share the rest of their setup too: codeFlowSetup and codeFlowContext.
import { assign, type EventObject } from 'xstate';
import { toAuthError, type AuthErrorInfo } from '../utils/auth-error';
import type { BotCheckOutput } from './bot-check-machine';
import {
  codeRequestActions,
  codeRequestActors,
  hasChallengeToken,
  type CodeRequestContext,
  type CodeRequestEvent,
} from './sms-code-request';
import { sessionActions, sessionActors } from './session-steps';

export type DismissErrorEvent = { type: 'error.dismiss' };

/** The error shown to the user, as an account machine keeps it. */
export interface ErrorContext {
  error: AuthErrorInfo | null;
}

/** The session steps and the slider and countdown children. */
export const accountActors = { ...sessionActors, ...codeRequestActors };

/** The slider finished with a token (its output is the guard's params). */
export const accountGuards = {
  hasChallengeToken: (_: unknown, output: BotCheckOutput) => hasChallengeToken(output),
};

/** recordError and clearError, typed for the owning machine: `...errorActions<Context, Event>()`. */
export const errorActions = <TContext extends ErrorContext, TEvent extends EventObject>() => ({
  recordError: assign<TContext, TEvent, { error: unknown }, TEvent, never>(
    (_, params) => ({ error: toAuthError(params.error) }) as Partial<TContext>,
  ),
  clearError: assign<TContext, TEvent, undefined, TEvent, never>(() => ({ error: null }) as Partial<TContext>),
});

/** The root's error.dismiss handler. */
export const dismissErrorHandlers = { 'error.dismiss': { actions: 'clearError' } } as const;

// ------------------------------------------------------------------ flows with a method switch and a code field

/** The events both flows take besides their own: asking for a code and dismissing the error. */
export type CodeFlowEvent = CodeRequestEvent | DismissErrorEvent;

export interface CodeFlowContext<TMethod extends string> extends CodeRequestContext {
  /** The enabled methods, from the merchant's rules. */
  methods: TMethod[];
  method: TMethod;
}

export interface CodeFlowInput<TMethod extends string> {
  methods: TMethod[];
  now?: () => number;
}

/** The default method of both flows: mobile when it is enabled, else the other one. */
export const mobileFirst =
  <TMethod extends string>(otherwise: Exclude<TMethod, 'mobile'>) =>
  (methods: readonly TMethod[]): TMethod =>
    methods.some((m) => m === 'mobile') ? ('mobile' as TMethod) : otherwise;

/** The starting context both flows share: the default method among the enabled ones, no code asked, no error. */
export const codeFlowContext = <TMethod extends string>(
  input: CodeFlowInput<TMethod>,
  defaultMethod: (methods: readonly TMethod[]) => TMethod,
): CodeFlowContext<TMethod> => ({
  methods: input.methods,
  method: defaultMethod(input.methods),
  now: input.now ?? Date.now,
  codeRequest: null,
  error: null,
});

/** The setup parts both flows share; spread each into the machine's own actors, guards and actions. */
export const codeFlowSetup = <TContext extends CodeFlowContext<string>, TEvent extends EventObject>() => ({
  actors: accountActors,
  guards: {
    ...accountGuards,
    /** A method switch goes only to an enabled method. */
    hasMethod: ({ context }: { context: TContext }, params: { method: string }) => context.methods.includes(params.method),
  },
  actions: {
    ...sessionActions,
    ...codeRequestActions<TContext, TEvent>(),
    ...errorActions<TContext, TEvent>(),
  },
});
