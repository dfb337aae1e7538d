// Game-list throughput: filtered, paged GCSGAME_gameList requests per second through the lobby's route stack (the
// merchant from the Host, the catalogue cache, TypeBox validation and serialisation) on an in-memory PGlite with
// the seeded catalogue, against a bare Fastify route answering a fixed page of the same size, in the same run.
// Also reports the catalogue seed time. Rounds alternate between the two servers and the median round counts, since
// a shared machine's load varies more than the difference measured. The same lists also go through the whole
// production server (buildApp, logging at info). Run alone with `npx tsx bench/game-list.ts`.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { pino } from 'pino';
import { buildApp } from '../server/app.js';
import { loadPlatformConfig } from '../server/config/load-config.js';
import { seedGameCatalogue } from '../server/db/catalogue-seed.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { fromPglite } from '../server/db/open-database.js';
import { catalogueMigration } from '../server/db/catalogue-migration.js';
import type { Database } from '../server/db/schema.js';
import { seedCatalogue } from '../server/db/catalogue-seed.js';
import badInputPlugin from '../server/plugins/app/bad-input.js';
import platformPlugin from '../server/plugins/app/platform.js';
import lobbyRoutes from '../server/routes/games/index.js';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { method: 'GET'; path: string }[];
}) => Promise<AutocannonResult>;
// autocannon ships no types; its promise API is all this bench uses.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface GameListBenchRun {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
}

export interface GameListBench {
  catalogueGames: number;
  seedMs: number;
  /** Seed on a database that already holds the version: the cost every later start pays. */
  reseedSkipMs: number;
  gameList: GameListBenchRun;
  /** The same lists through the whole production server (buildApp: every plugin and hook, logging at info). */
  wholeServer: GameListBenchRun;
  bareFastify: GameListBenchRun;
  /** gameList / bareFastify requests per second. */
  ratio: number;
  /** wholeServer / bareFastify requests per second: issue 15's yardstick (at least 0.5). */
  wholeServerRatio: number;
}

export interface GameListBenchOptions {
  /** Seconds per target, split over alternating rounds (default 12). */
  durationSeconds?: number;
  /** Rounds per target, alternating lobby and bare so a noisy machine hurts both alike (default 3). */
  rounds?: number;
  /** Concurrent connections (default 10). */
  connections?: number;
}

/** What the lobby's filters and pages look like in use: category pages, vendors, classifications, search, new. */
const paths = [
  '/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&gameType=RNG&pageNo=1&pageSize=15&language=en',
  '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&vassalage=PT&pageNo=3&pageSize=15&language=km',
  '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&gameClassify=JP&pageNo=2&pageSize=15&language=zh',
  '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&gameName=dragon&pageNo=1&pageSize=15&language=en',
  '/wps/relay/GCSGAME_gameList?clientType=3&gameType=RNG&isNew=1&pageNo=1&pageSize=15&language=en',
  '/wps/relay/GCSGAME_gameList?clientType=3&gameType=LIVE&vassalage=AG&pageNo=1&pageSize=15&language=en',
  '/wps/relay/GCSGAME_gameList?clientType=3&gameType=FISH&pageNo=1&pageSize=15&language=km',
  '/wps/relay/GCSGAME_gameList?clientType=3&gameType=PVP&pageNo=2&pageSize=15&language=en',
];

async function run(url: string, options: Required<GameListBenchOptions>, requests: { method: 'GET'; path: string }[]): Promise<GameListBenchRun> {
  const result = await autocannon({
    url, connections: options.connections, duration: options.durationSeconds, headers: { host: 'demo.localhost' }, requests,
  });
  if (result.errors > 0) throw new Error(`game-list bench: ${result.errors} connection errors against ${url}`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
  };
}

/** The round with the median throughput. */
function median(runs: GameListBenchRun[]): GameListBenchRun {
  return [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)]!;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function benchGameList(options: GameListBenchOptions = {}): Promise<GameListBench> {
  const opts: Required<GameListBenchOptions> = {
    durationSeconds: options.durationSeconds ?? 12, rounds: options.rounds ?? 3, connections: options.connections ?? 10,
  };
  const loaded = await loadPlatformConfig(process.cwd());
  if (!loaded.ok) throw new Error('game-list bench: the merchant configuration is invalid');
  const db = new Kysely<Database>({ dialect: new PGliteDialect(await PGlite.create()) });
  const lobby = Fastify({ logger: false });
  const bare = Fastify({ logger: false });
  const wholeDb = fromPglite(await PGlite.create());
  let whole: FastifyInstance | undefined;
  try {
    await migrateToLatest(wholeDb);
    await seedGameCatalogue(wholeDb);
    // As main.ts builds it in production: info logging (to /dev/null here), every plugin and hook.
    whole = await buildApp({ config: loaded.config, db: wholeDb, nodeEnv: 'production', loggerInstance: pino({ level: 'info' }, pino.destination('/dev/null')), accounts: { housekeeping: false }, rateLimitMax: 1_000_000_000 });
    const wholeUrl = await listen(whole);
    await catalogueMigration.up(db as Kysely<unknown>);
    const seeded = await seedCatalogue(db);
    const skipped = await seedCatalogue(db);

    lobby.decorate('db', db as unknown as FastifyInstance['db']);
    // The server-keys plugin would need the platform's tables; the lists measured here draw no lottery numbers.
    lobby.decorate('lotteryDrawKey', 'bench'.repeat(8));
    await lobby.register(badInputPlugin);
    await lobby.register(platformPlugin, { config: loaded.config, allowPreview: false });
    // Only public lists are measured, so the session hooks are never reached.
    const refuse = async () => { throw new Error('the game-list bench calls no (T) route'); };
    await lobby.register(lobbyRoutes, { authenticate: refuse, requireRealAccount: refuse });
    const lobbyUrl = await listen(lobby);

    // The bare route answers what the first lobby path answers, serialised once, so the two runs send the same bytes.
    const page = (await lobby.inject({ url: paths[0]!, headers: { host: 'demo.localhost' } })).body;
    bare.get('/wps/relay/GCSGAME_gameList', async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(page));
    const bareUrl = await listen(bare);

    const requests = paths.map((path) => ({ method: 'GET' as const, path }));
    // A short warm-up of each so the first round does not pay for the JIT and the catalogue load.
    const round = { ...opts, durationSeconds: Math.max(1, Math.round(opts.durationSeconds / opts.rounds)) };
    await run(lobbyUrl, { ...opts, durationSeconds: 1 }, requests);
    await run(bareUrl, { ...opts, durationSeconds: 1 }, requests);
    await run(wholeUrl, { ...opts, durationSeconds: 1 }, requests);
    const lobbyRuns: GameListBenchRun[] = [];
    const bareRuns: GameListBenchRun[] = [];
    const wholeRuns: GameListBenchRun[] = [];
    for (let i = 0; i < opts.rounds; i++) {
      lobbyRuns.push(await run(lobbyUrl, round, requests));
      bareRuns.push(await run(bareUrl, round, requests));
      wholeRuns.push(await run(wholeUrl, round, requests));
    }
    const gameList = median(lobbyRuns);
    const bareFastify = median(bareRuns);
    const wholeServer = median(wholeRuns);
    return {
      catalogueGames: seeded.games,
      seedMs: Math.round(seeded.ms),
      reseedSkipMs: Math.round(skipped.ms * 10) / 10,
      gameList,
      wholeServer,
      bareFastify,
      ratio: Math.round((gameList.requestsPerSecond / bareFastify.requestsPerSecond) * 100) / 100,
      wholeServerRatio: Math.round((wholeServer.requestsPerSecond / bareFastify.requestsPerSecond) * 100) / 100,
    };
  } finally {
    await whole?.close();
    await wholeDb.destroy();
    await lobby.close();
    await bare.close();
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchGameList(), null, 2));
}
