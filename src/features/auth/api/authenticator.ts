// The authenticator app binding (docs/api-accounts.md): setup gives a secret and its QR code, bind proves the app
// has it with a current code, unbind needs the login password. All (T); trial accounts are refused.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';
import { authRequest } from './auth-request';

export interface AuthenticatorSetup {
  secret: string;
  otpauthUri: string;
  /** An SVG data URI of otpauthUri. */
  qrCode: string;
  expiresAt: string;
}

export const AUTHENTICATOR_PATH = '/wps/member/authenticator';

export const postAuthenticatorSetup = () => authRequest<AuthenticatorSetup>(`${AUTHENTICATOR_PATH}/setup`, { method: 'POST', body: {} });

export const postAuthenticatorBind = (body: { secret: string; code: string }) =>
  authRequest<unknown>(`${AUTHENTICATOR_PATH}/bind`, { method: 'POST', body });

export const postAuthenticatorUnbind = (body: { password: string }) => authRequest<unknown>(`${AUTHENTICATOR_PATH}/unbind`, { method: 'POST', body });

/** Member info says whether an app is bound: refresh it after a change. */
function useRefreshMemberInfo() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...MEMBER_QUERY_KEY, 'info'] });
}

export const useAuthenticatorSetup = () => useMutation({ mutationFn: postAuthenticatorSetup });

export function useAuthenticatorBind() {
  const refresh = useRefreshMemberInfo();
  return useMutation({ mutationFn: postAuthenticatorBind, onSuccess: refresh });
}

export function useAuthenticatorUnbind() {
  const refresh = useRefreshMemberInfo();
  return useMutation({ mutationFn: postAuthenticatorUnbind, onSuccess: refresh });
}
