// A customer-service channel's path (spec P3-12): base64 of a 12-byte iv followed by AES-GCM ciphertext and tag,
// decrypted with the merchant's raw key from the permission data. Loaded when a visitor asks for a channel.
const IV_BYTES = 12;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Decrypts one path: base64 of a 12-byte iv followed by ciphertext and tag, with the raw AES key in base64. */
export async function decryptPath(encrypted: string, keyBase64: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', fromBase64(keyBase64), 'AES-GCM', false, ['decrypt']);
  const bytes = fromBase64(encrypted);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, key, bytes.slice(IV_BYTES));
  return new TextDecoder().decode(plain);
}
