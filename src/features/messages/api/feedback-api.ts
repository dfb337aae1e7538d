// Feedback and support questions (docs/member-centre.md, Feedback): the ranges the server enforces, and sending.
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';

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

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: { questionType: string; content: string }) => apiValue<FeedbackItem>('/wps/feedback', { method: 'PUT', body }),
  });
}

export function useSendSupportQuestion() {
  return useMutation({
    mutationFn: (body: { content: string }) => apiValue<FeedbackItem>('/wps/feedback/support-question', { method: 'PUT', body }),
  });
}
