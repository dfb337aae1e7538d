// buildApp: the whole server as one Fastify instance, without listening, so tests drive it with app.inject and
// main.ts adds only the environment, the database and listen(). Plugins in the fastify/demo order: external
// (security headers, rate limit, OpenAPI, static files), then app decorators, then routes.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { PlatformConfig } from './config/load-config.js';
import type { TrustProxy } from './config/env.js';
import type { Database } from './db/schema.js';
import { openCountryLookup, type CountryLookup } from './geo/country-lookup.js';
import { errorHandler } from './lib/error-handler.js';
import { guardedValidatorFactory } from './lib/input-validator.js';
import { lazySerializerFactory } from './lib/lazy-serializer.js';
import { renderPageShell } from './lib/page-shell.js';
import accountsArea, { type AccountsAreaOptions } from './routes/accounts-area.js';
import database from './plugins/app/database.js';
import platform from './plugins/app/platform.js';
import regionGate from './plugins/app/region-gate.js';
import serverKeys from './plugins/app/server-keys.js';
import visitor from './plugins/app/visitor.js';
import compress from './plugins/external/compress.js';
import helmet from './plugins/external/helmet.js';
import requestLog from './plugins/app/request-log.js';
import badInput from './plugins/app/bad-input.js';
import inputGuard from './plugins/external/input-guard.js';
import rateLimit from './plugins/external/rate-limit.js';
import staticSite from './plugins/external/static-site.js';
import swagger from './plugins/external/swagger.js';
import routes from './routes/index.js';
import { pageShellForPage } from './services/page-shell.js';
import preview, { type PreviewPluginOptions } from './routes/preview/index.js';
import lobbyRoutes from './routes/games/index.js';
import engagementRoutes from './routes/messages/engagement.js';
import memberExtrasRoutes from './routes/vip/member-extras.js';
import money from './routes/wallet/money-plugin.js';
import promotionsArea from './routes/promotions/index.js';
import agentContractsArea from './routes/agent-contracts/index.js';
import agentTeamArea from './routes/agent-team/index.js';
import gameVendors from './routes/seamless/index.js';
import { ErrorEnvelopeSchema } from './schemas/envelope.js';

export interface BuildAppOptions {
  config: PlatformConfig;
  db: Kysely<Database>;
  nodeEnv?: 'development' | 'production' | 'test';
  /** fastify's trustProxy: false (the default) ignores X-Forwarded-For. */
  trustProxy?: TrustProxy;
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** A pino logger already in use (main.ts logs its boot phases with it); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
  /** The built site; defaults to dist/site under the config's root. */
  siteDir?: string;
  /** Defaults to the bundled IP-to-country database. */
  countryLookup?: CountryLookup;
  /** Requests per minute per client IP. */
  rateLimitMax?: number;
  /** Seconds from a withdrawal request until the sandbox payout pays it (PAYOUT_DELAY_SECONDS); 30 by default. */
  payoutDelaySeconds?: number;
  /** REDIS_URL: the flood guard's counters in Redis, shared by every server process; in memory when unset. */
  redisUrl?: string;
  /** The counters' key prefix in Redis (tests keep theirs apart). */
  rateLimitNameSpace?: string;
  /** A Host no merchant lists (UNKNOWN_HOSTS): refuse by default in production, else serve the default merchant. */
  unknownHosts?: 'default' | 'refuse';
  /**
   * Fastify's pluginTimeout in ms (its default 10 s; 0 waits as long as it takes). server/main.ts builds the app while
   * the database opens, migrates and is seeded, and plugins that read it at registration wait for that.
   */
  pluginTimeoutMs?: number;
  /** The accounts area's clock and providers (SMS, e-mail, OpenID Connect); development outboxes by default. */
  accounts?: Omit<AccountsAreaOptions, 'nodeEnv'>;
  /** The preview console (docs/preview.md): its staff (PREVIEW_STAFF; none disables it) and, for tests, its clock. */
  preview?: Partial<Pick<PreviewPluginOptions, 'staff' | 'clock'>>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Behind a trusted proxy, keep the request id it assigned so logs join up; otherwise never trust a client's. */
function requestIds(trustIncoming: boolean) {
  return (req: IncomingMessage): string => {
    const incoming = req.headers['x-request-id'];
    return trustIncoming && typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  };
}

function imageOrigins(config: PlatformConfig): string[] {
  const origins = new Set<string>();
  for (const m of config.merchants.values()) {
    for (const url of m.cdn?.imageCDNs ?? []) {
      if (URL.canParse(url)) origins.add(new URL(url).origin);
    }
  }
  return [...origins];
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const nodeEnv = options.nodeEnv ?? 'development';
  const trustProxy = options.trustProxy ?? false;
  const app = Fastify({
    ...(options.loggerInstance ? { loggerInstance: options.loggerInstance } : { logger: options.logger ?? { level: 'info' } }),
    // A hop count trusts that many proxies nearest the server (fastify's types take it only as a function).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    genReqId: requestIds(trustProxy !== false),
    ...(options.pluginTimeoutMs === undefined ? {} : { pluginTimeout: options.pluginTimeoutMs }),
    // One line per request, at its end, quieter for the hot calls (plugins/app/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify's Ajv validators, followed by the input guard: no non-finite or non-decimal number, no control character.
    // Validators and serializers are compiled at a route's first request, not at start (docs/performance.md).
    schemaController: { compilersFactory: { buildValidator: guardedValidatorFactory(), buildSerializer: lazySerializerFactory() } },
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // API answers depend on the visitor (IP, session): no shared cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/wps/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(requestLog);
  app.setErrorHandler(errorHandler);
  app.addSchema(ErrorEnvelopeSchema);

  await app.register(compress);
  await app.register(helmet, { production: nodeEnv === 'production', imageOrigins: imageOrigins(config) });
  await app.register(rateLimit, { max: options.rateLimitMax ?? 1200, redisUrl: options.redisUrl, nameSpace: options.rateLimitNameSpace });
  await app.register(inputGuard);
  await app.register(badInput);
  await app.register(swagger);
  const siteDir = options.siteDir ?? path.join(config.rootDir, 'dist/site');
  // Pages go out as the merchant's page shell, with its permission data inline (no round trip before the first paint).
  // A refused unknown Host gets the plain page, whose permission call answers invalid_domain (P8-14).
  await app.register(staticSite, {
    siteDir,
    renderPage: async (request, template, pagePreloads) => {
      if (request.hostRefused) return template;
      const shell = await pageShellForPage(app, request);
      // The first page's own chunks load with the entry, not once the entry has run and asked for them.
      return renderPageShell(template, { ...shell, preloadModules: shell.firstViewPage ? pagePreloads[shell.firstViewPage] : undefined });
    },
  });

  await app.register(database, { db });
  await app.register(platform, { config, allowPreview: nodeEnv !== 'production', unknownHosts: options.unknownHosts ?? (nodeEnv === 'production' ? 'refuse' : 'default') });
  await app.register(visitor, { countryLookup: options.countryLookup ?? (await openCountryLookup()) });
  await app.register(serverKeys);
  // Before every route: a preview (request with a preview id and the staff session) replaces request.merchant.
  await app.register(preview, { staff: options.preview?.staff ?? [], clock: options.preview?.clock, siteDir, production: nodeEnv === 'production' });
  // After the preview (it may replace request.merchant): the region rule closes the API to a blocked visitor.
  await app.register(regionGate);

  await app.register(routes);
  // Areas that register their own plugin and routes together, in dependency order.
  await app.register(accountsArea, { ...options.accounts, nodeEnv });
  await app.register(money, options.payoutDelaySeconds === undefined ? {} : { payoutDelaySeconds: options.payoutDelaySeconds });
  // Before the lobby: launchGame asks app.gameVendors for the in-house games' launch URLs.
  await app.register(gameVendors, { reconcileEveryMs: nodeEnv === 'test' ? 0 : 60_000 });
  await app.register(lobbyRoutes, { authenticate: app.authenticate, requireRealAccount: app.requireRealAccount });
  // The member centre's messages, badges, feedback and missions (docs/member-centre.md).
  await app.register(engagementRoutes);
  // VIP, manual rebate, referral and profile (docs/member-centre.md); bonuses post through app.money.
  await app.register(memberExtrasRoutes);
  // The promotion hall, reward centre and points mall (docs/promotions-and-points.md); bonuses post through app.money.
  await app.register(promotionsArea);
  // The agent centre's team pages (docs/agent-centre.md): reads members, rounds and the ledger of the agent's team.
  await app.register(agentTeamArea);
  // Agent contracts and salaries (docs/agent-contracts.md): offers, answers, settlement records; pays through app.money.
  await app.register(agentContractsArea);
  return app;
}
