// A development-only OpenID Connect identity provider, so social sign-in can be tried and tested without the
// internet (docs/api-accounts.md, "Development identity provider"). It signs ID tokens with an RSA key of its own,
// made when first needed and kept in memory; codes live in memory for 5 minutes and are single-use. It is never
// built in production (the accounts plugin passes none there, and every /dev/ path is 404). Like Google it takes
// PKCE (S256 only): a code issued for a challenge is exchanged only with its verifier.
import { createHash, generateKeyPairSync, randomBytes, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';

/** The issuer a merchant names in merchant.json to use this provider (outside production only). */
export const DEV_OIDC_ISSUER = '/dev/oidc';

export const devOidcPolicy = { codeTtlMs: 5 * 60_000, idTokenTtlSeconds: 10 * 60 } as const;

export interface DevConsent {
  clientId: string;
  redirectUri: string;
  nonce: string;
  /** The account the person chose on the consent page: the ID token's sub. */
  subject: string;
  name: string | null;
  email: string | null;
  /** The S256 PKCE challenge of the authorization request, if it had one. */
  codeChallenge: string | null;
}

/** RFC 7636 S256: BASE64URL(SHA256(verifier)). */
export const pkceChallenge = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export type DevExchange = { ok: true; idToken: string } | { ok: false; error: 'invalid_grant' };

export interface DevOidcIdp {
  /** The issuer of the tokens a site origin receives, e.g. http://demo.localhost:8080/dev/oidc. */
  issuerFor(origin: string): string;
  /** Records a consent and answers the single-use authorization code. */
  authorize(consent: DevConsent): string;
  /** The token endpoint: the code, for the client and redirect it was issued to (and its PKCE verifier), once. */
  exchange(request: { code: string; clientId: string; redirectUri: string; codeVerifier?: string }): DevExchange;
  /** The public signing key, as a JWKS document publishes it. */
  jwks(): { keys: JsonWebKey[] };
  /** Signs claims with the provider's key (RS256): its ID tokens, and the development phone tokens (firebase-phone.ts). */
  signJwt(claims: Record<string, unknown>): string;
}

interface IssuedCode extends DevConsent {
  issuer: string;
  expiresAt: number;
}

export function createDevOidcIdp(clock: Clock): DevOidcIdp {
  let key: { privateKey: KeyObject; jwk: JsonWebKey } | null = null;
  const signingKey = () => {
    if (!key) {
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const jwk = { ...pair.publicKey.export({ format: 'jwk' }), kid: `dev-${randomBytes(6).toString('hex')}`, use: 'sig', alg: 'RS256' } as JsonWebKey;
      key = { privateKey: pair.privateKey, jwk };
    }
    return key;
  };
  const signJwt = (claims: Record<string, unknown>): string => {
    const { privateKey, jwk } = signingKey();
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const signed = `${part({ alg: 'RS256', typ: 'JWT', kid: jwk.kid })}.${part(claims)}`;
    return `${signed}.${sign('sha256', Buffer.from(signed), privateKey).toString('base64url')}`;
  };
  const codes = new Map<string, IssuedCode>();
  const issuerFor = (origin: string) => `${origin.replace(/\/$/, '')}${DEV_OIDC_ISSUER}`;

  return {
    issuerFor,
    authorize(consent) {
      const now = clock.now().getTime();
      for (const [code, issued] of codes) if (issued.expiresAt <= now) codes.delete(code);
      const code = randomBytes(24).toString('base64url');
      codes.set(code, { ...consent, issuer: issuerFor(new URL(consent.redirectUri).origin), expiresAt: now + devOidcPolicy.codeTtlMs });
      return code;
    },
    exchange({ code, clientId, redirectUri, codeVerifier }) {
      const issued = codes.get(code);
      codes.delete(code);
      const now = clock.now();
      if (!issued || issued.expiresAt <= now.getTime() || issued.clientId !== clientId || issued.redirectUri !== redirectUri) return { ok: false, error: 'invalid_grant' };
      if (issued.codeChallenge !== null && (!codeVerifier || pkceChallenge(codeVerifier) !== issued.codeChallenge)) return { ok: false, error: 'invalid_grant' };
      const iat = Math.floor(now.getTime() / 1000);
      const claims = {
        iss: issued.issuer,
        sub: issued.subject,
        aud: clientId,
        iat,
        exp: iat + devOidcPolicy.idTokenTtlSeconds,
        nonce: issued.nonce,
        ...(issued.name ? { name: issued.name } : {}),
        ...(issued.email ? { email: issued.email, email_verified: false } : {}),
      };
      return { ok: true, idToken: signJwt(claims) };
    },
    jwks: () => ({ keys: [signingKey().jwk] }),
    signJwt,
  };
}
