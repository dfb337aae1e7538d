// Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) for the authenticator-app method of new-IP
// verification, with the RFC's base32 secrets.
import { createHmac } from 'node:crypto';

export const totpPolicy = { stepSeconds: 30, digits: 6, algorithm: 'sha1', window: 1 } as const;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(buffer << (5 - bits)) & 31];
  return out;
}

/** Authenticator apps show secrets in groups and lower case; spaces, padding and case are ignored. */
export function base32Decode(text: string): Uint8Array {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of clean) {
    const v = base32Alphabet.indexOf(ch);
    if (v < 0) throw new Error(`not a base32 character: ${ch}`);
    buffer = ((buffer << 5) | v) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Uint8Array.from(out);
}

export function hotp(secret: Uint8Array, counter: number, digits: number = totpPolicy.digits, algorithm: 'sha1' | 'sha256' | 'sha512' = totpPolicy.algorithm): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

export const totpCounter = (now: Date, stepSeconds: number = totpPolicy.stepSeconds): number => Math.floor(now.getTime() / 1000 / stepSeconds);

export const totp = (secret: Uint8Array, now: Date, digits: number = totpPolicy.digits, algorithm: 'sha1' | 'sha256' | 'sha512' = totpPolicy.algorithm): string =>
  hotp(secret, totpCounter(now), digits, algorithm);

/**
 * The counter of the step the code belongs to (the current one or one step either side, for clock drift), or null.
 * Returning the counter lets the caller refuse a code whose step was already used, as RFC 6238 section 5.2 asks.
 */
export function verifyTotp(secret: Uint8Array, code: string, now: Date, lastUsedCounter: number | null = null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpCounter(now);
  for (let c = current - totpPolicy.window; c <= current + totpPolicy.window; c++) {
    if (lastUsedCounter !== null && c <= lastUsedCounter) continue;
    if (hotp(secret, c) === code) return c;
  }
  return null;
}
