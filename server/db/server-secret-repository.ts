// Random platform secrets (for example the one customer-service keys derive from), made once and kept in the kv
// table so that every node and every restart derives the same keys.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export async function loadOrCreateSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  const key = `secret:${name}`;
  await db
    .insertInto('kv')
    .values({ key, value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('kv').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}
