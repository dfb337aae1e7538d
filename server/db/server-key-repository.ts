// The stored server keypairs (server_key), platform-wide: a node that loses the race to create one keeps the winner's.
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

export interface StoredServerKey {
  publicKeySpki: string;
  privateKeyPkcs8: string;
}

export async function findServerKey(db: Kysely<Database>, keyId: string): Promise<StoredServerKey | undefined> {
  const row = await db.selectFrom('server_key').select(['public_key_spki', 'private_key_pkcs8']).where('key_id', '=', keyId).executeTakeFirst();
  return row && { publicKeySpki: row.public_key_spki, privateKeyPkcs8: row.private_key_pkcs8 };
}

/** Stores a keypair unless one of that id exists (insert-or-ignore), then returns the one stored. */
export async function keepServerKey(db: Kysely<Database>, keyId: string, algorithm: string, fresh: StoredServerKey): Promise<StoredServerKey> {
  await db
    .insertInto('server_key')
    .values({ key_id: keyId, algorithm, public_key_spki: fresh.publicKeySpki, private_key_pkcs8: fresh.privateKeyPkcs8 })
    .onConflict((oc) => oc.column('key_id').doNothing())
    .execute();
  const stored = await findServerKey(db, keyId);
  if (!stored) throw new Error(`server key ${keyId} missing after insert`);
  return stored;
}
