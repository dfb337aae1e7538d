import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshPlannerStatistics } from '../../../server/db/planner-statistics.js';
import type { Database } from '../../../server/db/schema.js';
import { openTestDb, type TestDb } from '../../helpers/test-db.js';

let t: TestDb;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.close());

async function addTransactions(from: number, count: number, db: Kysely<Database> = t.db) {
  await sql`
    insert into vendor_transaction (merchant_id, aggregator, transaction_id, kind, round_id, member_id, amount, status, created_at)
    select 'basic', 'DEMOAGG', 'tx-' || n, 'bet', 'round-' || n, 'member-' || (n % 50), 100, 'done', now()
    from generate_series(${from}::int, ${from + count - 1}::int) as n`.execute(db);
}

/**
 * The plan a connection keeps for the win's lookup of its bet (vendor_win(), vendor-callback-migration.ts): PL/pgSQL
 * and prepared statements keep a generic plan made once, which only new statistics make PostgreSQL plan again.
 */
async function withCachedBetLookup(run: (plan: () => Promise<string>, c: Kysely<Database>) => Promise<void>) {
  await t.db.connection().execute(async (c) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(c);
    await sql`prepare bet_lookup(text, text, text) as select t.kind from vendor_transaction t
      where t.merchant_id = $1 and t.aggregator = $2 and t.transaction_id = $3 for update`.execute(c);
    const plan = async () => {
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain execute bet_lookup('basic', 'DEMOAGG', 'tx-7')`.execute(c);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };
    try {
      await run(plan, c);
    } finally {
      await sql`deallocate bet_lookup`.execute(c);
      await sql`reset plan_cache_mode`.execute(c);
    }
  });
}

describe(`planner statistics (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('analyzes a table once it holds rows, then again only after it grew by a fifth, so a key lookup takes its primary key', async () => {
    await refreshPlannerStatistics(t.db);
    await withCachedBetLookup(async (plan, c) => {
      await plan();
      await addTransactions(1, 2000, c);
      expect(await refreshPlannerStatistics(c)).toContain('vendor_transaction');
      expect(await plan()).toMatch(/Index Cond: \(\(merchant_id = .*\) AND \(aggregator = .*\) AND \(transaction_id = /);
    });
    // Nothing grew: nothing is analyzed, and the check reads file sizes only.
    expect(await refreshPlannerStatistics(t.db)).toEqual([]);
    await addTransactions(2001, 100);
    expect(await refreshPlannerStatistics(t.db)).not.toContain('vendor_transaction');
    await addTransactions(2101, 1000);
    expect(await refreshPlannerStatistics(t.db)).toContain('vendor_transaction');
    const { rows } = await sql<{ reltuples: number }>`select reltuples from pg_class where oid = 'vendor_transaction'::regclass`.execute(t.db);
    expect(Number(rows[0]!.reltuples)).toBe(3100);
  });
});
