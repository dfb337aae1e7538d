// The theme editor's calls: GET /wps/preview/theme-editor (the saved theme and merchant file it starts from) and
// POST /wps/preview/theme-check (the draft checked as merchants:check would, read as a query keyed by the draft so
// an unchanged draft is not checked twice and the last answer stays on screen while the next is on its way).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import type { PreviewDraft, ThemeCheck, ThemeEditorSource } from '../../../engine/preview-view';

export const themeEditorSourceQueryOptions = (merchant: string) =>
  queryOptions({
    queryKey: ['preview', 'theme-editor', 'detail', merchant],
    queryFn: ({ signal }) => apiValue<ThemeEditorSource>(`/wps/preview/theme-editor?merchant=${encodeURIComponent(merchant)}`, { signal }),
    staleTime: 60_000,
  });

export function useThemeEditorSource(merchant: string) {
  return useQuery(themeEditorSourceQueryOptions(merchant));
}

export const themeCheckQueryOptions = (merchant: string, draft: PreviewDraft | undefined) =>
  queryOptions({
    queryKey: ['preview', 'theme-check', 'detail', merchant, draft ?? null],
    queryFn: ({ signal }) => apiValue<ThemeCheck>('/wps/preview/theme-check', { method: 'POST', body: { merchant, draft: draft ?? {} }, signal }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export function useThemeCheck(merchant: string, draft: PreviewDraft | undefined) {
  return useQuery(themeCheckQueryOptions(merchant, draft));
}
