// Work a start repeats (seeds, trigger installs) is skipped when the database already holds what it would write:
// seed_state keeps, per name, a hash of the inputs and code of what was last written. On a restart with nothing new
// the work costs one read; on PGlite each skipped statement is also a cold one (its first run compiles the WebAssembly
// it needs), 10 to 100 ms each on a start.
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

export const hashOf = (...parts: unknown[]): string => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Records that `name` wrote what `hash` describes. */
export async function stamp(db: Kysely<Database>, name: string, hash: string, at: Date): Promise<void> {
  await sql`insert into seed_state (name, hash, seeded_at) values (${name}, ${hash}, ${at})
    on conflict (name) do update set hash = excluded.hash, seeded_at = excluded.seeded_at`.execute(db);
}

/**
 * Runs `work` unless `name`'s stamp is `hash`, then stamps it; says whether it ran. The work must be idempotent: two
 * processes starting at once on one database may both run it.
 */
export async function unlessStamped(db: Kysely<Database>, name: string, hash: string, work: () => Promise<void>): Promise<boolean> {
  const { rows } = await sql<{ hash: string }>`select hash from seed_state where name = ${name}`.execute(db);
  if (rows[0]?.hash === hash) return false;
  await work();
  await stamp(db, name, hash, new Date());
  return true;
}
