// DELETE /wps/session/logout (T): revokes the session, then the client forgets it (spec P4.2-1): session storage
// cleared except the merchant's values, member queries dropped, login state false.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clearSessionExceptMerchant } from '../../../lib/session/clear-session';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';
import { authRequest } from './auth-request';

export const LOGOUT_PATH = '/wps/session/logout';

export async function deleteLogout(): Promise<void> {
  await authRequest<unknown>(LOGOUT_PATH, { method: 'DELETE' });
}

/** Forgets the session on this side whatever the server said: a user who signs out is signed out. */
export function forgetSession(queryClient: QueryClient): void {
  clearSessionExceptMerchant();
  queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteLogout().catch(() => undefined),
    onSettled: () => forgetSession(queryClient),
  });
}
