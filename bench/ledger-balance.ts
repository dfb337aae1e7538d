// Balance endpoint throughput: GET /wps/v2/wallets/balance through the whole server (buildApp: helmet, rate limit
// raised out of the way, merchant from the Host, session lookup, ledger read, TypeBox serialisation) on an
// in-memory PGlite, against a bare Fastify route answering the same bytes, in the same run. Rounds alternate between
// the two and the median round counts, since a shared machine's load varies more than the difference measured.
// Run alone with `npx tsx bench/ledger-balance.ts`.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app.js';
import { loadPlatformConfig } from '../server/config/load-config.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { fromPglite } from '../server/db/open-database.js';
import { createLedgerRepository } from '../server/db/ledger-repository.js';
import { ledgerContextOf } from '../server/domain/ledger/wallets.js';
import { insertMember } from '../server/db/member-repository.js';
import { createSession } from '../server/db/session-store.js';

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (opts: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<AutocannonResult>;
// autocannon ships no types; its promise API is all this bench uses.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface BalanceBenchRun {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
}

export interface BalanceBench {
  balance: BalanceBenchRun;
  bareFastify: BalanceBenchRun;
  /** balance / bareFastify requests per second. */
  ratio: number;
}

export interface BalanceBenchOptions {
  /** Seconds per target, split over alternating rounds (default 9). */
  durationSeconds?: number;
  rounds?: number;
  connections?: number;
}

async function run(url: string, seconds: number, connections: number, headers: Record<string, string>): Promise<BalanceBenchRun> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.errors > 0) throw new Error(`balance bench: ${result.errors} connection errors against ${url}`);
  return {
    requestsPerSecond: Math.round(result.requests.average), latencyP50Ms: result.latency.p50, latencyP99Ms: result.latency.p99,
    requests: result.requests.total, non2xx: result.non2xx,
  };
}

const median = (runs: BalanceBenchRun[]) => [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(runs.length / 2)]!;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Requests per second of the balance endpoint against a bare Fastify route, on PGlite. */
export async function benchBalanceEndpoint(options: BalanceBenchOptions = {}): Promise<BalanceBench> {
  const rounds = options.rounds ?? 3;
  const connections = options.connections ?? 10;
  const seconds = Math.max(1, Math.round((options.durationSeconds ?? 9) / rounds));
  const loaded = await loadPlatformConfig(process.cwd());
  if (!loaded.ok) throw new Error('balance bench: the merchant configuration is invalid');
  const db = fromPglite(await PGlite.create());
  await migrateToLatest(db);
  const app = await buildApp({ config: loaded.config, db, nodeEnv: 'test', logger: false, rateLimitMax: 1_000_000_000, accounts: { housekeeping: false } });
  const bare = Fastify({ logger: false });
  try {
    await app.ready();
    const now = new Date();
    const memberId = (await insertMember(db, { merchantId: 'demo', account: 'benchbalance', type: 0, passwordHash: null, passwordChangedAt: null, createdAt: now }))!;
    const token = await createSession(db, { now: () => new Date() }, {
      merchantId: 'demo', memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
      mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
    });
    const ledger = createLedgerRepository(db);
    const ctx = ledgerContextOf(loaded.config.merchants.get('demo')!);
    await ledger.post(ctx, 'bench-balance-seed-1', { type: 'deposit', memberId, amount: 123_456n, provider: 'sandbox', reference: 'seed' });
    await ledger.post(ctx, 'bench-balance-seed-2', { type: 'wallet_transfer', memberId, from: 'MAIN', to: 'AG', amount: 456n });
    const headers = { host: 'demo.localhost', authorization: `Bearer ${token}` };
    const appUrl = await listen(app);

    const body = (await app.inject({ url: '/wps/v2/wallets/balance', headers })).body;
    bare.get('/wps/v2/wallets/balance', async (_request, reply) => reply.header('content-type', 'application/json; charset=utf-8').send(body));
    const bareUrl = await listen(bare);

    await run(`${appUrl}/wps/v2/wallets/balance`, 1, connections, headers);
    await run(`${bareUrl}/wps/v2/wallets/balance`, 1, connections, headers);
    const appRuns: BalanceBenchRun[] = [];
    const bareRuns: BalanceBenchRun[] = [];
    for (let i = 0; i < rounds; i++) {
      appRuns.push(await run(`${appUrl}/wps/v2/wallets/balance`, seconds, connections, headers));
      bareRuns.push(await run(`${bareUrl}/wps/v2/wallets/balance`, seconds, connections, headers));
    }
    const balance = median(appRuns);
    const bareFastify = median(bareRuns);
    if (balance.non2xx > 0) throw new Error(`balance bench: ${balance.non2xx} answers were not 2xx`);
    return { balance, bareFastify, ratio: Math.round((balance.requestsPerSecond / bareFastify.requestsPerSecond) * 100) / 100 };
  } finally {
    await app.close();
    await bare.close();
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchBalanceEndpoint(), null, 2));
}
