// Every account dialog, in the chunk that loads with the first one opened: the login, register and forgot-password
// popups (lib/auth-modal), the after-login and after-registration modals and the logout confirmation.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAuthModal } from '../../../lib/auth-modal';
import type { SocialLoginRequest } from '../machines/login-machine';
import { useAuthDialogs } from '../stores/auth-dialogs';
import { AfterLoginModal } from './after-login-modal';
import { AfterRegistrationModal } from './after-registration-modal';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginFlow } from './login-flow';
import { LogoutConfirmModal } from './logout-confirm-modal';
import { RegisterModal } from './register-modal';

const OIDC_PARAMS = ['oidc', 'code', 'state', 'error', 'error_description'] as const;

/**
 * An OpenID Connect provider sends the browser back to /login?oidc=PROVIDER&code=&state= (see social-sign-in), or
 * with error= when the visitor refused.
 */
function useOidcReturn(): SocialLoginRequest | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [request] = useState<SocialLoginRequest | null>(() => {
    const provider = searchParams.get('oidc');
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    if (provider !== 'google' && provider !== 'facebook') return null;
    if (searchParams.has('error')) return { provider, refused: true };
    if (!code || !state) return null;
    return { provider, code, state };
  });
  useEffect(() => {
    // The code is single-use: it leaves the address once read.
    if (!request) return;
    setSearchParams(
      (params) => {
        OIDC_PARAMS.forEach((name) => params.delete(name));
        return params;
      },
      { replace: true },
    );
  }, [request, setSearchParams]);
  return request;
}

export default function AuthModals() {
  const modal = useAuthModal();
  const { notice, logout } = useAuthDialogs();
  const socialRequest = useOidcReturn();
  return (
    <>
      {modal === 'login' ? <LoginFlow area="member" variant="modal" socialRequest={socialRequest} /> : null}
      {modal === 'register' ? <RegisterModal /> : null}
      {modal === 'forget' ? <ForgotPasswordModal /> : null}
      {notice === 'afterLogin' ? <AfterLoginModal /> : null}
      {notice === 'afterRegistration' ? <AfterRegistrationModal /> : null}
      {logout ? <LogoutConfirmModal to={logout.to} /> : null}
    </>
  );
}
