// The inbox calls of docs/member-centre.md (Messages): the list, one message (reading it marks it read), mark all
// read and delete. Keys sit under the member key root, so logging out forgets them. The header's unread count
// (GET /wps/relay/CSP_unreadCount) is cached under [...MEMBER_QUERY_KEY, 'unreadCount'] by the member centre's
// avatar menu: every answer here carries the new count, written straight into that key so the badge drops at once.
import type { Static } from '@sinclair/typebox';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { DeletedValue, MessageDetailValue, MessagePageValue, MessageSummaryValue, MessageValue, ReadAllValue } from '../../../engine/api/messages';
import { apiValue } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export type MessageSummary = Static<typeof MessageSummaryValue>;
export type MessageCategory = MessageSummary['category'];
export type MessageDetail = Static<typeof MessageDetailValue>;
export type MessagePage = Static<typeof MessagePageValue>;

export const MESSAGES_PAGE_SIZE = 10;

const MESSAGES_KEY = [...MEMBER_QUERY_KEY, 'messages'] as const;
/** The avatar menu's unread count (src/features/member-centre/api/unread-count.ts). */
export const UNREAD_COUNT_KEY = [...MEMBER_QUERY_KEY, 'unreadCount'] as const;
const BADGES_KEY = [...MEMBER_QUERY_KEY, 'badges'] as const;

export const messagesQueryOptions = (pageNo: number, language: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'list', { pageNo, language }] as const,
    queryFn: ({ signal }) => apiValue<MessagePage>('/wps/member/messages', { query: { pageNo, pageSize: MESSAGES_PAGE_SIZE, language }, signal }),
  });

/**
 * One message; fetching it marks it read, so the fetch itself hands the new unread count to the badge (a cached
 * answer, shown again later, must not put an old count back).
 */
export const messageQueryOptions = (messageId: string, language: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'detail', messageId, language] as const,
    queryFn: async ({ signal }) => {
      const answer = await apiValue<Static<typeof MessageValue>>(`/wps/member/messages/${encodeURIComponent(messageId)}`, { query: { language }, signal });
      afterInboxChange(queryClient, answer.unread);
      return answer;
    },
    staleTime: Infinity,
  });

/** After a read, a delete or mark-all-read: the badge shows the server's new count, the lists refetch. */
export function afterInboxChange(queryClient: QueryClient, unread: number): void {
  queryClient.setQueryData(UNREAD_COUNT_KEY, unread);
  void queryClient.invalidateQueries({ queryKey: [...MESSAGES_KEY, 'list'] });
  void queryClient.invalidateQueries({ queryKey: BADGES_KEY });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiValue<Static<typeof ReadAllValue>>('/wps/member/messages/read-all', { method: 'POST' }),
    onSuccess: (result) => afterInboxChange(queryClient, result.unread),
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => apiValue<Static<typeof DeletedValue>>(`/wps/member/messages/${encodeURIComponent(messageId)}`, { method: 'DELETE' }),
    onSuccess: (result) => {
      queryClient.removeQueries({ queryKey: [...MESSAGES_KEY, 'detail', result.messageId] });
      afterInboxChange(queryClient, result.unread);
    },
  });
}
