// The machines do no I/O of their own: each request is an actor the owner supplies with .provide() (the forms wire
// the API in provided.ts and the form components, tests their fakes). Until then it is this placeholder, which fails
// naming the actor and who was meant to provide it.
import { fromPromise, type NonReducibleUnknown } from 'xstate';

export const providedLater = <TOutput, TInput = NonReducibleUnknown>(name: string, provider = 'the form') =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by ${provider}`);
  });
