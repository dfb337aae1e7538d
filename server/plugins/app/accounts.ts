// The accounts plugin: builds what the accounts services share (database, clock, providers) and decorates the
// server with the hooks other areas reuse. `authenticate` puts the caller's session on request.session or answers
// 401 not_logged_in (403 complete_verification_first while a new-IP verification is pending; 403
// password_change_required while a forced change is due, except on routes that set
// config.allowPendingPasswordChange); `requireRealAccount`, after it, answers 403 in_need_true_account to trial
// accounts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { visitorLanguage } from '../../domain/visitor-language.js';
import { normalizeIp } from '../../geo/country-lookup.js';
import { outboxEmailProvider, type EmailProvider } from '../../providers/email/email-provider.js';
import { googleSecureTokenKeys, type KeySource } from '../../providers/phone/firebase-phone.js';
import { createDevOidcIdp } from '../../providers/social/dev-oidc-idp.js';
import { httpOidcProviderFactory, type OidcProviderFactory } from '../../providers/social/social-config.js';
import { outboxSmsProvider, type SmsProvider } from '../../providers/sms/sms-provider.js';
import type { AccountsDeps } from '../../services/auth/accounts-deps.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { housekeepingPolicy, purgeExpiredAccountRows } from '../../db/accounts-housekeeping-repository.js';
import { findSession, type AuthenticatedSession } from '../../db/session-store.js';
import { sendRefusal } from './accounts-reply.js';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsDeps;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireRealAccount: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The caller's session on routes behind app.authenticate; null elsewhere. */
    session: AuthenticatedSession | null;
  }
  interface FastifyContextConfig {
    /** The route serves a session whose password must be changed first (member info, password change, logout). */
    allowPendingPasswordChange?: boolean;
  }
}

export interface AccountsPluginOptions {
  clock?: Clock;
  /** Defaults to the development outbox; a deployment passes its SMS gateway. */
  sms?: SmsProvider;
  email?: EmailProvider;
  /** Where social sign-in secrets are read (variables named in merchant.json); defaults to process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  oidcProviders?: OidcProviderFactory;
  /** Google's keys of Firebase ID tokens; tests pass their own. */
  firebaseKeys?: KeySource;
  /** Builds the development identity provider (/dev/oidc, /dev/firebase); never in production. */
  development?: boolean;
  /** Purges expired rows every 10 minutes; tests turn it off to keep their timing their own. */
  housekeeping?: boolean;
}

/** The session of a route behind app.authenticate (a programming error elsewhere). */
export function sessionOf(request: FastifyRequest): AuthenticatedSession {
  if (request.session === null) throw new Error(`${request.routeOptions.url ?? request.url} is not behind app.authenticate`);
  return request.session;
}

/**
 * What app.authenticate decides once it has read the session (null: unknown, revoked or expired): the refusal it
 * answered, or null after putting the session on request.session. A route that reads the session together with its
 * own data (the balance) passes it here so the same rules apply.
 */
export function refusedSession(request: FastifyRequest, reply: FastifyReply, session: AuthenticatedSession | null): FastifyReply | null {
  if (session === null) return sendRefusal(reply, 401, 'not_logged_in');
  if (session.pendingVerification) return sendRefusal(reply, 403, 'complete_verification_first');
  if (session.mustChangePassword && !request.routeOptions.config.allowPendingPasswordChange) return sendRefusal(reply, 403, 'password_change_required');
  request.session = session;
  return null;
}

/** The visitor's IP as the accounts tables record it: IPv4 visitors of a dual-stack socket without the ::ffff: prefix. */
export const clientIp = (request: FastifyRequest): string => normalizeIp(request.ip)?.toString() ?? request.ip;

/** The merchant's language the caller reads (Accept-Language, which the site sets to its current language). */
export const callerLanguage = (request: FastifyRequest): string =>
  visitorLanguage(request.headers['accept-language'], request.merchant.languages, request.merchant.defaultLanguage);

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header ?? '');
  return match ? match[1]! : null;
}

async function accountsPlugin(app: FastifyInstance, options: AccountsPluginOptions) {
  const clock = options.clock ?? systemClock;
  const { db } = app;
  const deps: AccountsDeps = {
    db,
    clock,
    sms: options.sms ?? outboxSmsProvider(db, clock),
    email: options.email ?? outboxEmailProvider(db, clock),
    env: options.env ?? process.env,
    oidcProviders: options.oidcProviders ?? httpOidcProviderFactory,
    firebaseKeys: options.firebaseKeys ?? googleSecureTokenKeys(),
    devOidc: options.development ? createDevOidcIdp(clock) : null,
  };
  app.decorate('accounts', deps);
  app.decorateRequest('session', null);

  if (options.housekeeping !== false) {
    const timer = setInterval(() => {
      purgeExpiredAccountRows(db, clock).catch((err: unknown) => app.log.warn({ err }, 'accounts housekeeping failed'));
    }, housekeepingPolicy.everyMs);
    // The timer must not keep a finished process alive.
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request.headers.authorization);
    const session = token === null ? null : await findSession(db, clock, request.merchant.code, token);
    return refusedSession(request, reply, session) ?? undefined;
  });

  app.decorate('requireRealAccount', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session === null) return sendRefusal(reply, 401, 'not_logged_in');
    if (request.session.isTrial) return sendRefusal(reply, 403, 'in_need_true_account');
  });
}

export default fp(accountsPlugin, { name: 'accounts', fastify: '5.x' });
