// Hybrid encryption of (E) request bodies (docs/api-accounts.md): RSA-OAEP can only wrap a few hundred bytes, so the
// JSON body is sealed with a fresh AES-256-GCM key and only that key is wrapped with the server's public key.

/** The wire shape of an encrypted body; every field is base64. */
export interface SealedBody {
  /** The AES-256-GCM key, wrapped with RSA-OAEP SHA-256. */
  key: string;
  /** The 12-byte AES-GCM nonce. */
  iv: string;
  /** AES-GCM ciphertext followed by its 16-byte tag (WebCrypto appends the tag). */
  data: string;
}

const RSA_IMPORT: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };
const IV_BYTES = 12;

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked so that large bodies do not overflow the argument limit of String.fromCharCode.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// Importing an RSA key costs a few milliseconds; the key changes only with the permission data.
const importedKeys = new Map<string, Promise<CryptoKey>>();

function importPublicKey(spkiBase64: string, subtle: SubtleCrypto): Promise<CryptoKey> {
  let key = importedKeys.get(spkiBase64);
  if (!key) {
    key = subtle.importKey('spki', base64ToBytes(spkiBase64), RSA_IMPORT, false, ['wrapKey']);
    // A bad key must not stay cached as a rejected promise.
    key.catch(() => importedKeys.delete(spkiBase64));
    importedKeys.set(spkiBase64, key);
  }
  return key;
}

/**
 * Seals `body` (serialised as JSON) for the server holding the private half of `publicKeySpki`
 * (permission.encryptionPublicKey: SPKI DER, base64). A new AES key and IV are drawn for every call.
 */
export async function encryptBody(
  body: unknown,
  publicKeySpki: string,
  webCrypto: Crypto = globalThis.crypto,
): Promise<SealedBody> {
  const { subtle } = webCrypto;
  const publicKey = await importPublicKey(publicKeySpki, subtle);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webCrypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plaintext = new TextEncoder().encode(JSON.stringify(body));
  const [ciphertext, wrappedKey] = await Promise.all([
    subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext),
    subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' }),
  ]);
  return {
    key: bytesToBase64(new Uint8Array(wrappedKey)),
    iv: bytesToBase64(iv),
    data: bytesToBase64(new Uint8Array(ciphertext)),
  };
}
