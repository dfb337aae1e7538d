// Ledger throughput: journal entries (bets of two postings each, the commonest entry) written through the real
// repository, on an in-memory PGlite and, when DATABASE_URL is set, on PostgreSQL with parallel connections.
// Run alone with `npx tsx bench/ledger.ts`.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrateToLatest } from '../server/db/migrate.js';
import { createLedgerRepository } from '../server/db/ledger-repository.js';
import type { Database } from '../server/db/schema.js';
import type { LedgerContext } from '../server/domain/ledger/entries.js';

export interface LedgerBenchRun {
  engine: 'pglite' | 'postgres';
  entries: number;
  concurrency: number;
  members: number;
  seconds: number;
  entriesPerSecond: number;
  postingsPerSecond: number;
  /** `select 1` round trips per second on the same engine just before: reads the other numbers on a busy machine. */
  baselineQueriesPerSecond: number;
}

export interface LedgerBenchOptions {
  /** Entries per engine (default 2000). */
  entries?: number;
  /** Distinct members the bets spread over (default 50); every bet also locks the merchant's house account. */
  members?: number;
  /** Requests in flight on PostgreSQL (default 16); PGlite has one connection, so its runs are sequential. */
  concurrency?: number;
  databaseUrl?: string;
}

async function baseline(db: Kysely<Database>): Promise<number> {
  const rounds = 500;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await sql`select 1`.execute(db);
  return Math.round(rounds / ((performance.now() - started) / 1000));
}

async function measure(db: Kysely<Database>, engine: LedgerBenchRun['engine'], entries: number, members: number, concurrency: number): Promise<LedgerBenchRun> {
  const baselineQueriesPerSecond = await baseline(db);
  const ledger = createLedgerRepository(db);
  const ctx: LedgerContext = { merchantId: `bench${randomBytes(4).toString('hex')}`, currency: 'USD', wallet: { isSingle: true, vendors: [] } };
  for (let m = 0; m < members; m++) {
    await ledger.post(ctx, `bench-fund-${m}`, { type: 'deposit', memberId: `p${m}`, amount: 10n ** 12n, provider: 'sandbox', reference: `f${m}` });
  }
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < entries; i = next++) {
      const out = await ledger.post(ctx, `bench-bet-${i}`, { type: 'bet', memberId: `p${i % members}`, wallet: 'MAIN', amount: 100n, reference: `r${i}` });
      if (!out.ok) throw new Error(`bench bet refused: ${out.error.code}`);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const audit = await ledger.audit(ctx.merchantId);
  if (audit.driftedAccounts.length > 0 || audit.totals.some((t) => t.total !== 0n)) throw new Error('ledger bench left the ledger inconsistent');
  return {
    engine, entries, concurrency, members,
    seconds: Math.round(seconds * 100) / 100,
    entriesPerSecond: Math.round(entries / seconds),
    postingsPerSecond: Math.round((entries * 2) / seconds),
    baselineQueriesPerSecond,
  };
}

/** Postings per second of the ledger on PGlite and, when a database URL is given or set, on PostgreSQL. */
export async function benchLedger(options: LedgerBenchOptions = {}): Promise<LedgerBenchRun[]> {
  const entries = options.entries ?? 2000;
  const members = options.members ?? 50;
  const runs: LedgerBenchRun[] = [];

  const lite = new Kysely<Database>({ dialect: new PGliteDialect(await PGlite.create()) });
  try {
    await migrateToLatest(lite);
    runs.push(await measure(lite, 'pglite', entries, members, 1));
  } finally {
    await lite.destroy();
  }

  const url = options.databaseUrl ?? process.env.DATABASE_URL;
  if (url) {
    const concurrency = options.concurrency ?? 16;
    const schema = `ledger_bench_${randomBytes(4).toString('hex')}`;
    const pool = new pg.Pool({ connectionString: url, max: concurrency, options: `-c search_path=${schema},public` });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    try {
      await sql`create schema ${sql.id(schema)}`.execute(db);
      await migrateToLatest(db);
      runs.push(await measure(db, 'postgres', entries, members, 1));
      runs.push(await measure(db, 'postgres', entries, members, concurrency));
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    }
  }
  return runs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchLedger(), null, 2));
}
