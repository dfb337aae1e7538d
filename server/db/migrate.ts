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
  // Kysely looks for its bookkeeping tables in every schema unless told one, so a database holding other schemas
  // (a test schema per run, a second deployment) would make it skip creating its own: name the current schema.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  if (await upToDate(db, schema)) return [];
  // Unordered: work landed in parallel may add a migration numbered below one a database already has (each is
  // independent of the ones beside it); it is applied then instead of refusing to start.
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw new MigrationError(results?.find((r) => r.status === 'Error')?.migrationName, error);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Whether the database has applied exactly the migrations this code knows: one read, where Kysely's Migrator would
 * create its tables if missing, take its lock and read them (several statements, a second and more on PGlite) to
 * find nothing to do. Any other answer (no table yet, a migration missing, one this code does not know) goes through
 * the Migrator, which applies or refuses as before.
 */
async function upToDate<T>(db: Kysely<T>, schema: string): Promise<boolean> {
  const applied = await sql<{ name: string }>`select name from ${sql.id(schema, 'kysely_migration')}`.execute(db).then((r) => r.rows.map((row) => row.name), () => null);
  if (!applied) return false;
  const known = Object.keys(migrations);
  return applied.length === known.length && known.every((name) => applied.includes(name));
}
