// Random platform secrets (for example the one customer-service keys derive from), made once and kept in the kv
// table so that every node and every restart derives the same keys.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export async function loadOrCreateSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  const key = `secret:${name}`;
  const read = () => db.selectFrom('kv').select('value').where('key', '=', key).executeTakeFirst();
  // Read first: a restart finds it, and a start's first statements are its slowest on PGlite.
  let row = await read();
  if (!row) {
    await db
      .insertInto('kv')
      .values({ key, value: randomBytes(32).toString('base64') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    // Another node may have made it first: the stored one is the secret.
    row = await read();
  }
  if (!row) throw new Error(`the secret ${name} could not be stored`);
  return Buffer.from(row.value, 'base64');
}
