// A fresh, migrated database for each test file. PGlite in memory by default, loaded from a template that is
// migrated once and dumped to the temp folder (a fresh PGlite takes ~3 s, a loaded one well under 1 s); with
// DATABASE_URL, a new schema on that PostgreSQL, dropped by close().
import { createHash, randomBytes } from 'node:crypto';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from '../../server/db/migrate.js';
import { fromPglite, openDatabase } from '../../server/db/open-database.js';
import type { Database } from '../../server/db/schema.js';

export interface TestDb {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL only: the schema this database lives in. */
  schema?: string;
  close(): Promise<void>;
}

const dbDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/db');

// The template is keyed by the migrations' source, so editing or adding one rebuilds it. The key is read when this
// module loads, right after the migration modules it imports: read later, a migration edited while a test process
// starts would file a template of the old code under the new key.
async function templateKey(): Promise<string> {
  const files = (await readdir(dbDir)).filter((f) => f === 'migrations.ts' || f.endsWith('-migration.ts')).sort();
  const hash = createHash('sha256');
  for (const f of files) hash.update(f).update(await readFile(path.join(dbDir, f)));
  return path.join(os.tmpdir(), `livery-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
}

const templateFile = templateKey();

async function loadTemplate(): Promise<Blob> {
  const file = await templateFile;
  const existing = await readFile(file).catch(() => null);
  if (existing) return new Blob([existing]);
  const pglite = new PGlite();
  const db = fromPglite(pglite);
  await migrateToLatest(db);
  const dump = await pglite.dumpDataDir('none');
  await db.destroy();
  // Test files run in parallel processes: write aside, then rename, so no one reads half a file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, file);
  return dump;
}

async function openPglite(): Promise<TestDb> {
  const pglite = await PGlite.create({ loadDataDir: await loadTemplate() });
  const db = fromPglite(pglite);
  return { db, engine: 'pglite', close: () => db.destroy() };
}

async function openPostgres(url: string): Promise<TestDb> {
  const schema = `livery_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const { db } = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url, searchPath: schema });
  const drop = async () => {
    await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
    await db.destroy();
  };
  try {
    await migrateToLatest(db);
  } catch (err) {
    await drop();
    throw err;
  }
  return {
    db,
    engine: 'postgres',
    schema,
    close: drop,
  };
}

export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite();
}
