// Verifies an OpenID Connect ID token (a signed JWT) against the provider's published keys: signature (RS256 or
// ES256), issuer, audience, expiry and the nonce the sign-in started with. No network: the caller supplies the keys.
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';

export interface IdTokenExpectations {
  issuer: string;
  clientId: string;
  nonce: string;
  now: Date;
}

export interface OidcIdentity {
  subject: string;
  email: string | null;
  name: string | null;
  picture: string | null;
}

export type IdTokenCheck = { ok: true; identity: OidcIdentity } | { ok: false; reason: string };

/** Providers' and our clocks differ slightly. */
const clockSkewSeconds = 120;

const algorithms: Record<string, { hash: string; dsaEncoding?: 'ieee-p1363' }> = {
  RS256: { hash: 'sha256' },
  ES256: { hash: 'sha256', dsaEncoding: 'ieee-p1363' },
};

function decodePart(part: string | undefined): Record<string, unknown> | null {
  if (!part) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

export type SignedClaims = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string };

/** The claims of a JWT whose signature one of the keys checks (RS256 or ES256 only); the caller checks the claims. */
export function verifiedClaims(jwt: string, keys: readonly JsonWebKey[]): SignedClaims {
  const parts = jwt.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodePart(headerPart);
  const claims = decodePart(payloadPart);
  if (!header || !claims) return { ok: false, reason: 'malformed' };
  // The algorithm comes from our list, never from the token alone: "none" and HMAC-with-the-public-key are refused.
  const alg = typeof header.alg === 'string' ? algorithms[header.alg] : undefined;
  if (!alg) return { ok: false, reason: 'unsupported_algorithm' };
  const jwk = keys.find((k) => (header.kid === undefined || k.kid === header.kid) && (k.use === undefined || k.use === 'sig'));
  if (!jwk) return { ok: false, reason: 'unknown_key' };
  let valid: boolean;
  try {
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    valid = verify(alg.hash, Buffer.from(`${headerPart}.${payloadPart}`), alg.dsaEncoding ? { key, dsaEncoding: alg.dsaEncoding } : key, Buffer.from(signaturePart, 'base64url'));
  } catch {
    valid = false;
  }
  return valid ? { ok: true, claims } : { ok: false, reason: 'bad_signature' };
}

/** Expiry and issue time against our clock, with the skew providers' clocks need. */
export function timeRefusal(claims: Record<string, unknown>, now: Date): string | null {
  const seconds = now.getTime() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp + clockSkewSeconds <= seconds) return 'expired';
  if (typeof claims.iat === 'number' && claims.iat - clockSkewSeconds > seconds) return 'issued_in_future';
  return null;
}

export function verifyIdToken(idToken: string, keys: readonly JsonWebKey[], expect: IdTokenExpectations): IdTokenCheck {
  const signed = verifiedClaims(idToken, keys);
  if (!signed.ok) return signed;
  const { claims } = signed;
  if (claims.iss !== expect.issuer) return { ok: false, reason: 'wrong_issuer' };
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(expect.clientId)) return { ok: false, reason: 'wrong_audience' };
  if (audiences.length > 1 && claims.azp !== expect.clientId) return { ok: false, reason: 'wrong_audience' };
  const late = timeRefusal(claims, expect.now);
  if (late) return { ok: false, reason: late };
  if (claims.nonce !== expect.nonce) return { ok: false, reason: 'wrong_nonce' };
  const subject = text(claims.sub);
  if (!subject) return { ok: false, reason: 'malformed' };
  return { ok: true, identity: { subject, email: text(claims.email), name: text(claims.name), picture: text(claims.picture) } };
}
