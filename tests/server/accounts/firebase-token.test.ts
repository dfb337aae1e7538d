// The check of a Firebase ID token of a phone sign-in (server/providers/phone/firebase-phone.ts), with keys of the
// test's own standing in for Google's, and the key source that caches Google's keys for their max-age.
import { generateKeyPairSync, sign, type JsonWebKey } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { FIREBASE_KEYS_URL, devFirebaseClaims, googleSecureTokenKeys, verifyFirebasePhoneToken } from '../../../server/providers/phone/firebase-phone.js';

const now = new Date('2026-11-22T04:00:00Z');
const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...pair.publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' } as JsonWebKey;

function token(claims: Record<string, unknown>, options: { key?: typeof pair.privateKey; header?: Record<string, unknown> } = {}): string {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const signed = `${part(options.header ?? { alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${part(claims)}`;
  return `${signed}.${sign('sha256', Buffer.from(signed), options.key ?? pair.privateKey).toString('base64url')}`;
}

const good = () => devFirebaseClaims('livery-demo', '+85512345678', 'uid-1', now);
const check = (idToken: string) => verifyFirebasePhoneToken(idToken, [jwk], { projectId: 'livery-demo', now });

describe('verifyFirebasePhoneToken', () => {
  it('[P3-18][P4.3-4] accepts a phone sign-in of the project signed by a published key and gives its number', () => {
    expect(check(token(good()))).toEqual({ ok: true, phoneNumber: '+85512345678', uid: 'uid-1' });
  });

  it('[P3-18][P4.4-5] refuses another project, another issuer, an expired token and a token from the future', () => {
    expect(check(token({ ...good(), aud: 'someone-else' }))).toEqual({ ok: false, reason: 'wrong_audience' });
    expect(check(token({ ...good(), iss: 'https://securetoken.google.com/someone-else' }))).toEqual({ ok: false, reason: 'wrong_issuer' });
    const seconds = now.getTime() / 1000;
    expect(check(token({ ...good(), exp: seconds - 600 }))).toEqual({ ok: false, reason: 'expired' });
    expect(check(token({ ...good(), iat: seconds + 600 }))).toEqual({ ok: false, reason: 'issued_in_future' });
    expect(check(token({ ...good(), auth_time: seconds + 600 }))).toEqual({ ok: false, reason: 'issued_in_future' });
  });

  it('[P3-18][P4.4-5] refuses a token signed by another key, changed after signing, or not signed with RS256', () => {
    expect(check(token(good(), { key: other.privateKey }))).toEqual({ ok: false, reason: 'bad_signature' });
    const [h, , s] = token(good()).split('.');
    const changed = `${h}.${Buffer.from(JSON.stringify({ ...good(), phone_number: '+85599999999' })).toString('base64url')}.${s}`;
    expect(check(changed)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(check(token(good(), { header: { alg: 'none', kid: 'k1' } }))).toEqual({ ok: false, reason: 'unsupported_algorithm' });
    expect(check(token(good(), { header: { alg: 'RS256', kid: 'unknown' } }))).toEqual({ ok: false, reason: 'unknown_key' });
  });

  it('[P3-18] refuses a sign-in that is not by phone', () => {
    expect(check(token({ ...good(), firebase: { sign_in_provider: 'google.com' } }))).toEqual({ ok: false, reason: 'not_phone' });
    const { phone_number: _number, ...noNumber } = good();
    expect(check(token(noNumber))).toEqual({ ok: false, reason: 'not_phone' });
  });
});

describe('googleSecureTokenKeys', () => {
  it('[P3-18] reads Google\'s keys once per Cache-Control max-age', async () => {
    let clock = 0;
    const fetchFn = vi.fn(async () => new Response(JSON.stringify({ keys: [jwk] }), { headers: { 'cache-control': 'public, max-age=600' } }));
    const keys = googleSecureTokenKeys(fetchFn as unknown as typeof fetch, () => clock);
    expect(await keys()).toEqual([jwk]);
    clock += 599_000;
    await keys();
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(String((fetchFn.mock.calls[0] as unknown[])[0])).toBe(FIREBASE_KEYS_URL);
    clock += 2_000;
    await keys();
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });
});
