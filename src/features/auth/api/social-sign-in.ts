// Social sign-in (spec P2.9-2): OpenID Connect for Google and Facebook (GET starts, the provider redirects back,
// POST finishes) and Telegram's login widget (POST the widget's signed fields). Both answer like a login.
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { LoginArea, LoginOutcome, SocialLoginRequest } from '../machines/login-machine';
import { authRequest } from './auth-request';
import { toLoginOutcome } from './post-login';

export const oidcPath = (provider: 'google' | 'facebook') => `/wps/session/login/oidc/${provider}`;
export const TELEGRAM_LOGIN_PATH = '/wps/session/login/telegram';

/** Where the provider sends the browser back: /login reopens the login popup, which finishes the sign-in. */
export const oidcRedirectUri = (provider: 'google' | 'facebook') => `${window.location.origin}/login?oidc=${provider}`;

export function getOidcStart(provider: 'google' | 'facebook'): Promise<{ url: string; state: string }> {
  return authRequest<{ url: string; state: string }>(oidcPath(provider), { query: { redirectUri: oidcRedirectUri(provider) } });
}

export async function postSocialLogin(request: SocialLoginRequest & { area: LoginArea }): Promise<LoginOutcome> {
  if (request.provider === 'telegram') {
    return toLoginOutcome(await apiRequest(TELEGRAM_LOGIN_PATH, { method: 'POST', body: { ...request.fields, area: request.area } }));
  }
  // Spec section 8: "login failure on closed popup, try again" is what a refused or abandoned provider page means.
  if ('refused' in request) throw new ApiError({ success: false, code: 'login_popup_closed' });
  const body = { code: request.code, state: request.state, area: request.area };
  return toLoginOutcome(await apiRequest(oidcPath(request.provider), { method: 'POST', body }));
}
