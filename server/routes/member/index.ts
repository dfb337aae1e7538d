// The member's account (spec 3, 7.1; member centre 5): info and icon, registration by username or mobile, password
// change and recovery (by e-mail, by mobile), and the language.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { callerLanguage, clientIp, sessionOf } from '../../plugins/app/accounts.js';
import { accountsResponses, noValue, sendOutcome } from '../../plugins/app/accounts-reply.js';
import { AuthenticatorSetupSchema, IconSchema, LanguageSchema, MemberInfoSchema, TokenSchema } from '../../services/auth/answer-schemas.js';
import { bindAuthenticator, setupAuthenticator, unbindAuthenticator } from '../../services/auth/authenticator.js';
import { decryptedBody } from '../../plugins/app/encrypted-body.js';
import { changePassword, memberIcon, memberInfo, setLanguage } from '../../services/auth/member-account.js';
import { resetPasswordByMobile, sendPasswordByEmail } from '../../services/auth/password-recovery.js';
import { register } from '../../services/auth/registration.js';
import { RegistrationUser } from '../../services/auth/registration-validation.js';
import { AuthenticatorBindBody, AuthenticatorUnbindBody, LanguageBody, PasswordChangeBody, PasswordEmailBody, PasswordVerificationBody } from './schemas.js';

/** Spec 7.1: the e-mail recovery form posts application/x-www-form-urlencoded. */
function acceptFormBodies(app: FastifyInstance) {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

export default async function memberRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { accounts } = app;
  acceptFormBodies(app);
  // Member info and the password change serve a session whose password must be changed: that is how it gets changed.
  const pendingChangeAllowed = { allowPendingPasswordChange: true };

  api.get('/wps/member/info', { preHandler: app.authenticate, config: pendingChangeAllowed, schema: { tags: ['accounts'], summary: 'Member info (T)', response: accountsResponses(MemberInfoSchema) } }, async (request, reply) =>
    sendOutcome(reply, await memberInfo(accounts, request.merchant, sessionOf(request))),
  );

  api.get('/wps/member/info/icon', { preHandler: app.authenticate, config: pendingChangeAllowed, schema: { tags: ['accounts'], summary: 'Member icon (T)', response: accountsResponses(IconSchema) } }, async (request, reply) =>
    sendOutcome(reply, await memberIcon(accounts, request.merchant, sessionOf(request))),
  );

  for (const [path, mode] of [['/wps/member/register', 'username'], ['/wps/member/register/mobile', 'mobile']] as const) {
    api.put(
      path,
      { preValidation: decryptedBody(app), schema: { tags: ['accounts'], summary: `Register by ${mode} (E)`, response: accountsResponses(TokenSchema), body: RegistrationUser } },
      async (request, reply) => {
        return sendOutcome(reply, await register(accounts, request.merchant, clientIp(request), mode, request.body));
      },
    );
  }

  api.post(
    '/wps/member/password',
    {
      // Authenticated before the body is opened: without a session the answer is 401 whatever was sent.
      onRequest: [app.authenticate, app.requireRealAccount],
      preValidation: decryptedBody(app),
      config: pendingChangeAllowed,
      schema: { tags: ['accounts'], summary: 'Change the password (T, E)', response: accountsResponses(noValue), body: PasswordChangeBody },
    },
    async (request, reply) => {
      return sendOutcome(reply, await changePassword(accounts, request.merchant, sessionOf(request), request.body));
    },
  );

  api.post(
    '/wps/member/password/email',
    { schema: { tags: ['accounts'], summary: 'Password recovery by e-mail (form-urlencoded or JSON)', response: accountsResponses(noValue), body: PasswordEmailBody } },
    async (request, reply) => {
      return sendOutcome(reply, await sendPasswordByEmail(accounts, request.merchant, clientIp(request), request.body, callerLanguage(request)), 'in_been_out');
    },
  );

  api.post(
    '/wps/member/password/verification',
    { preValidation: decryptedBody(app), schema: { tags: ['accounts'], summary: 'Set a new password with an SMS code (E)', response: accountsResponses(noValue), body: PasswordVerificationBody } },
    async (request, reply) => {
      return sendOutcome(reply, await resetPasswordByMobile(accounts, request.merchant, request.body));
    },
  );

  api.put(
    '/wps/member/language',
    { preHandler: app.authenticate, config: pendingChangeAllowed, schema: { tags: ['accounts'], summary: 'Set the language (T)', response: accountsResponses(LanguageSchema), body: LanguageBody } },
    async (request, reply) => {
      return sendOutcome(reply, await setLanguage(accounts, request.merchant, sessionOf(request), request.body.language));
    },
  );

  // The authenticator app of new-IP verification (docs/api-accounts.md): setup, bind with a code, unbind.
  const realAccount = [app.authenticate, app.requireRealAccount];
  api.post('/wps/member/authenticator/setup', { onRequest: realAccount, schema: { tags: ['accounts'], summary: 'Start binding an authenticator app: a fresh secret and its QR code (T)', response: accountsResponses(AuthenticatorSetupSchema) } }, async (request, reply) =>
    sendOutcome(reply, await setupAuthenticator(accounts, request.merchant, sessionOf(request))),
  );
  api.post('/wps/member/authenticator/bind', { onRequest: realAccount, schema: { tags: ['accounts'], summary: 'Bind the authenticator app with a code it shows (T)', response: accountsResponses(noValue), body: AuthenticatorBindBody } }, async (request, reply) =>
    sendOutcome(reply, await bindAuthenticator(accounts, request.merchant, sessionOf(request), request.body)),
  );
  api.post('/wps/member/authenticator/unbind', { onRequest: realAccount, schema: { tags: ['accounts'], summary: 'Unbind the authenticator app with the password or a code (T)', response: accountsResponses(noValue), body: AuthenticatorUnbindBody } }, async (request, reply) =>
    sendOutcome(reply, await unbindAuthenticator(accounts, request.merchant, sessionOf(request), request.body)),
  );
}
