// What the account machines do to the session and the page, in one place: store the token, load member info,
// throw a session away, go somewhere.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { closeAuthModal } from '../../../lib/auth-modal';
import { setToken } from '../../../lib/session';
import { MEMBER_QUERY_KEY, memberInfoQueryOptions, type MemberInfo } from '../../../lib/session/member-info';
import { deleteLogout, forgetSession } from '../api/delete-logout';

export interface SessionEffects {
  storeToken: (token: string, options?: { passwordChangeOnly?: boolean }) => void;
  loadMemberInfo: () => Promise<MemberInfo>;
  discardSession: () => void;
  navigate: (to: string) => void;
}

export function useSessionEffects(): SessionEffects {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMemo(
    () => ({
      storeToken: (token, options) => {
        // Whatever was cached belonged to the previous session, if any.
        queryClient.removeQueries({ queryKey: MEMBER_QUERY_KEY });
        setToken(token, options);
      },
      loadMemberInfo: () => queryClient.fetchQuery({ ...memberInfoQueryOptions(), staleTime: 0 }),
      discardSession: () => {
        void deleteLogout().catch(() => undefined);
        forgetSession(queryClient);
      },
      navigate: (to) => {
        void navigate(to);
      },
    }),
    [queryClient, navigate],
  );
}

/**
 * The session steps every account machine declares (machines/session-steps.ts), done through the effects: spread
 * `.actors` and `.actions` into the machine's provide(). `effects` is the latest effects (useLatest).
 */
export const sessionStepsOf = (effects: { readonly current: SessionEffects }) => ({
  actors: { loadMemberInfo: fromPromise<unknown>(() => effects.current.loadMemberInfo()) },
  actions: {
    storeToken: (_: unknown, { token, passwordChangeOnly }: { token: string; passwordChangeOnly?: boolean }) =>
      effects.current.storeToken(token, { passwordChangeOnly }),
    close: () => closeAuthModal(),
    navigate: (_: unknown, { to }: { to: string }) => effects.current.navigate(to),
  },
});
