// Opens an encrypted (E) request body (docs/api-accounts.md): a fresh AES-256-GCM key wrapped with the server's
// RSA-OAEP public key, a 12-byte iv, and the ciphertext with its tag appended, all base64, as WebCrypto makes them.
import { webcrypto } from 'node:crypto';
import { RSA_OAEP } from './server-key.js';

export interface SealedBody {
  key: string;
  iv: string;
  data: string;
}

/** Every way a sealed body can fail to open; the routes answer it as 400 bad_request. */
export class HybridDecryptError extends Error {
  readonly code = 'bad_request';
  readonly statusCode = 400;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64(value: unknown, field: string): Buffer {
  if (typeof value !== 'string' || value.length === 0 || value.length % 4 !== 0 || !BASE64.test(value)) {
    throw new HybridDecryptError(`${field} is not base64`);
  }
  return Buffer.from(value, 'base64');
}

export async function decryptHybridBody(body: SealedBody, privateKey: webcrypto.CryptoKey): Promise<string> {
  const wrapped = decodeBase64(body.key, 'key');
  const iv = decodeBase64(body.iv, 'iv');
  const data = decodeBase64(body.data, 'data');
  if (iv.length !== 12) throw new HybridDecryptError('iv must be 12 bytes');
  let aesKey: webcrypto.CryptoKey;
  try {
    aesKey = await webcrypto.subtle.unwrapKey('raw', wrapped, privateKey, RSA_OAEP, { name: 'AES-GCM', length: 256 }, false, ['decrypt']);
  } catch {
    throw new HybridDecryptError('the key cannot be unwrapped');
  }
  try {
    const plain = await webcrypto.subtle.decrypt({ name: 'AES-GCM', iv }, aesKey, data);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new HybridDecryptError('the data cannot be decrypted');
  }
}
