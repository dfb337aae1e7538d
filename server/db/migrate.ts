// Brings a database to the latest schema with Kysely's Migrator; its lock makes concurrent starts of several nodes safe.
import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { migrations } from './migrations.js';

const provider: MigrationProvider = { getMigrations: async () => migrations };

export class MigrationError extends Error {
  constructor(readonly migrationName: string | undefined, cause: unknown) {
    super(`migration ${migrationName ?? '(unknown)'} failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Runs pending migrations; returns the names it applied (empty when the schema was already current). */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const read = await appliedMigrations(db);
  if (read.upToDate) return [];
  // Kysely looks for its bookkeeping tables in every schema unless told one, so a database holding other schemas
  // (a test schema per run, a second deployment) would make it skip creating its own: name the current schema.
  const schema = read.schema ?? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ?? 'public';
  // Unordered: work landed in parallel may add a migration numbered below one a database already has (each is
  // independent of the ones beside it); it is applied then instead of refusing to start.
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw new MigrationError(results?.find((r) => r.status === 'Error')?.migrationName, error);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Whether the database has applied exactly the migrations this code knows, in one query, where Kysely's Migrator
 * would create its tables if missing, take its lock and read them (several statements, a second and more on PGlite)
 * to find nothing to do. The table read must be the current schema's (`own`): a search path naming another schema
 * that has one would otherwise answer for it. Any other answer (no table yet, a migration missing, one this code does
 * not know) goes through the Migrator, which applies or refuses as before.
 */
async function appliedMigrations<T>(db: Kysely<T>): Promise<{ upToDate: boolean; schema?: string }> {
  const read = await sql<{ schema: string; names: string[]; own: boolean }>`
    select current_schema() as schema, array(select name from kysely_migration) as names,
      coalesce('kysely_migration'::regclass = to_regclass(quote_ident(current_schema()) || '.kysely_migration'), false) as own`
    .execute(db)
    .then((r) => r.rows[0], () => undefined);
  if (!read) return { upToDate: false };
  const known = Object.keys(migrations);
  const upToDate = read.own && read.names.length === known.length && known.every((name) => read.names.includes(name));
  return { upToDate, schema: read.schema };
}
