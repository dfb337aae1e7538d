// Phone verification through Firebase Authentication (spec P3-18, P4.3-3, P4.3-4, P4.4-5): the browser proves a
// phone number with Firebase, which hands it an ID token; registration sends it as firebaseIdToken and a
// "firebase" login signs in with it. The server checks the token as Firebase documents it: RS256 under one of
// Google's published securetoken keys, issuer https://securetoken.google.com/PROJECT, audience PROJECT, not
// expired, issued and authenticated in the past, a subject, a phone sign-in with its phone_number.
// Outside production the development implementation (routes/dev/firebase.ts) issues the same tokens with the
// development identity provider's key after an SMS code from the outbox, so no test needs Google.
import type { JsonWebKey } from 'node:crypto';
import type { MerchantConfig } from '../../../src/engine/config-types.js';
import type { DevOidcIdp } from '../social/dev-oidc-idp.js';
import { timeRefusal, verifiedClaims } from '../social/id-token.js';

/** Google's public keys of Firebase ID tokens, as a JWKS document. */
export const FIREBASE_KEYS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
/** The issuer a merchant names (socialSignIn.firebase.issuer) to use the development implementation. */
export const DEV_FIREBASE_ISSUER = '/dev/firebase';

export const firebaseIssuer = (projectId: string): string => `https://securetoken.google.com/${projectId}`;

export type PhoneCheck = { ok: true; phoneNumber: string; uid: string } | { ok: false; reason: string };

/** Where the public keys come from: Google's in production, the development provider's outside it. */
export type KeySource = () => Promise<readonly JsonWebKey[]>;

export interface PhoneVerification {
  projectId: string;
  keys: KeySource;
}

/** Google's keys, kept for as long as their Cache-Control max-age says (at least a minute, at most a day). */
export function googleSecureTokenKeys(fetchFn: typeof fetch = fetch, now: () => number = Date.now): KeySource {
  let cached: { keys: JsonWebKey[]; until: number } | null = null;
  return async () => {
    if (cached && cached.until > now()) return cached.keys;
    const res = await fetchFn(FIREBASE_KEYS_URL, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`${FIREBASE_KEYS_URL} answered ${res.status}`);
    const body = (await res.json()) as { keys?: JsonWebKey[] };
    const maxAge = Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1] ?? 3600);
    cached = { keys: body.keys ?? [], until: now() + Math.min(Math.max(maxAge, 60), 86_400) * 1000 };
    return cached.keys;
  };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** Checks a Firebase ID token of a phone sign-in (https://firebase.google.com/docs/auth/admin/verify-id-tokens). */
export function verifyFirebasePhoneToken(idToken: string, keys: readonly JsonWebKey[], expect: { projectId: string; now: Date }): PhoneCheck {
  const signed = verifiedClaims(idToken, keys);
  if (!signed.ok) return signed;
  const { claims } = signed;
  const header = JSON.parse(Buffer.from(idToken.split('.')[0]!, 'base64url').toString('utf8')) as { alg?: unknown; kid?: unknown };
  // Firebase signs with RS256 and always names the key.
  if (header.alg !== 'RS256' || typeof header.kid !== 'string') return { ok: false, reason: 'unsupported_algorithm' };
  if (claims.iss !== firebaseIssuer(expect.projectId)) return { ok: false, reason: 'wrong_issuer' };
  if (claims.aud !== expect.projectId) return { ok: false, reason: 'wrong_audience' };
  const late = timeRefusal(claims, expect.now);
  if (late) return { ok: false, reason: late };
  if (typeof claims.iat !== 'number') return { ok: false, reason: 'malformed' };
  if (typeof claims.auth_time !== 'number' || claims.auth_time * 1000 > expect.now.getTime() + 120_000) return { ok: false, reason: 'issued_in_future' };
  const uid = text(claims.sub);
  if (!uid || uid.length > 128) return { ok: false, reason: 'malformed' };
  const firebase = claims.firebase as { sign_in_provider?: unknown } | undefined;
  if (firebase?.sign_in_provider !== 'phone') return { ok: false, reason: 'not_phone' };
  const phoneNumber = text(claims.phone_number);
  if (!phoneNumber || !/^\+\d{6,18}$/.test(phoneNumber)) return { ok: false, reason: 'not_phone' };
  return { ok: true, phoneNumber, uid };
}

/**
 * The merchant's phone verification through Firebase (socialSignIn.firebase: enabled, clientId = the Firebase
 * project id), or null when it is off. The development issuer needs the development provider (none in production).
 */
export function phoneVerificationOf(merchant: MerchantConfig, googleKeys: KeySource, devIdp: DevOidcIdp | null): PhoneVerification | null {
  const entry = merchant.socialSignIn?.firebase;
  if (!entry?.enabled || !entry.clientId) return null;
  if (entry.issuer === DEV_FIREBASE_ISSUER) return devIdp ? { projectId: entry.clientId, keys: async () => devIdp.jwks().keys } : null;
  return { projectId: entry.clientId, keys: googleKeys };
}

/** The claims of a Firebase phone sign-in as the development implementation issues them. */
export function devFirebaseClaims(projectId: string, phoneNumber: string, uid: string, now: Date): Record<string, unknown> {
  const seconds = Math.floor(now.getTime() / 1000);
  return {
    iss: firebaseIssuer(projectId),
    aud: projectId,
    auth_time: seconds,
    user_id: uid,
    sub: uid,
    iat: seconds,
    exp: seconds + 3600,
    phone_number: phoneNumber,
    firebase: { identities: { phone: [phoneNumber] }, sign_in_provider: 'phone' },
  };
}
