// Vendor wallet callbacks per second (docs/vendors.md): signed bet + win pairs, as an aggregator sends them, from 32
// concurrent keep-alive connections against the whole server (buildApp on an in-memory PGlite, and on PostgreSQL
// when DATABASE_URL is set, in a schema of its own). Each pair is one player's round on its own game session; 64
// players share the load, so rounds of one player queue on its wallet row as they would in production. The client
// runs in the same process and takes its share of the 2 CPUs. Run alone with `npx tsx bench/vendor-callbacks.ts`.
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../server/app.js';
import { cpuMeter } from './cpu-meter.js';
import { batchStats } from '../server/db/statement-batch.js';
import { refreshPlannerStatistics } from '../server/db/planner-statistics.js';
import { loadPlatformConfig } from '../server/config/load-config.js';
import { migrateToLatest } from '../server/db/migrate.js';
import { fromPglite, openDatabase } from '../server/db/open-database.js';
import type { Database } from '../server/db/schema.js';
import { seedGameCatalogue } from '../server/db/catalogue-seed.js';
import { ledgerContextOf } from '../server/domain/ledger/wallets.js';
import { createGameSession } from '../server/db/game-session-repository.js';
import { demoAggregatorId, signRequest, vendorKeyOf } from '../server/providers/game/vendor-contract/signing.js';
import { insertMember } from '../server/db/member-repository.js';

export interface CallbackBenchRun {
  /** CPU per operation of this process (server and client) and of PostgreSQL, and what two idle cores would sustain. */
  nodeCpuUsPerOp: number;
  postgresCpuUsPerOp: number;
  twoCoreCeilingPerSecond: number;
  /** Group commit (server/db/statement-batch.ts): money statements that ran in batches and alone, and the mean batch. */
  batching: { batches: number; batched: number; alone: number; batchFailures: number; meanBatch: number };
  database: 'pglite' | 'postgres';
  connections: number;
  seconds: number;
  /** Bet and win callbacks answered RS_OK per second (two per round). */
  callbacksPerSecond: number;
  roundsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  refused: number;
  /** Sum of every ledger posting of the merchant after the run: 0 when every entry balanced. */
  ledgerSum: number;
}

const key = vendorKeyOf({ NODE_ENV: 'development' }, demoAggregatorId)!;
const merchant = 'basic';

// The pool's connections name themselves, so the CPU meter counts their backends and not other clients'.
const applicationName = `livery_callback_bench_${process.pid}`;
const withApplicationName = (url: string) => `${url}${url.includes('?') ? '&' : '?'}application_name=${applicationName}`;

async function ownBackends(db: Kysely<Database>, database: CallbackBenchRun['database']): Promise<number[] | undefined> {
  if (database !== 'postgres') return undefined;
  const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where application_name = ${applicationName}`.execute(db);
  return rows.map((r) => r.pid);
}

function batchingSince(before: typeof batchStats) {
  const batches = batchStats.batches - before.batches;
  const batched = batchStats.batched - before.batched;
  return { batches, batched, alone: batchStats.alone - before.alone, batchFailures: batchStats.batchFailures - before.batchFailures, meanBatch: batches ? Math.round(batched / batches * 10) / 10 : 0 };
}

async function measure(db: Kysely<Database>, database: CallbackBenchRun['database'], connections: number, seconds: number): Promise<CallbackBenchRun> {
  const loaded = await loadPlatformConfig(process.cwd());
  if (!loaded.ok) throw new Error('callback bench: the merchant configuration is invalid');
  await migrateToLatest(db);
  await seedGameCatalogue(db);
  const app = await buildApp({ config: loaded.config, db, nodeEnv: 'test', logger: false, accounts: { housekeeping: false } });
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const { rows } = await sql<{ node_id: string }>`select node_id from game where vassalage = 'PT' and game_type = 'RNG' and is_game = 1 limit 1`.execute(db);
    const ctx = ledgerContextOf(loaded.config.merchants.get(merchant)!);
    const players: { memberId: string; token: string }[] = [];
    for (let i = 0; i < 64; i += 1) {
      const memberId = (await insertMember(db, { merchantId: merchant, account: `benchcb${i}${randomBytes(2).toString('hex')}`, type: 0, passwordHash: null, passwordChangedAt: null, createdAt: new Date() }))!;
      await app.ledger.post(ctx, `bench-cb-${memberId}`, { type: 'deposit', memberId, amount: 1_000_000_000n, provider: 'sandbox', reference: 'bench' });
      const { token } = await createGameSession(db, { merchantId: merchant, memberId, nodeId: rows[0]!.node_id, vassalage: 'PT', gameType: 'RNG', language: 'en' }, new Date());
      players.push({ memberId, token });
    }
    // The aggregator's side, as light as Node's HTTP client makes it (it shares this process's CPU with the server):
    // node:http on keep-alive connections, `connections` of them, one per worker.
    const call = (action: 'bet' | 'win', body: object): Promise<{ ok: boolean; ms: number }> => {
      const path = `/vendor-wallet/${merchant}/${action}`;
      const text = JSON.stringify({ request_uuid: randomUUID(), ...body });
      const timestamp = Math.floor(Date.now() / 1000);
      const started = performance.now();
      return new Promise((resolve, reject) => {
        const req = request({
          host: '127.0.0.1', port, path, method: 'POST', agent,
          headers: {
            'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'x-vendor-id': demoAggregatorId,
            'x-vendor-timestamp': String(timestamp), 'x-vendor-signature': signRequest(key, timestamp, path, text),
          },
        }, (res) => {
          let answer = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => { answer += chunk; });
          res.on('end', () => resolve({ ok: (JSON.parse(answer) as { status: string }).status === 'RS_OK', ms: performance.now() - started }));
        });
        req.on('error', reject);
        req.end(text);
      });
    };
    // One player's round: a bet, then its win closing the round.
    const round = async (p: { token: string }) => {
      const roundId = randomUUID();
      const betTx = randomUUID();
      const bet = await call('bet', { token: p.token, transaction_uuid: betTx, round: roundId, amount: 100, currency: 'USD' });
      const win = await call('win', { transaction_uuid: randomUUID(), reference_transaction_uuid: betTx, round: roundId, amount: 50, currency: 'USD', round_closed: true });
      return { bet, win };
    };
    // A running server's steady state: its statistics job (main.ts) has analyzed the tables the first rounds grew.
    const warmUntil = performance.now() + 2000;
    await Promise.all(Array.from({ length: connections }, async (_, w) => {
      while (performance.now() < warmUntil) await round(players[w % players.length]!);
    }));
    await refreshPlannerStatistics(db);
    const latencies: number[] = [];
    let done = 0;
    let refused = 0;
    const deadline = performance.now() + seconds * 1000;
    const worker = async (w: number) => {
      let n = 0;
      while (performance.now() < deadline) {
        const p = players[(w + n * connections) % players.length]!;
        n += 1;
        const { bet, win } = await round(p);
        latencies.push(bet.ms, win.ms);
        if (bet.ok && win.ok) done += 2;
        else refused += 1;
      }
    };
    const statsBefore = { ...batchStats };
    const meter = cpuMeter();
    const started = performance.now();
    await Promise.all(Array.from({ length: connections }, (_, w) => worker(w)));
    const elapsed = (performance.now() - started) / 1000;
    const cpu = meter(done, await ownBackends(db, database));
    latencies.sort((a, b) => a - b);
    const sum = await sql<{ s: string }>`select coalesce(sum(amount), 0)::text as s from ledger_posting where merchant_id = ${merchant}`.execute(db);
    return {
      ...cpu, batching: batchingSince(statsBefore), database, connections, seconds: Math.round(elapsed * 10) / 10,
      callbacksPerSecond: Math.round(done / elapsed), roundsPerSecond: Math.round(done / 2 / elapsed),
      latencyP50Ms: Math.round(latencies[Math.floor(latencies.length / 2)]! * 10) / 10,
      latencyP99Ms: Math.round(latencies[Math.floor(latencies.length * 0.99)]! * 10) / 10,
      refused, ledgerSum: Number(sum.rows[0]!.s),
    };
  } finally {
    agent.destroy();
    await app.close();
  }
}

export async function benchVendorCallbacks(options: { connections?: number; seconds?: number; databaseUrl?: string; only?: 'pglite' | 'postgres' } = {}): Promise<CallbackBenchRun[]> {
  const connections = options.connections ?? 32;
  const seconds = options.seconds ?? 10;
  const runs: CallbackBenchRun[] = [];
  if (options.only !== 'postgres') {
    const lite = fromPglite(await PGlite.create());
    try {
      runs.push(await measure(lite, 'pglite', connections, seconds));
    } finally {
      await lite.destroy();
    }
  }
  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  if (url && options.only !== 'pglite') {
    const schema = `callback_bench_${randomBytes(4).toString('hex')}`;
    const admin = await openDatabase({ dataDir: '', databaseUrl: url });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    // The server's own pool (open-database.ts), so its size is the one measured.
    const { db } = await openDatabase({ dataDir: '', databaseUrl: withApplicationName(url), searchPath: `${schema},public` });
    try {
      runs.push(await measure(db, 'postgres', connections, seconds));
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
  console.log(JSON.stringify(await benchVendorCallbacks(only ? { only } : {}), null, 2));
}
