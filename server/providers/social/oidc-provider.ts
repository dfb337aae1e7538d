// OpenID Connect sign-in (authorization-code flow) for Google- and Facebook-style providers. OidcProvider is what
// the routes use; the HTTP implementation discovers the provider's endpoints and keys from its issuer, and tests
// use a double, so no test needs the network.
import type { JsonWebKey } from 'node:crypto';
import { verifyIdToken, type OidcIdentity } from './id-token.js';

export type OidcSignIn = { ok: true; identity: OidcIdentity } | { ok: false; reason: string };

export interface OidcProvider {
  /**
   * Where to send the browser; state, nonce and the PKCE verifier were stored by the caller, codeChallenge is the
   * verifier's S256 challenge (RFC 7636).
   */
  authorizationUrl(input: { state: string; nonce: string; redirectUri: string; codeChallenge?: string }): Promise<string>;
  /** Exchanges the code from the redirect (with the PKCE verifier, when one was sent) for an ID token and verifies it. */
  signIn(input: { code: string; redirectUri: string; nonce: string; codeVerifier?: string; now: Date }): Promise<OidcSignIn>;
}

/** The query of an authorization-code request, with the PKCE challenge when there is one. */
export function authorizationQuery(clientId: string, input: { state: string; nonce: string; redirectUri: string; codeChallenge?: string }): string {
  const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: input.redirectUri, scope: 'openid email profile', state: input.state, nonce: input.nonce });
  if (input.codeChallenge) {
    query.set('code_challenge', input.codeChallenge);
    query.set('code_challenge_method', 'S256');
  }
  return query.toString();
}

export interface OidcClientConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

type Fetch = typeof fetch;

async function getJson(fetchFn: Fetch, url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetchFn(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

function isDiscovery(v: unknown): v is Discovery {
  const d = v as Partial<Discovery> | null;
  return typeof d?.authorization_endpoint === 'string' && typeof d.token_endpoint === 'string' && typeof d.jwks_uri === 'string';
}

export function httpOidcProvider(config: OidcClientConfig, fetchFn: Fetch = fetch): OidcProvider {
  // Discovery documents change rarely; one lookup per process is enough, and a failure is retried next time.
  let discovery: Promise<Discovery> | null = null;
  const discover = (): Promise<Discovery> => {
    discovery ??= getJson(fetchFn, `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then((d) => {
      if (!isDiscovery(d)) throw new Error(`${config.issuer}: incomplete discovery document`);
      return d;
    });
    discovery.catch(() => (discovery = null));
    return discovery;
  };

  return {
    async authorizationUrl(input) {
      const url = new URL((await discover()).authorization_endpoint);
      url.search = authorizationQuery(config.clientId, input);
      return url.toString();
    },
    async signIn({ code, redirectUri, nonce, codeVerifier, now }) {
      const d = await discover();
      const token = (await getJson(fetchFn, d.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
        }),
      })) as { id_token?: unknown };
      if (typeof token.id_token !== 'string') return { ok: false, reason: 'no_id_token' };
      const jwks = (await getJson(fetchFn, d.jwks_uri)) as { keys?: JsonWebKey[] };
      return verifyIdToken(token.id_token, jwks.keys ?? [], { issuer: config.issuer, clientId: config.clientId, nonce, now });
    },
  };
}
