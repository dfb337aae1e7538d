// Feedback and support questions (docs/member-centre.md, Feedback): the ranges the server enforces, and sending.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import { MEMBER_QUERY_KEY } from '../../../lib/session/member-info';

export interface LengthRange {
  min: number;
  max: number;
}

export interface FeedbackSettings {
  questionTypes: string[];
  feedback: LengthRange;
  supportQuestion: LengthRange;
  dailyLimit: number;
}

export interface FeedbackItem {
  feedbackId: string;
  kind: 'feedback' | 'support_question';
  questionType: string | null;
  content: string;
  status: string;
  createdAt: string;
}

export const feedbackSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['feedback', 'settings'] as const,
    queryFn: ({ signal }) => apiValue<FeedbackSettings>('/wps/feedback/settings', { signal }),
    staleTime: 60 * 60_000,
  });

export interface FeedbackPage {
  content: FeedbackItem[];
  pageNum: number;
  totalPages: number;
  total: number;
}

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
    mutationFn: (body: { questionType: string; content: string }) => apiValue<FeedbackItem>('/wps/feedback', { method: 'PUT', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_KEY }),
  });
}

export function useSendSupportQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { content: string }) => apiValue<FeedbackItem>('/wps/feedback/support-question', { method: 'PUT', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_FEEDBACK_KEY }),
  });
}
