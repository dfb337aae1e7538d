import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptBody } from '../../src/lib/crypto/hybrid-encrypt.js';
import { decryptPath } from '../../src/lib/customer-service-path.js';
import { customerServiceCipher, deriveCustomerServiceKey } from '../../server/crypto/customer-service-cipher.js';
import { decryptHybridBody, HybridDecryptError } from '../../server/crypto/hybrid-body.js';
import { RSA_OAEP } from '../../server/crypto/server-key.js';

async function keyPair() {
  const pair = await webcrypto.subtle.generateKey({ ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey']);
  const spki = Buffer.from(await webcrypto.subtle.exportKey('spki', pair.publicKey)).toString('base64');
  return { spki, privateKey: pair.privateKey };
}

const b64 = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

// The browser's side, written out with WebCrypto: import the published SPKI key, wrap a fresh AES-GCM key, seal the JSON.
async function sealLikeTheBrowser(body: unknown, spki: string) {
  const publicKey = await webcrypto.subtle.importKey('spki', Buffer.from(spki, 'base64'), RSA_OAEP, false, ['wrapKey']);
  const aesKey = await webcrypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const data = await webcrypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(body)));
  const key = await webcrypto.subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' });
  return { key: b64(key), iv: b64(iv), data: b64(data) };
}

describe('decryptHybridBody', () => {
  it('[P7-1] opens an (E) body sealed with WebCrypto against the published public key', async () => {
    const { spki, privateKey } = await keyPair();
    const body = { username: 'player01', password: 'pässwörd-€', captcha: '1234', type: 'username' };
    const sealed = await sealLikeTheBrowser(body, spki);
    expect(JSON.parse(await decryptHybridBody(sealed, privateKey))).toEqual(body);
  });

  it('[P7-1] opens what the site\'s own encryptBody produces', async () => {
    const { spki, privateKey } = await keyPair();
    // Node's webcrypto is the DOM Crypto at run time; only the type declarations differ.
    const sealed = await encryptBody({ oldPassword: 'a', newPassword: 'b' }, spki, webcrypto as unknown as Crypto);
    expect(JSON.parse(await decryptHybridBody(sealed, privateKey))).toEqual({ oldPassword: 'a', newPassword: 'b' });
  });

  it('refuses a body sealed for another key, a tampered ciphertext and non-base64 fields with bad_request', async () => {
    const mine = await keyPair();
    const other = await keyPair();
    const sealed = await sealLikeTheBrowser({ a: 1 }, other.spki);
    await expect(decryptHybridBody(sealed, mine.privateKey)).rejects.toBeInstanceOf(HybridDecryptError);

    const good = await sealLikeTheBrowser({ a: 1 }, mine.spki);
    const data = Buffer.from(good.data, 'base64');
    data[0] = data[0]! ^ 1;
    await expect(decryptHybridBody({ ...good, data: data.toString('base64') }, mine.privateKey)).rejects.toThrow(/cannot be decrypted/);
    await expect(decryptHybridBody({ ...good, iv: 'not base64!' }, mine.privateKey)).rejects.toMatchObject({ code: 'bad_request' });
    await expect(decryptHybridBody({ ...good, iv: b64(new Uint8Array(16)) }, mine.privateKey)).rejects.toThrow(/12 bytes/);
  });
});

describe('customer-service cipher', () => {
  const secret = Buffer.alloc(32, 7);

  it('[P3-12] encrypts paths that the site decrypts with the key it is sent', async () => {
    const cipher = customerServiceCipher(secret, 'demo');
    const encrypted = cipher.encrypt('https://t.me/livery_support');
    expect(encrypted).not.toContain('t.me');
    expect(await decryptPath(encrypted, cipher.keyBase64)).toBe('https://t.me/livery_support');
  });

  it('derives a stable key per merchant, different between merchants, and a fresh iv per path', () => {
    expect(deriveCustomerServiceKey(secret, 'demo').equals(deriveCustomerServiceKey(secret, 'demo'))).toBe(true);
    expect(deriveCustomerServiceKey(secret, 'demo').equals(deriveCustomerServiceKey(secret, 'basic'))).toBe(false);
    const cipher = customerServiceCipher(secret, 'demo');
    expect(cipher.encrypt('/help#contact')).not.toBe(cipher.encrypt('/help#contact'));
  });
});
