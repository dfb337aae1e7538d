// Feedback and support questions (docs/member-centre.md, Feedback): the ranges the server enforces, and sending.
// The wire types come from the schemas the server's routes validate with (src/engine/api/feedback.ts).
import type { Static } from '@sinclair/typebox';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedbackBody, FeedbackItemValue, FeedbackPageValue, LengthRangeValue, SettingsValue, SupportQuestionBody } from '../../../engine/api/feedback';
import { apiValue } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export type LengthRange = Static<typeof LengthRangeValue>;
export type FeedbackSettings = Static<typeof SettingsValue>;
export type FeedbackItem = Static<typeof FeedbackItemValue>;
export type FeedbackPage = Static<typeof FeedbackPageValue>;

export const feedbackSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['feedback', 'settings'] as const,
    queryFn: ({ signal }) => apiValue<FeedbackSettings>('/wps/feedback/settings', { signal }),
    staleTime: 60 * 60_000,
  });

const MY_FEEDBACK_KEY = [...MEMBER_QUERY_KEY, 'feedback'] as const;

/** The member's own feedback and questions, newest first (the five latest: the desk answers in the inbox). */
export const myFeedbackQueryOptions = () =>
  queryOptions({
    queryKey: MY_FEEDBACK_KEY,
    queryFn: ({ signal }) => apiValue<FeedbackPage>('/wps/feedback', { query: { pageNo: 1, pageSize: 5 }, signal }),
  });

export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Static<typeof FeedbackBody>) => apiValue<FeedbackItem>('/wps/feedback', { method: 'PUT', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_KEY }),
  });
}

export function useSendSupportQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Static<typeof SupportQuestionBody>) => apiValue<FeedbackItem>('/wps/feedback/support-question', { method: 'PUT', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_KEY }),
  });
}
