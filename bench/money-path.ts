// The money path through HTTP (issue 15 point 6): 32 keep-alive clients against the whole server (buildApp on PGlite
// on its thread over a data folder, as the server runs it, and on PostgreSQL when DATABASE_URL is set, in a schema of
// its own, through the server's own pool). Each client loops over one member's bet (POST /wps/seamless/debit of Lucky
// Lantern, then /credit), and a wallet transfer (POST /wps/relay/GCS_walletTransfer, main to the game's wallet and
// back); every call is one money operation. 64 members of the transfer-wallet merchant share the load. The ledger is
// audited after each run.
// The clients send with node:http on keep-alive connections (fetch's undici cost this process, which the server
// shares, about 850 µs per call: docs/vendors.md). Run alone with `npx tsx bench/money-path.ts`.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../server/app.js';
import { refreshPlannerStatistics } from '../server/db/planner-statistics.js';
import { cpuMeter } from './cpu-meter.js';
import { batchStats } from '../server/db/statement-batch.js';
import { loadPlatformConfig } from '../server/config/load-config.js';
import { seedGameCatalogue } from '../server/db/catalogue-seed.js';
import { insertMember } from '../server/db/member-repository.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { openDatabase } from '../server/db/open-database.js';
import type { Database } from '../server/db/schema.js';
import { createSession } from '../server/db/session-store.js';
import { ledgerContextOf } from '../server/domain/ledger/wallets.js';
import { createGameSession } from '../server/db/game-session-repository.js';

export interface MoneyPathRun {
  /** CPU per operation of this process (server and client) and of PostgreSQL, and what two idle cores would sustain. */
  nodeCpuUsPerOp: number;
  postgresCpuUsPerOp: number;
  twoCoreCeilingPerSecond: number;
  /** Group commit (server/db/statement-batch.ts): money statements that ran in batches and alone, and the mean batch. */
  batching: { batches: number; batched: number; alone: number; batchFailures: number; meanBatch: number };
  database: 'pglite' | 'postgres';
  clients: number;
  seconds: number;
  /** Debits, credits and transfers answered success per second. */
  opsPerSecond: number;
  bets: number;
  transfers: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  refused: number;
  /** From ledger.audit(): every account's balance summed (0), drifted accounts, unbalanced entries, negative wallets. */
  ledgerTotal: number;
  auditProblems: number;
}

const merchant = 'demo';

function batchingSince(before: typeof batchStats) {
  const batches = batchStats.batches - before.batches;
  const batched = batchStats.batched - before.batched;
  return { batches, batched, alone: batchStats.alone - before.alone, batchFailures: batchStats.batchFailures - before.batchFailures, meanBatch: batches ? Math.round(batched / batches * 10) / 10 : 0 };
}

async function measure(db: Kysely<Database>, database: MoneyPathRun['database'], clients: number, seconds: number): Promise<MoneyPathRun> {
  const loaded = await loadPlatformConfig(process.cwd());
  if (!loaded.ok) throw new Error('money path bench: the merchant configuration is invalid');
  await migrateToLatest(db);
  await seedGameCatalogue(db);
  const app = await buildApp({ config: loaded.config, db, nodeEnv: 'test', logger: false, rateLimitMax: 1_000_000_000, accounts: { housekeeping: false } });
  let closeAgent = () => {};
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const { rows } = await sql<{ node_id: string }>`select node_id from game where vassalage = 'LIVERY' and game_code = 'LUCKY_LANTERN'`.execute(db);
    const ctx = ledgerContextOf(loaded.config.merchants.get(merchant)!);
    const tag = randomBytes(3).toString('hex');
    const members: { authorization: string; token: string }[] = [];
    for (let i = 0; i < 64; i += 1) {
      const memberId = (await insertMember(db, { merchantId: merchant, account: `benchmp${i}${tag}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
      await app.ledger.post(ctx, `bench-mp-${memberId}`, { type: 'deposit', memberId, amount: 1_000_000_000n, provider: 'sandbox', reference: 'bench' });
      await app.ledger.post(ctx, `bench-mp-in-${memberId}`, { type: 'wallet_transfer', memberId, from: 'MAIN', to: 'LIVERY', amount: 500_000_000n });
      const site = await createSession(db, { now: () => new Date() }, {
        merchantId: merchant, memberId, memberType: 0, loginType: 'username', ip: '127.0.0.1',
        mustChangePassword: false, passwordExpired: false, firstTimeLogin: false, pendingVerification: false,
      });
      const { token } = await createGameSession(db, { merchantId: merchant, memberId, nodeId: rows[0]!.node_id, vassalage: 'LIVERY', gameType: 'RNG', language: 'en' }, new Date());
      members.push({ authorization: `Bearer ${site}`, token });
    }
    const host = `${merchant}.localhost`;
    const agent = new Agent({ keepAlive: true, maxSockets: clients });
    closeAgent = () => agent.destroy();
    const call = (path: string, headers: Record<string, string>, body: object): Promise<{ ok: boolean; ms: number }> => {
      const text = JSON.stringify(body);
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const req = request({
          host: '127.0.0.1', port, path, method: 'POST', agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), host, ...headers },
        }, (res) => {
          let answer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => { answer += chunk; });
          res.on('end', () => resolve({ ok: res.statusCode === 200 && (JSON.parse(answer) as { success: boolean }).success, ms: performance.now() - started }));
        });
        req.on('error', reject);
        req.end(text);
      });
    };
    let latencies: number[] = [];
    let bets = 0;
    let transfers = 0;
    let refused = 0;
    let n = 0;
    // A running server's steady state: its statistics job (main.ts) has analyzed the tables the first operations grew.
    let deadline = performance.now() + 2000;
    let phase = 'warm';
    const worker = async (w: number) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        const m = members[(w + i * clients) % members.length]!;
        const roundId = `bmp-${tag}-${phase}-${w}-${i}`;
        const game = { 'x-game-token': m.token };
        for (const out of [
          await call('/wps/seamless/debit', game, { roundId, amount: 100 }),
          await call('/wps/seamless/credit', game, { roundId }),
        ]) {
          latencies.push(out.ms);
          if (out.ok) bets += 1; else refused += 1;
        }
        const [from, to] = i % 2 === 0 ? ['MAIN', 'LIVERY'] : ['LIVERY', 'MAIN'];
        const moved = await call('/wps/relay/GCS_walletTransfer', { authorization: m.authorization }, { from, to, amount: 100, idempotencyKey: `bmp-${tag}-t${n += 1}` });
        latencies.push(moved.ms);
        if (moved.ok) transfers += 1; else refused += 1;
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
    await refreshPlannerStatistics(db);
    latencies = [];
    bets = 0;
    transfers = 0;
    refused = 0;
    phase = 'run';
    deadline = performance.now() + seconds * 1000;
    const statsBefore = { ...batchStats };
    const meter = cpuMeter();
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, (_, w) => worker(w)));
    const elapsed = (performance.now() - started) / 1000;
    const cpu = meter(bets + transfers);
    latencies.sort((a, b) => a - b);
    const audit = await app.ledger.audit(merchant);
    return {
      ...cpu, batching: batchingSince(statsBefore), database, clients, seconds: Math.round(elapsed * 10) / 10,
      opsPerSecond: Math.round((bets + transfers) / elapsed), bets, transfers,
      latencyP50Ms: Math.round(latencies[Math.floor(latencies.length / 2)]! * 10) / 10,
      latencyP99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)]! * 10) / 10,
      refused,
      ledgerTotal: Number(audit.totals.reduce((s, t) => s + t.total, 0n)),
      auditProblems: audit.driftedAccounts.length + audit.unbalancedEntries.length + audit.orphanPostings.length + audit.negativeMemberAccounts.length,
    };
  } finally {
    closeAgent();
    await app.close();
  }
}

export async function benchMoneyPath(options: { clients?: number; seconds?: number; databaseUrl?: string; only?: 'pglite' | 'postgres' } = {}): Promise<MoneyPathRun[]> {
  const clients = options.clients ?? 32;
  const seconds = options.seconds ?? 10;
  const runs: MoneyPathRun[] = [];
  if (options.only !== 'postgres') {
    // The server's own embedded database: PGlite on its thread (pglite-thread.ts) over a data folder on disk.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'livery-money-'));
    const { db: lite } = await openDatabase({ dataDir });
    try {
      runs.push(await measure(lite, 'pglite', clients, seconds));
    } finally {
      await lite.destroy();
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  if (url && options.only !== 'pglite') {
    const schema = `money_bench_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ dataDir: '', databaseUrl: url });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    // The server's own pool (open-database.ts), so its size is the one measured.
    const { db } = await openDatabase({ dataDir: '', databaseUrl: url, searchPath: `${schema},public` });
    try {
      runs.push(await measure(db, 'postgres', clients, seconds));
    } finally {
      await db.destroy();
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.db.destroy();
    }
  }
  return runs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.env.BENCH_DB === 'pglite' || process.env.BENCH_DB === 'postgres' ? process.env.BENCH_DB : undefined;
  console.log(JSON.stringify(await benchMoneyPath(only ? { only } : {}), null, 2));
}
