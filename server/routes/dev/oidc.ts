// The development identity provider's endpoints (docs/api-accounts.md, "Development identity provider"), served
// only when NODE_ENV is not production, like every /dev/ path: discovery, a tiny consent page, the token endpoint
// and the JWKS. Standard OpenID Connect, so the real client (httpOidcProvider) works against it too.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DevOidcIdp } from '../../providers/social/dev-oidc-idp.js';
import { DEV_OIDC_ISSUER } from '../../providers/social/dev-oidc-idp.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';

const Text = (maxLength = 2048) => Type.String({ maxLength });

const AuthorizeQuery = Type.Object({
  response_type: Type.Optional(Text(32)),
  client_id: Type.Optional(Text(256)),
  redirect_uri: Type.Optional(Text()),
  scope: Type.Optional(Text(256)),
  state: Type.Optional(Text(256)),
  nonce: Type.Optional(Text(256)),
  code_challenge: Type.Optional(Text(128)),
  code_challenge_method: Type.Optional(Text(16)),
});

const ConsentBody = Type.Object({
  decision: Type.Union([Type.Literal('allow'), Type.Literal('deny')]),
  client_id: Text(256),
  redirect_uri: Text(),
  state: Text(256),
  nonce: Text(256),
  code_challenge: Type.Optional(Text(128)),
  subject: Type.String({ minLength: 1, maxLength: 128 }),
  name: Type.Optional(Text(128)),
  email: Type.Optional(Text(254)),
});

const TokenBody = Type.Object({
  grant_type: Text(64),
  code: Text(256),
  redirect_uri: Text(),
  client_id: Text(256),
  client_secret: Type.Optional(Text(256)),
  code_verifier: Type.Optional(Text(128)),
});

/** RFC 7636: a challenge is 43 base64url characters (S256 of a verifier). */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const httpUrl = (value: string | undefined): URL | null => {
  if (!value || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
};

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}main{max-width:26rem;margin:3rem auto;padding:1.5rem 2rem;background:#fff;border-radius:12px;box-shadow:0 2px 10px #0002}
label{display:block;margin:.8rem 0 .25rem;font-weight:600}input{box-sizing:border-box;width:100%;padding:.55rem;font:inherit;border:1px solid #6b7280;border-radius:6px}
.actions{display:flex;gap:.75rem;margin-top:1.25rem}button{flex:1;padding:.65rem;font:inherit;font-weight:600;border-radius:6px;border:1px solid #1d4ed8;cursor:pointer}
button[value=allow]{background:#1d4ed8;color:#fff}button[value=deny]{background:#fff;color:#1d4ed8}button:focus-visible,input:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
p{line-height:1.45}.note{color:#4b5563;font-size:.9rem}</style></head><body><main>${body}</main></body></html>`;

interface ConsentRequest {
  client_id: string;
  redirect_uri: string;
  state: string;
  nonce: string;
  code_challenge?: string;
}

function consentPage(q: ConsentRequest, site: string): string {
  const hidden = (['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge'] as const)
    .flatMap((name) => (q[name] === undefined ? [] : [`<input type="hidden" name="${name}" value="${escapeHtml(q[name])}">`]))
    .join('');
  return page(
    'Development sign-in',
    `<h1>Development sign-in</h1>
<p><b>${escapeHtml(site)}</b> (client <code>${escapeHtml(q.client_id)}</code>) asks to know who you are.</p>
<form method="post" action="${DEV_OIDC_ISSUER}/authorize">${hidden}
<label for="subject">Account id</label><input id="subject" name="subject" required maxlength="128" value="dev-player-1" autocomplete="off">
<label for="name">Name</label><input id="name" name="name" maxlength="128" value="Dev Player" autocomplete="off">
<label for="email">E-mail</label><input id="email" name="email" type="email" maxlength="254" value="dev.player@example.com" autocomplete="off">
<div class="actions"><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny" formnovalidate>Deny</button></div>
</form><p class="note">A development identity provider: it exists only outside production and signs tokens with its own key.</p>`,
  );
}

const badRequest = (reply: FastifyReply, why: string) => reply.code(400).type('text/html; charset=utf-8').send(page('Bad sign-in request', `<h1>Bad sign-in request</h1><p>${escapeHtml(why)}</p>`));

const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export default async function devOidcRoutes(app: FastifyInstance, { idp }: { idp: DevOidcIdp }) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  // The consent form and the token endpoint post application/x-www-form-urlencoded, as OpenID Connect has it.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }
  const tags = ['development'];

  api.get(`${DEV_OIDC_ISSUER}/.well-known/openid-configuration`, { schema: { tags, summary: 'Discovery document of the development identity provider' } }, async (request) => {
    const issuer = idp.issuerFor(originOf(request));
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post'],
      code_challenge_methods_supported: ['S256'],
    };
  });

  api.get(`${DEV_OIDC_ISSUER}/jwks`, { schema: { tags, summary: 'Signing keys of the development identity provider' } }, async () => idp.jwks());

  api.get(`${DEV_OIDC_ISSUER}/authorize`, { schema: { tags, summary: 'Consent page of the development identity provider', querystring: AuthorizeQuery } }, async (request, reply) => {
    const q = request.query;
    if (q.response_type !== 'code') return badRequest(reply, 'response_type must be code.');
    if (!q.client_id || !q.state || !q.nonce) return badRequest(reply, 'client_id, state and nonce are required.');
    const redirect = httpUrl(q.redirect_uri);
    if (!redirect) return badRequest(reply, 'redirect_uri must be an http(s) address.');
    if (q.code_challenge !== undefined && (q.code_challenge_method !== 'S256' || !S256_CHALLENGE.test(q.code_challenge))) {
      return badRequest(reply, 'PKCE: code_challenge_method must be S256 with a 43-character code_challenge.');
    }
    const consentRequest: ConsentRequest = { client_id: q.client_id, redirect_uri: redirect.toString(), state: q.state, nonce: q.nonce, ...(q.code_challenge ? { code_challenge: q.code_challenge } : {}) };
    return reply.type('text/html; charset=utf-8').send(consentPage(consentRequest, redirect.host));
  });

  api.post(`${DEV_OIDC_ISSUER}/authorize`, { schema: { tags, summary: 'The consent: back to the site with a code, or with access_denied', body: ConsentBody } }, async (request, reply) => {
    const b = request.body;
    const redirect = httpUrl(b.redirect_uri);
    if (!redirect) return badRequest(reply, 'redirect_uri must be an http(s) address.');
    if (b.decision === 'deny') {
      redirect.searchParams.set('error', 'access_denied');
    } else {
      const code = idp.authorize({
        clientId: b.client_id,
        redirectUri: b.redirect_uri,
        nonce: b.nonce,
        subject: b.subject.trim(),
        name: b.name?.trim() || null,
        email: b.email?.trim() || null,
        codeChallenge: b.code_challenge || null,
      });
      redirect.searchParams.set('code', code);
    }
    redirect.searchParams.set('state', b.state);
    return reply.redirect(redirect.toString(), 303);
  });

  api.post(`${DEV_OIDC_ISSUER}/token`, { schema: { tags, summary: 'Token endpoint of the development identity provider', body: TokenBody } }, async (request, reply) => {
    const b = request.body;
    if (b.grant_type !== 'authorization_code') return reply.code(400).send({ error: 'unsupported_grant_type' });
    const token = idp.exchange({ code: b.code, clientId: b.client_id, redirectUri: b.redirect_uri, ...(b.code_verifier ? { codeVerifier: b.code_verifier } : {}) });
    if (!token.ok) return reply.code(400).send({ error: token.error });
    return reply.header('cache-control', 'no-store').send({ access_token: `dev-${b.code.slice(0, 8)}`, token_type: 'Bearer', expires_in: 600, id_token: token.idToken });
  });
}
