// Sessions (spec 4.2, 4.3, 7.1): login with its new-IP second step, free play, logout, and social sign-in.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { callerLanguage, clientIp, sessionOf } from '../../plugins/app/accounts.js';
import { decryptedBody } from '../../plugins/app/encrypted-body.js';
import { accountsResponses, messageOf, noValue, sendOutcome } from '../../plugins/app/accounts-reply.js';
import { startFreePlay } from '../../services/auth/free-play.js';
import {
  ExpiredMinutesSchema,
  LoginAnswerSchema,
  LoginValueSchema,
  OidcStartSchema,
  TokenSchema,
  type LoginAnswer,
  type VerificationRequired,
} from '../../services/auth/answer-schemas.js';
import { logIn } from '../../services/auth/login.js';
import { completeNewIpVerification, sendNewIpCode } from '../../services/auth/new-ip-verification.js';
import { accept, type Outcome } from '../../services/auth/outcome.js';
import { revokeSession } from '../../db/session-store.js';
import { firebaseLogin } from '../../services/auth/firebase-phone.js';
import { finishOidcSignIn, startOidcSignIn, telegramSignIn } from '../../services/auth/social-sign-in.js';
import { FirebaseLoginBody, FreePlayBody, LoginBody, OidcFinishBody, OidcProviderParams, OidcStartQuery, TelegramBody, VerifyBody, VerifySendBody } from './schemas.js';

/** A login that needs its second step answers 200 with success false (docs/api-accounts.md), like the spec's client expects. */
function sendLoginOutcome(reply: FastifyReply, outcome: Outcome<LoginAnswer | VerificationRequired>) {
  if (outcome.ok && outcome.value.verificationRequired) {
    return reply.code(200).send({ success: false, code: 'verification_required', message: messageOf('verification_required'), value: outcome.value });
  }
  return sendOutcome(reply, outcome);
}

export default async function sessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { accounts } = app;

  api.post(
    '/wps/session/login',
    { preValidation: decryptedBody(app), schema: { tags: ['accounts'], summary: 'Log in (E)', response: accountsResponses(LoginValueSchema), body: LoginBody } },
    async (request, reply) => {
      const { type, ...rest } = request.body;
      return sendLoginOutcome(reply, await logIn(accounts, request.merchant, clientIp(request), { ...rest, type: type === 'sms' ? 'sms' : 'username' }));
    },
  );

  api.post('/wps/session/login/verify', { schema: { tags: ['accounts'], summary: 'Complete a new-IP verification', response: accountsResponses(LoginAnswerSchema), body: VerifyBody } }, async (request, reply) => {
    return sendOutcome(reply, await completeNewIpVerification(accounts, request.merchant, clientIp(request), request.body));
  });

  api.post(
    '/wps/session/login/verify/send',
    { schema: { tags: ['accounts'], summary: 'Send the code of a new-IP verification', response: accountsResponses(ExpiredMinutesSchema), body: VerifySendBody } },
    async (request, reply) => {
      return sendOutcome(reply, await sendNewIpCode(accounts, request.merchant, clientIp(request), request.body, callerLanguage(request)));
    },
  );

  api.post('/wps/session/login/freeplay', { schema: { tags: ['accounts'], summary: 'Free play: a trial account', response: accountsResponses(TokenSchema), body: FreePlayBody } }, async (request, reply) => {
    return sendOutcome(reply, await startFreePlay(accounts, request.merchant, clientIp(request)));
  });

  api.delete(
    '/wps/session/logout',
    { preHandler: app.authenticate, config: { allowPendingPasswordChange: true }, schema: { tags: ['accounts'], summary: 'Log out (T): revokes the token', response: accountsResponses(noValue) } },
    async (request, reply) => {
      await revokeSession(accounts.db, accounts.clock, request.merchant.code, sessionOf(request).tokenHash);
      return sendOutcome(reply, accept(null));
    },
  );

  api.post('/wps/session/login/telegram', { schema: { tags: ['accounts'], summary: 'Sign in with the Telegram login widget', response: accountsResponses(LoginValueSchema), body: TelegramBody } }, async (request, reply) => {
    const { area, ...widget } = request.body;
    const fields = Object.fromEntries(Object.entries(widget).map(([k, v]) => [k, String(v)]));
    return sendLoginOutcome(reply, await telegramSignIn(accounts, request.merchant, clientIp(request), fields, area));
  });

  api.post(
    '/wps/session/login/firebase',
    { schema: { tags: ['accounts'], summary: 'Log in with the ID token of a phone sign-in through Firebase', response: accountsResponses(LoginValueSchema), body: FirebaseLoginBody } },
    async (request, reply) => {
      return sendLoginOutcome(reply, await firebaseLogin(accounts, request.merchant, clientIp(request), request.body));
    },
  );

  api.get(
    '/wps/session/login/oidc/:provider',
    { schema: { tags: ['accounts'], summary: 'Start an OpenID Connect sign-in', response: accountsResponses(OidcStartSchema), params: OidcProviderParams, querystring: OidcStartQuery } },
    async (request, reply) => {
      return sendOutcome(reply, await startOidcSignIn(accounts, request.merchant, request.params.provider, request.query.redirectUri));
    },
  );

  api.post(
    '/wps/session/login/oidc/:provider',
    { schema: { tags: ['accounts'], summary: 'Finish an OpenID Connect sign-in', response: accountsResponses(LoginValueSchema), params: OidcProviderParams, body: OidcFinishBody } },
    async (request, reply) => {
      return sendLoginOutcome(reply, await finishOidcSignIn(accounts, request.merchant, clientIp(request), request.params.provider, request.body));
    },
  );
}
