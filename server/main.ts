// The server process: reads the environment, validates the merchants (refusing to start on any problem), builds the
// site if needed, opens and migrates the database, seeds it, and listens. `npm start` runs it compiled
// (scripts/start.mjs: dist/server/main.cjs, built when missing or stale); `tsx server/main.ts` runs the sources.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import type { MerchantConfig } from '../src/engine/config-types.js';
import { EnvError, configWatchOn, parseEnv, parseTrustProxy } from './config/env.js';
import type { PlatformConfig } from './config/load-config.js';
import { PgliteThread, pgliteFolder } from './db/pglite-thread.js';
import type { Database } from './db/schema.js';
import { ensureSiteBuilt, siteState } from './site-build.js';

// The rest of the start's modules load once the database's thread has begun (startServer): loading them took a
// fifth of a second that the thread would otherwise wait for.
async function loadStartModules() {
  const [config, migrate, open, statistics, template, startSeeds, seed, staff, clock] = await Promise.all([
    import('./config/load-config.js'),
    import('./db/migrate.js'),
    import('./db/open-database.js'),
    import('./db/planner-statistics.js'),
    import('./db/pglite-template.js'),
    import('./db/start-seeds.js'),
    import('./db/seed.js'),
    import('./domain/preview/staff-credentials.js'),
    import('./lib/clock.js'),
  ]);
  return {
    ...config,
    ...migrate,
    ...open,
    ...statistics,
    ...template,
    ...startSeeds,
    ...seed,
    ...staff,
    ...clock,
  };
}

/** A start that must not go on; `lines` say why, one problem each (for configs: file, JSON pointer, reason). */
export class StartupError extends Error {
  constructor(readonly lines: string[]) {
    super(lines.join('\n'));
  }
}

export interface RunningServer {
  app: FastifyInstance;
  db: Kysely<Database>;
  url: string;
  close(): Promise<void>;
}

/** The demo accounts, messages and agent contracts of these merchants (outside production). */
async function seedDemoMerchants(db: Kysely<Database>, merchants: MerchantConfig[]): Promise<void> {
  const [{ seedDemoAccounts }, { seedDemoMessages }, { seedDemoContracts }, { systemClock }] = await Promise.all([import('./db/demo-accounts-seed.js'), import('./db/messages-seed.js'), import('./db/contracts-seed.js'), import('./lib/clock.js')]);
  await seedDemoAccounts(db, systemClock, merchants);
  await seedDemoMessages(db, systemClock.now(), merchants.map((m) => m.code));
  await seedDemoContracts(db, merchants, systemClock.now());
}

/**
 * Starts the server. Node finishes every pending V8 background task (NodePlatform::DrainTasks) whenever its event loop
 * has nothing left to wait for, and until the server listens a start waits only on promises: the loop then stopped
 * for the optimising compile of PGlite's hot WebAssembly functions, 0.6 to 1.4 s after the database opened (measured
 * on this machine, docs/decisions.md 4b), with the main thread idle. A referenced timer until the start ends keeps the
 * loop turning; that compile goes on beside the start, on V8's worker threads.
 */
export async function start(cwd: string, environment: Record<string, string | undefined>): Promise<RunningServer> {
  const awake = setInterval(() => undefined, 1_000);
  try {
    return await startServer(cwd, environment);
  } finally {
    clearInterval(awake);
  }
}

async function startServer(cwd: string, environment: Record<string, string | undefined>): Promise<RunningServer> {
  const began = performance.now();
  const since = () => Math.round(performance.now() - began);
  let env;
  try {
    env = parseEnv(environment);
  } catch (err) {
    if (err instanceof EnvError) throw new StartupError(err.problems.map((p) => `environment ${p}`));
    throw err;
  }
  const log = pino({ level: env.LOG_LEVEL });
  const dataDir = path.resolve(cwd, env.DATA_DIR);

  // The embedded database's thread starts first: it loads PGlite and compiles its WebAssembly while the rest of the
  // start's modules and the configuration load. An existing data folder opens at once, since opening changes nothing a
  // refused start would regret; a new one is made from the template only once the configuration is valid
  // (server/db/pglite-thread.ts).
  const thread = env.DATABASE_URL ? undefined : new PgliteThread();
  if (thread && existsSync(pgliteFolder(dataDir))) thread.open(pgliteFolder(dataDir)).catch(() => undefined);
  const modules = loadStartModules();
  modules.catch(() => undefined);
  // The site's staleness check (a stat of each of its ~850 source files) reads only: it runs while the configuration
  // loads; a build, if one is needed, waits for a valid configuration.
  const site = siteState(cwd, env.SITE_DIR);
  site.catch(() => undefined);
  let config: PlatformConfig;
  let previewStaff;
  const phases: Record<string, number> = {};
  let started: Awaited<ReturnType<typeof loadStartModules>>;
  try {
    started = await modules;
    const { loadPlatformConfig, formatProblem, parseStaffCredentials, StaffCredentialsError } = started;
    try {
      previewStaff = parseStaffCredentials(env.PREVIEW_STAFF);
    } catch (err) {
      if (err instanceof StaffCredentialsError) throw new StartupError([`environment ${err.message}`]);
      throw err;
    }
    phases.modules = since();
    const loaded = await loadPlatformConfig(cwd);
    if (!loaded.ok) throw new StartupError(loaded.problems.map((p) => `${p.severity}: ${formatProblem(p)}`));
    config = loaded.config;
    for (const w of loaded.warnings) log.warn({ rule: w.rule }, `config: ${formatProblem(w)}`);
    phases.config = since();

    await ensureSiteBuilt(cwd, log, env.SITE_DIR, site);
    phases.site = since();
  } catch (err) {
    await thread?.close();
    throw err;
  }
  const { migrateToLatest, openDatabase, databaseAfter, refreshPlannerStatistics, copyPgliteTemplate, runStartSeeds, seedDemoData, systemClock } = started;

  // The app's modules (Fastify, its plugins, every route: most of what a start loads) load while PGlite opens, whose
  // WebAssembly compiles on V8's background threads; loaded only now so that an invalid configuration stops the start
  // before either. Caught here so a failed open does not leave the import's rejection unhandled.
  const appModules = Promise.all([import('./app.js'), import('./config/watch-config.js'), import('./routes/games/lottery-bet-routes.js')]);
  appModules.catch(() => undefined);
  const demo = env.NODE_ENV !== 'production';
  // The folder opens (if it has not already), migrates and is seeded on the database's thread while this one loads the
  // app's modules and, on PGlite, builds the app on a second Kysely whose statements wait until the folder is ready
  // (open-database.ts, databaseAfter): a plugin that reads a table at registration reads it migrated. On PostgreSQL
  // (open at once) the app is built after the migrations, as before.
  const opened = openDatabase({ dataDir, template: (target) => copyPgliteTemplate(target), ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}), ...(thread ? { thread } : {}) });
  const prepared = opened.then(async ({ db: fresh }) => {
    phases.database = since();
    const applied = await migrateToLatest(fresh);
    phases.migrations = since();
    const seeded = await runStartSeeds(fresh, config, { demo, clock: systemClock });
    phases.seed = since();
    return { applied, seeded };
  });
  prepared.catch(() => undefined);
  let db: Kysely<Database> | undefined = thread ? databaseAfter(thread, prepared) : undefined;
  try {
    if (!db) {
      await prepared;
      db = (await opened).db;
    }
    const [{ buildApp }, { watchPlatformConfig }, { lotterySettlementJob }] = await appModules;
    phases.appModules = since();
    const app = await buildApp({ config, db, nodeEnv: env.NODE_ENV, trustProxy: parseTrustProxy(env.TRUST_PROXY), loggerInstance: log, preview: { staff: previewStaff }, siteDir: path.resolve(cwd, env.SITE_DIR), rateLimitMax: env.RATE_LIMIT_MAX, payoutDelaySeconds: env.PAYOUT_DELAY_SECONDS, redisUrl: env.REDIS_URL, unknownHosts: env.UNKNOWN_HOSTS, pluginTimeoutMs: 0 });
    phases.app = since();
    const [{ kind, fromTemplate }, { applied, seeded }] = await Promise.all([opened, prepared]);
    if (seeded.orphans.length > 0) log.warn({ merchants: seeded.orphans }, 'merchants in the database are no longer configured; their data is kept');
    const appDb = db;
    // Edits to merchants/ and themes/ apply without a restart (an invalid edit is refused and logged): outside
    // production always, in production when CONFIG_WATCH=on (where operators edit the files on the servers).
    const watcher = !configWatchOn(env) ? null : await watchPlatformConfig({
      rootDir: cwd,
      log,
      onReload: (outcome) => {
        app.configRefusal = outcome.applied ? null : { refusedAt: new Date().toISOString(), problems: outcome.problems.map(({ file, pointer, reason, severity, rule, fix }) => ({ file, pointer, reason, severity, ...(rule ? { rule } : {}), ...(fix ? { fix } : {}) })) };
      },
      apply: (next) => {
        // Demo accounts, messages and contracts for the merchants this reload adds only: seeding restores the demo
        // passwords, which must not undo a change made on a merchant that was already served.
        const added = [...next.merchants.values()].filter((m) => !app.platform.merchants.has(m.code));
        app.platform = next;
        seedDemoData(appDb, next)
          .then(() => (demo && added.length > 0 ? seedDemoMerchants(appDb, added) : undefined))
          .then(() => added.length > 0 && log.info({ merchants: added.map((m) => m.code) }, demo ? 'added merchants seeded with their demo accounts' : 'added merchants seeded'))
          .catch((err: unknown) => log.error({ err }, 'seeding the reloaded merchants failed'));
      },
    });
    app.addHook('onClose', async () => watcher?.close());
    // Due sandbox payouts and the automatic receipt of withdrawals (docs/money.md): conditional updates, so every
    // node may run them at once.
    const withdrawalTimer = setInterval(() => {
      app.withdrawalJobs.run().catch((err: unknown) => log.error({ err }, 'withdrawal jobs failed'));
    }, 15_000);
    withdrawalTimer.unref();
    app.addHook('onClose', async () => clearInterval(withdrawalTimer));
    // Lottery bets on self-run draws settle once their draw has passed (docs/lottery.md); idempotent on every node.
    const lotteryJob = lotterySettlementJob(app);
    const lotteryTimer = setInterval(() => {
      lotteryJob.run().catch((err: unknown) => log.error({ err }, 'lottery settlement failed'));
    }, 10_000);
    lotteryTimer.unref();
    app.addHook('onClose', async () => clearInterval(lotteryTimer));
    // Agent contracts: every closed period (real-time salary every 5 minutes) is paid once (docs/agent-contracts.md).
    const contractTimer = setInterval(() => {
      app.contractJobs.run().catch((err: unknown) => log.error({ err }, 'contract settlement failed'));
    }, 60_000);
    contractTimer.unref();
    app.addHook('onClose', async () => clearInterval(contractTimer));
    // Planner statistics for the tables that grew (server/db/planner-statistics.ts): PGlite has no autovacuum, and
    // PostgreSQL's waits a minute; a new database's plans would otherwise scan a merchant's rows for a key lookup.
    const refreshStatistics = () => {
      refreshPlannerStatistics(appDb).catch((err: unknown) => log.warn({ err }, 'planner statistics failed'));
    };
    const statisticsStart = setTimeout(refreshStatistics, 5_000);
    const statisticsTimer = setInterval(refreshStatistics, 30_000);
    statisticsStart.unref();
    statisticsTimer.unref();
    app.addHook('onClose', async () => {
      clearTimeout(statisticsStart);
      clearInterval(statisticsTimer);
    });
    await app.ready();
    phases.ready = since();
    const url = await app.listen({ port: env.PORT, host: env.HOST });
    phases.listen = since();
    log.info({ url, database: kind, ...(kind === 'pglite' ? { dataDir, newDataFolder: fromTemplate === true } : {}), migrationsApplied: applied, merchants: seeded.merchants, seedsRun: seeded.ran, startupMs: since(), sinceProcessStartMs: Math.round(performance.now()), phasesMs: phases }, `server started in ${since()} ms`);
    return {
      app,
      db: appDb,
      url,
      async close() {
        await app.close();
        await appDb.destroy();
      },
    };
  } catch (err) {
    // The app's Kysely and the opened one share the thread (or the pool): closing either closes it.
    await (db ?? (await opened.catch(() => null))?.db)?.destroy().catch(() => undefined);
    throw err;
  }
}

/**
 * Starts the server in this process with its environment, and stops it on SIGTERM or SIGINT. The signals are taken
 * before the start: the server logs "server started" as it listens, before start() has returned, and a stop asked in
 * between (an orchestrator, or a test that saw the line) would otherwise meet Node's default and kill the process with
 * 143 instead of closing the database. A stop asked during the start closes the server as soon as it is up.
 */
export async function main(): Promise<void> {
  let server: RunningServer | undefined;
  let requested: NodeJS.Signals | undefined;
  const stop = (running: RunningServer, signal: NodeJS.Signals) => {
    running.app.log.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (err: unknown) => {
        running.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (requested) return;
    requested = signal;
    if (server) stop(server, signal);
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  try {
    server = await start(process.cwd(), process.env);
  } catch (err) {
    if (err instanceof StartupError) {
      process.stderr.write('The server refuses to start:\n');
      for (const line of err.lines) process.stderr.write(`  ${line}\n`);
    } else {
      process.stderr.write(`The server failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    }
    process.exit(1);
  }
  if (requested) stop(server, requested);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) void main();
