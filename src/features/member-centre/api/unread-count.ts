// GET /wps/relay/CSP_unreadCount (T): unread inbox messages for the header and menus (spec M2-18). Trial accounts
// never ask (M2-18, P4.2-1): callers pass enabled=false for them.
import { queryOptions } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: [...MEMBER_QUERY_KEY, 'unreadCount'] as const,
    queryFn: ({ signal }) => apiValue<number>('/wps/relay/CSP_unreadCount', { signal }),
    staleTime: 60_000,
  });
