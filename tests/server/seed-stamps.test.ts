// Work a start repeats runs once per hash (server/db/seed-stamps.ts): the session cache's triggers and the demo
// promotions are installed at the first start and read as done at the next, and a changed hash runs the work again.
// Runs on PGlite and PostgreSQL.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantConfig } from '../../src/engine/config-types.js';
import { loadPlatformConfig } from '../../server/config/load-config.js';
import { seedPromotions } from '../../server/db/promotions-seed.js';
import { unlessStamped } from '../../server/db/seed-stamps.js';
import { startSessionWalletsCache } from '../../server/db/session-wallets-cache.js';
import { openTestDb, type TestDb } from '../helpers/test-db.js';

let db: TestDb;
let demo: MerchantConfig;
beforeAll(async () => {
  const loaded = await loadPlatformConfig(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'));
  if (!loaded.ok) throw new Error('configuration');
  demo = loaded.config.merchants.get('demo')!;
  db = await openTestDb();
}, 120_000);
afterAll(() => db.close());

const stampOf = async (name: string) => (await sql<{ hash: string }>`select hash from seed_state where name = ${name}`.execute(db.db)).rows[0]?.hash;

describe('seed stamps', () => {
  it('run the work once per hash, and again when the hash changes', async () => {
    let runs = 0;
    const work = async () => {
      runs++;
    };
    expect(await unlessStamped(db.db, 'test-work', 'one', work)).toBe(true);
    expect(await unlessStamped(db.db, 'test-work', 'one', work)).toBe(false);
    expect(runs).toBe(1);
    expect(await unlessStamped(db.db, 'test-work', 'two', work)).toBe(true);
    expect(runs).toBe(2);
    expect(await stampOf('test-work')).toBe('two');
  });

  it('do not stamp work that failed, so the next start tries it again', async () => {
    await expect(unlessStamped(db.db, 'test-failing', 'one', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(await stampOf('test-failing')).toBeUndefined();
  });

  it('seed the demo promotions once: a second seed writes nothing, and a deleted activity stays deleted', async () => {
    const merchants = [demo];
    await seedPromotions(db.db, merchants);
    const activities = await db.db.selectFrom('promo_activity').select('activity_id').where('merchant_id', '=', 'demo').execute();
    expect(activities.length).toBeGreaterThan(0);
    expect(await stampOf('promotions')).toBeDefined();
    await db.db.deleteFrom('promo_activity').where('merchant_id', '=', 'demo').where('activity_id', '=', activities[0]!.activity_id).execute();
    await seedPromotions(db.db, merchants);
    expect(await db.db.selectFrom('promo_activity').select('activity_id').where('merchant_id', '=', 'demo').execute()).toHaveLength(activities.length - 1);
  });

  it('install the session cache triggers on the embedded database and stamp them', async () => {
    const stop = await startSessionWalletsCache(db.db);
    try {
      const triggers = await sql<{ tgname: string }>`select tgname from pg_trigger where tgname like 'livery_cache%' order by tgname`.execute(db.db);
      if (db.engine === 'postgres') {
        expect(triggers.rows).toEqual([]);
        return;
      }
      expect(triggers.rows.map((r) => r.tgname)).toEqual(['livery_cache_balance', 'livery_cache_balance_truncate', 'livery_cache_session', 'livery_cache_session_truncate']);
      expect(await stampOf('session-cache-triggers')).toBeDefined();
    } finally {
      await stop();
    }
  });
});
