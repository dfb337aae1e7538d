import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, encryptBody, type SealedBody } from '../../../src/lib/crypto/hybrid-encrypt';

const subtle = webcrypto.subtle as SubtleCrypto;

async function keyPair() {
  const pair = await subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt', 'wrapKey', 'unwrapKey'],
  );
  const spki = bytesToBase64(new Uint8Array(await subtle.exportKey('spki', pair.publicKey)));
  return { spki, privateKey: pair.privateKey };
}

// What the server does: unwrap the AES key with the private RSA key, then open the AES-GCM box.
async function open(sealed: SealedBody, privateKey: CryptoKey): Promise<unknown> {
  const rawKey = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(sealed.key));
  const aesKey = await subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: base64ToBytes(sealed.iv) }, aesKey, base64ToBytes(sealed.data));
  return JSON.parse(new TextDecoder().decode(plain));
}

describe('encryptBody (hybrid RSA-OAEP + AES-256-GCM)', () => {
  it('[P7-1] round-trips a login body through the private key', async () => {
    const { spki, privateKey } = await keyPair();
    const body = { username: 'player01', password: 'Secr3t!ព្រះ', type: 'username', captcha: '' };
    const sealed = await encryptBody(body, spki, webcrypto as Crypto);
    expect(await open(sealed, privateKey)).toEqual(body);
  });

  it('[P7-1] uses a 12-byte IV, a 256-bit key and appends the 16-byte GCM tag', async () => {
    const { spki, privateKey } = await keyPair();
    const body = { a: 1 };
    const sealed = await encryptBody(body, spki, webcrypto as Crypto);
    expect(base64ToBytes(sealed.iv)).toHaveLength(12);
    const rawKey = await subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(sealed.key));
    expect(rawKey.byteLength).toBe(32);
    expect(base64ToBytes(sealed.data)).toHaveLength(JSON.stringify(body).length + 16);
  });

  it('[P7-1] draws a fresh key and IV for every body', async () => {
    const { spki } = await keyPair();
    const first = await encryptBody({ same: true }, spki, webcrypto as Crypto);
    const second = await encryptBody({ same: true }, spki, webcrypto as Crypto);
    expect(first.iv).not.toBe(second.iv);
    expect(first.key).not.toBe(second.key);
    expect(first.data).not.toBe(second.data);
  });

  it('[P7-1] rejects a key that is not RSA SPKI and recovers when a good key follows', async () => {
    await expect(encryptBody({}, bytesToBase64(new Uint8Array([1, 2, 3])), webcrypto as Crypto)).rejects.toThrow();
    const { spki, privateKey } = await keyPair();
    expect(await open(await encryptBody({ ok: 1 }, spki, webcrypto as Crypto), privateKey)).toEqual({ ok: 1 });
  });

  it('keeps large bodies intact (chunked base64)', async () => {
    const { spki, privateKey } = await keyPair();
    const body = { blob: 'x'.repeat(200_000) };
    expect(await open(await encryptBody(body, spki, webcrypto as Crypto), privateKey)).toEqual(body);
  });
});
