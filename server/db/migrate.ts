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
  const migrator = new Migrator({ db, provider, migrationTableSchema: rows[0]?.schema ?? 'public' });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw new MigrationError(results?.find((r) => r.status === 'Error')?.migrationName, error);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
