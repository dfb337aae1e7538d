// Planner statistics for tables that grew (docs/money.md, "Planner statistics"). PostgreSQL plans a statement from
// each table's statistics, which only ANALYZE writes. A table that has none (a new database) or that has grown far
// past them is planned as if it were tiny, and for a lookup by primary key the planner may then take another index
// that shares the key's first column (every index here starts with merchant_id) and filter the merchant's rows one by
// one: measured on the vendor callbacks, 2.9 ms of PostgreSQL CPU per callback instead of 1.0, growing with the
// tables. PostgreSQL's autovacuum analyzes a table once it changed enough, at most once a minute; PGlite has no
// autovacuum at all, so without this its plans would stay those of an empty database for ever.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** A table is analyzed again once it has grown by more than this share since its last statistics. */
export const growthBeforeAnalyze = 0.2;

/**
 * Analyzes every table of the working schema that has no statistics yet and holds rows, or that grew by more than
 * `growthBeforeAnalyze` of its pages since its statistics were taken; answers the tables analyzed. Reads the size of
 * each table's file (no scan), so it is cheap when nothing grew.
 */
export async function refreshPlannerStatistics(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
      and pg_relation_size(c.oid) / current_setting('block_size')::int
        > case when c.reltuples < 0 then 0 else c.relpages * ${1 + growthBeforeAnalyze}::float8 end
    order by c.relname`.execute(db);
  for (const { name } of rows) await sql`analyze ${sql.id(name)}`.execute(db);
  return rows.map((r) => r.name);
}
