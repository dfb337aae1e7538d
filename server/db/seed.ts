// Idempotent seed run at every start: mirrors the configured merchants into the merchant table. Merchants removed
// from config keep their row (and their data); they simply stop resolving.
import { sql, type Kysely } from 'kysely';
import type { PlatformConfig } from '../config/load-config.js';
import type { Database } from './schema.js';

export interface SeedResult {
  merchants: number;
  /** Rows for merchants no longer in config. */
  orphans: string[];
}

export async function seedDemoData(db: Kysely<Database>, config: PlatformConfig): Promise<SeedResult> {
  const rows = [...config.merchants.values()].map((m) => ({ merchant_id: m.code, name: m.name }));
  if (rows.length > 0) {
    await db
      .insertInto('merchant')
      .values(rows)
      .onConflict((oc) =>
        oc.column('merchant_id').doUpdateSet({ name: (eb) => eb.ref('excluded.name'), updated_at: sql`now()` })
          // Only touch rows whose name changed, so a restart writes nothing.
          .where('merchant.name', 'is distinct from', (eb) => eb.ref('excluded.name')),
      )
      .execute();
  }
  const known = await db.selectFrom('merchant').select('merchant_id').execute();
  return { merchants: rows.length, orphans: known.map((r) => r.merchant_id).filter((id) => !config.merchants.has(id)) };
}
