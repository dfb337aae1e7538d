// A database with only the ledger tables, for the repository tests: in-memory PGlite, or a fresh schema of the
// PostgreSQL at DATABASE_URL. Each call gives an isolated database; close() drops it.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { ledgerMigration } from '../../../server/db/ledger-migration.js';
import type { LedgerTables } from '../../../server/db/ledger-schema.js';

export interface LedgerTestDb {
  db: Kysely<LedgerTables>;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openLedgerTestDb(): Promise<LedgerTestDb> {
  const url = process.env.DATABASE_URL;
  if (url === undefined || url === '') {
    const db = new Kysely<LedgerTables>({ dialect: new PGliteDialect(new PGlite()) });
    await ledgerMigration.up(db);
    return { db, engine: 'pglite', close: () => db.destroy() };
  }
  const schema = `ledger_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: url, max: 20, options: `-c search_path=${schema}` });
  const db = new Kysely<LedgerTables>({ dialect: new PostgresDialect({ pool }) });
  await ledgerMigration.up(db);
  return {
    db,
    engine: 'postgres',
    async close() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(db);
      await db.destroy();
    },
  };
}
