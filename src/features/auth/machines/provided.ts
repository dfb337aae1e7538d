// The machines wired to the real API, for the components. Tests provide their own implementations instead.
import { fromPromise } from 'xstate';
import { getCaptcha } from '../api/get-captcha';
import { getChallenge } from '../api/get-challenge';
import { postChallenge } from '../api/post-challenge';
import { botCheckMachine, type ChallengeAnswer } from './bot-check-machine';
import { captchaMachine } from './captcha-machine';
import { smsCountdownMachine, type SmsSendRequest, type SmsSendResult } from './sms-countdown-machine';

export const apiBotCheckMachine = botCheckMachine.provide({
  actors: {
    loadChallenge: fromPromise(() => getChallenge()),
    verifyChallenge: fromPromise(({ input }: { input: ChallengeAnswer }) => postChallenge(input)),
  },
});

export const apiCaptchaMachine = captchaMachine.provide({
  actors: { fetchCaptcha: fromPromise(() => getCaptcha()) },
});

export const smsCountdownSending = (send: (request: SmsSendRequest) => Promise<SmsSendResult>) =>
  smsCountdownMachine.provide({
    actors: { sendCode: fromPromise<SmsSendResult, SmsSendRequest>(({ input }) => send(input)) },
  });
