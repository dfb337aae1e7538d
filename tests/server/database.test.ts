import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformConfig, type PlatformConfig } from '../../server/config/load-config.js';
import { loadOrCreateServerKey } from '../../server/crypto/server-key.js';
import { loadOrCreateSecret } from '../../server/db/server-secret-repository.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { migrations } from '../../server/db/migrations.js';
import { seedDemoData } from '../../server/db/seed.js';
import { openTestDb, openTestSchema, type TestDb } from '../helpers/test-db.js';

let t: TestDb;
let config: PlatformConfig;

beforeAll(async () => {
  t = await openTestDb();
  const loaded = await loadPlatformConfig(process.cwd());
  if (!loaded.ok) throw new Error('the repository config must be valid');
  config = loaded.config;
});
afterAll(() => t.close());

describe(`database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('has applied every migration, and running them again applies none', async () => {
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(t.db);
    expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('refuses a database holding a migration this code does not know', async () => {
    const other = await openTestDb();
    try {
      await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-server', ${new Date().toISOString()})`.execute(other.db);
      await expect(migrateToLatest(other.db)).rejects.toThrow(/9999-from-a-newer-server/);
    } finally {
      await other.close();
    }
  });

  it.runIf(process.env.DATABASE_URL)('migrates a second schema of the same PostgreSQL on its own', async () => {
    // Kysely would find the first schema's migration tables and skip creating its own.
    const first = await openTestSchema(process.env.DATABASE_URL!);
    const other = await openTestSchema(process.env.DATABASE_URL!);
    try {
      expect(other.schema).not.toBe(first.schema);
      const tables = await sql<{ n: number }>`select count(*)::int as n from pg_tables where schemaname = ${other.schema!} and tablename = 'kysely_migration'`.execute(other.db);
      expect(tables.rows[0]?.n).toBe(1);
    } finally {
      await other.close();
      await first.close();
    }
  });

  it('creates the foundation tables with merchant_id as the merchant key', async () => {
    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name in ('merchant', 'server_key', 'kv')`.execute(t.db);
    const byTable = (name: string) => columns.rows.filter((r) => r.table_name === name).map((r) => r.column_name).sort();
    expect(byTable('merchant')).toEqual(['created_at', 'merchant_id', 'name', 'updated_at']);
    expect(byTable('server_key')).toContain('public_key_spki');
    expect(byTable('kv')).toEqual(['created_at', 'key', 'value']);
  });

  it('seeds the configured merchants idempotently', async () => {
    const first = await seedDemoData(t.db, config);
    const before = await t.db.selectFrom('merchant').selectAll().orderBy('merchant_id').execute();
    const second = await seedDemoData(t.db, config);
    const after = await t.db.selectFrom('merchant').selectAll().orderBy('merchant_id').execute();
    expect(first.merchants).toBe(config.merchants.size);
    expect(second).toEqual(first);
    expect(after.map((m) => m.merchant_id)).toEqual([...config.merchants.keys()].sort());
    // A second run writes nothing: the rows keep their timestamps.
    expect(after).toEqual(before);
  });

  it('keeps the row of a merchant removed from config and reports it', async () => {
    await t.db.insertInto('merchant').values({ merchant_id: 'retired', name: 'Retired' }).execute();
    const result = await seedDemoData(t.db, config);
    expect(result.orphans).toEqual(['retired']);
  });

  it('creates the RSA keypair once and returns the same key afterwards', async () => {
    const [a, b] = await Promise.all([loadOrCreateServerKey(t.db), loadOrCreateServerKey(t.db)]);
    const c = await loadOrCreateServerKey(t.db);
    expect(a.publicKeySpki).toBe(b.publicKeySpki);
    expect(c.publicKeySpki).toBe(a.publicKeySpki);
    expect((await t.db.selectFrom('server_key').select('key_id').execute()).length).toBe(1);
  });

  it('creates a platform secret once', async () => {
    const a = await loadOrCreateSecret(t.db, 'test');
    const b = await loadOrCreateSecret(t.db, 'test');
    expect(a.length).toBe(32);
    expect(b.equals(a)).toBe(true);
  });
});

describe('a new embedded data folder', () => {
  it('is filled from the template aside and renamed into place, and what a killed load left aside is removed', async () => {
    const { mkdtemp, mkdir: makeDir, readdir: list, rm: remove } = await import('node:fs/promises');
    const os = await import('node:os');
    const path = await import('node:path');
    const { openDatabase } = await import('../../server/db/open-database.js');
    const { copyPgliteTemplate } = await import('../../server/db/pglite-template.js');
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'livery-new-folder-'));
    try {
      // A load killed half-way: its folder aside, no pglite folder.
      await makeDir(path.join(dataDir, 'pglite.loading-99999', 'base'), { recursive: true });
      const opened = await openDatabase({ dataDir, template: (target) => copyPgliteTemplate(target) });
      expect(opened.fromTemplate).toBe(true);
      const applied = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(opened.db);
      expect(applied.rows[0]!.n).toBe(Object.keys(migrations).length);
      await opened.db.destroy();
      expect((await list(dataDir)).sort()).toEqual(['pglite']);
      // The next start opens it as an existing folder.
      const again = await openDatabase({ dataDir, template: (target) => copyPgliteTemplate(target) });
      expect(again.fromTemplate).toBeUndefined();
      await again.db.destroy();
    } finally {
      await remove(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
