// A fresh, migrated database for each test file. PGlite in memory by default, loaded from a template that is
// migrated once and dumped to the temp folder (a fresh PGlite takes ~3 s, a loaded one well under 1 s); with
// DATABASE_URL, a new database on that PostgreSQL copied from a migrated template database, dropped by close().
// (A schema per file on one database, migrated by each file, was what ran before: with two files at once, one file's
// new schema was once reported missing during its migrations, 3F000, so the stage ran one file at a time. A database
// of its own per file shares nothing with the others, and the copy replaces thirty migrations.)
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
  /** PostgreSQL only: the schema this database lives in (public, except for openTestSchema's). */
  schema?: string;
  /** PostgreSQL only: the connection string of this database, for a second pool (another server node on it). */
  url?: string;
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

/** A connection string naming another database on the same PostgreSQL. */
function onDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

// Any fixed number: the advisory lock that lets one test process build the template while the others wait for it.
const TEMPLATE_LOCK = 73_451_902;

/**
 * The migrated template database for this code's migrations (named by the same key as the PGlite template), built
 * once by whichever test process needs it first: migrated under a name of its own, renamed into place when complete,
 * so no process copies a half-migrated template. Building one drops the templates of other keys.
 */
async function postgresTemplate(url: string): Promise<string> {
  const key = path.basename(await templateFile, '.tar').replace('livery-test-db-', '');
  const name = `livery_tpl_${key}`;
  const exists = (admin: pg.Client) => admin.query('select 1 from pg_database where datname = $1', [name]).then((r) => r.rowCount === 1);
  return withAdmin(url, async (admin) => {
    if (await exists(admin)) return name;
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if (await exists(admin)) return name;
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const { db } = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: onDatabase(url, building) });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      // Templates of earlier migrations only take room now; one being copied this instant stays for a later run.
      const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'livery\\_tpl\\_%' and datname <> $1`, [name]);
      for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname}`).catch(() => undefined);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

/**
 * Drops a test database once the pool's connections have gone: a closed pool's backends can outlive its end() by a
 * moment, and forcing them out would answer that closing client with a fatal error nothing listens to any more.
 */
async function dropDatabase(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`drop database if exists ${database}`);
      return;
    } catch (err) {
      // 55006: still accessed by other users. After five seconds, whatever holds it is forced out.
      if ((err as { code?: string }).code !== '55006') throw err;
      if (attempt >= 50) {
        await admin.query(`drop database if exists ${database} with (force)`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function openPostgres(url: string): Promise<TestDb> {
  const template = await postgresTemplate(url);
  const database = `livery_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create database ${database} template ${template}`));
  const { db } = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: onDatabase(url, database) });
  return {
    db,
    engine: 'postgres',
    schema: 'public',
    url: onDatabase(url, database),
    close: async () => {
      await db.destroy();
      await withAdmin(url, (admin) => dropDatabase(admin, database));
    },
  };
}

/**
 * A new schema on the PostgreSQL of DATABASE_URL, migrated by itself, beside other schemas of the same database: how a
 * deployment sharing one database with others runs (tests of the migrator's schema handling).
 */
export async function openTestSchema(url: string): Promise<TestDb> {
  const schema = `livery_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`create schema ${schema}`));
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
  return { db, engine: 'postgres', schema, close: drop };
}

export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgres(url) : openPglite();
}
