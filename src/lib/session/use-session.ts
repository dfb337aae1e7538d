// The session as every feature sees it: the token (sessionStorage) plus the member info (react-query cache).
import { useQuery } from '@tanstack/react-query';
import { getToken, useIsLoggedIn } from '../session';
import { isAgentType, isTrialType } from './account-type';
import { memberInfoQueryOptions, type MemberInfo } from './member-info';

export interface Session {
  token: string | null;
  isLoggedIn: boolean;
  member: MemberInfo | undefined;
  /** Account type 1, 2, 41 or 42. */
  isAgent: boolean;
  /** Free-play account (type 4): no member pages, no real games, no unread-message loading (spec P4.2-1). */
  isTrial: boolean;
  isLoading: boolean;
}

export function useSession(): Session {
  const isLoggedIn = useIsLoggedIn();
  const query = useQuery({ ...memberInfoQueryOptions(), enabled: isLoggedIn });
  const member = isLoggedIn ? query.data : undefined;
  return {
    token: isLoggedIn ? getToken() : null,
    isLoggedIn,
    member,
    isAgent: member ? member.isAgent || isAgentType(member.type) : false,
    isTrial: member ? member.isTrial || isTrialType(member.type) : false,
    isLoading: isLoggedIn && query.isPending,
  };
}
