// The OidcProvider of a merchant whose issuer is the development identity provider (DEV_OIDC_ISSUER): the browser
// goes to /dev/oidc/authorize on the site's own origin; the code is exchanged in-process (a server need not reach
// itself over the network) and the ID token goes through the same verifyIdToken as a real provider's.
import { DEV_OIDC_ISSUER, type DevOidcIdp } from './dev-oidc-idp.js';
import { verifyIdToken } from './id-token.js';
import { authorizationQuery, type OidcProvider } from './oidc-provider.js';

export function devOidcProvider(idp: DevOidcIdp, clientId: string): OidcProvider {
  return {
    async authorizationUrl(input) {
      const url = new URL(`${DEV_OIDC_ISSUER}/authorize`, input.redirectUri);
      url.search = authorizationQuery(clientId, input);
      return url.toString();
    },
    async signIn({ code, redirectUri, nonce, codeVerifier, now }) {
      const token = idp.exchange({ code, clientId, redirectUri, ...(codeVerifier ? { codeVerifier } : {}) });
      if (!token.ok) return { ok: false, reason: token.error };
      return verifyIdToken(token.idToken, idp.jwks().keys, { issuer: idp.issuerFor(new URL(redirectUri).origin), clientId, nonce, now });
    },
  };
}
