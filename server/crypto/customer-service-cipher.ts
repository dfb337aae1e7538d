// Customer-service paths travel AES-GCM encrypted (spec P3-12, decision 3) under a per-merchant key derived from a
// platform secret, so the key is stable across nodes and restarts without storing one per merchant.
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface CustomerServiceCipher {
  /** The raw AES-256 key, base64: sent as customerServiceKey. */
  keyBase64: string;
  /** base64 of a 12-byte iv followed by ciphertext and the 16-byte tag (what WebCrypto's decrypt expects). */
  encrypt(path: string): string;
}

export function deriveCustomerServiceKey(secret: Buffer, merchantCode: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'livery:customer-service', merchantCode, 32));
}

export function customerServiceCipher(secret: Buffer, merchantCode: string): CustomerServiceCipher {
  const key = deriveCustomerServiceKey(secret, merchantCode);
  return {
    keyBase64: key.toString('base64'),
    encrypt(path) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(path, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64');
    },
  };
}
