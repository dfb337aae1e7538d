// GET /wps/member/info (T): who is logged in. It lives beside the token in lib because every feature reads it
// through useSession, and features may not import one another.
import { queryOptions } from '@tanstack/react-query';
import { apiValue } from '../api-client';
import type { MemberInfo } from './member-info-schema';

export type { MemberInfo };

export const MEMBER_INFO_PATH = '/wps/member/info';

export function getMemberInfo({ signal }: { signal?: AbortSignal } = {}): Promise<MemberInfo> {
  return apiValue<MemberInfo>(MEMBER_INFO_PATH, { signal });
}

/** Key root of everything that belongs to the logged-in member; logout removes it in one call. */
export const MEMBER_QUERY_KEY = ['member'] as const;

export const memberInfoQueryOptions = () =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'info'] as const,
    queryFn: ({ signal }) => getMemberInfo({ signal }),
    staleTime: 30_000,
  });
