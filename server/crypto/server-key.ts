// The server's RSA-OAEP keypair for encrypted (E) request bodies: generated on the first start, stored in the
// database so every node and every restart shares it, and published as SPKI DER base64 in the permission data.
import { webcrypto } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { findServerKey, keepServerKey } from '../db/server-key-repository.js';

export const RSA_OAEP: webcrypto.RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };
const KEY_ID = 'body-encryption';
const ALGORITHM = 'RSA-OAEP-2048-SHA-256';

export interface ServerKey {
  /** SPKI DER, base64: what the browser imports to wrap its AES key. */
  publicKeySpki: string;
  privateKey: webcrypto.CryptoKey;
}

async function generate(): Promise<{ publicKeySpki: string; privateKeyPkcs8: string }> {
  const pair = await webcrypto.subtle.generateKey(
    { ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  );
  const [spki, pkcs8] = await Promise.all([
    webcrypto.subtle.exportKey('spki', pair.publicKey),
    webcrypto.subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return { publicKeySpki: Buffer.from(spki).toString('base64'), privateKeyPkcs8: Buffer.from(pkcs8).toString('base64') };
}

/** Loads the keypair, creating it first if this database has none. Safe when several nodes start at once. */
export async function loadOrCreateServerKey(db: Kysely<Database>): Promise<ServerKey> {
  const stored = (await findServerKey(db, KEY_ID)) ?? (await keepServerKey(db, KEY_ID, ALGORITHM, await generate()));
  const privateKey = await webcrypto.subtle.importKey('pkcs8', Buffer.from(stored.privateKeyPkcs8, 'base64'), RSA_OAEP, false, ['decrypt', 'unwrapKey']);
  return { publicKeySpki: stored.publicKeySpki, privateKey };
}
