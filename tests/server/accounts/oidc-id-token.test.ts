import { generateKeyPairSync, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyIdToken } from '../../../server/providers/social/id-token.js';

const now = new Date('2026-11-22T12:00:00Z');
const seconds = now.getTime() / 1000;
const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const jwk = (key: KeyObject, kid: string): JsonWebKey => ({ ...key.export({ format: 'jwk' }), kid, use: 'sig' });
const keys = [jwk(rsa.publicKey, 'rsa-1'), jwk(ec.publicKey, 'ec-1')];
const expectations = { issuer: 'https://accounts.example.com', clientId: 'demo-google', nonce: 'n-0S6_WzA2Mj', now };
const claims = { iss: expectations.issuer, aud: 'demo-google', sub: '1101', email: 'sok@example.com', name: 'Sok Dara', nonce: expectations.nonce, iat: seconds - 10, exp: seconds + 600 };

function jwt(payload: object, header: object = { alg: 'RS256', kid: 'rsa-1' }, key: KeyObject = rsa.privateKey): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const input = `${part(header)}.${part(payload)}`;
  const alg = (header as { alg: string }).alg;
  const signature = alg === 'ES256' ? sign('sha256', Buffer.from(input), { key, dsaEncoding: 'ieee-p1363' }) : sign('sha256', Buffer.from(input), key);
  return `${input}.${signature.toString('base64url')}`;
}

describe('OpenID Connect ID token', () => {
  it('[P6-6] accepts a token signed by the provider for this client and sign-in', () => {
    expect(verifyIdToken(jwt(claims), keys, expectations)).toEqual({
      ok: true,
      identity: { subject: '1101', email: 'sok@example.com', name: 'Sok Dara', picture: null },
    });
    expect(verifyIdToken(jwt(claims, { alg: 'ES256', kid: 'ec-1' }, ec.privateKey), keys, expectations).ok).toBe(true);
  });

  it('[P6-6] refuses a token signed by another key or changed after signing', () => {
    const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(verifyIdToken(jwt(claims, undefined, other.privateKey), keys, expectations)).toEqual({ ok: false, reason: 'bad_signature' });
    const [h, , s] = jwt(claims).split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url')}.${s}`;
    expect(verifyIdToken(forged, keys, expectations)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('[P6-6] refuses unsigned tokens and unknown keys', () => {
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    expect(verifyIdToken(`${part({ alg: 'none' })}.${part(claims)}.`, keys, expectations)).toEqual({ ok: false, reason: 'unsupported_algorithm' });
    expect(verifyIdToken(jwt(claims, { alg: 'RS256', kid: 'rsa-2' }), keys, expectations)).toEqual({ ok: false, reason: 'unknown_key' });
    expect(verifyIdToken('not-a-token', keys, expectations)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('[P6-6] checks issuer, audience, expiry and nonce', () => {
    expect(verifyIdToken(jwt({ ...claims, iss: 'https://evil.example.com' }), keys, expectations)).toEqual({ ok: false, reason: 'wrong_issuer' });
    expect(verifyIdToken(jwt({ ...claims, aud: 'someone-else' }), keys, expectations)).toEqual({ ok: false, reason: 'wrong_audience' });
    expect(verifyIdToken(jwt({ ...claims, aud: ['demo-google', 'x'], azp: 'x' }), keys, expectations)).toEqual({ ok: false, reason: 'wrong_audience' });
    expect(verifyIdToken(jwt({ ...claims, exp: seconds - 300 }), keys, expectations)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyIdToken(jwt({ ...claims, nonce: 'replayed' }), keys, expectations)).toEqual({ ok: false, reason: 'wrong_nonce' });
  });
});
