// The theme editor's calls: GET /wps/preview/theme-editor (the saved theme and merchant file it starts from) and
// POST /wps/preview/theme-check (the draft checked as merchants:check would, read as a query keyed by the draft so
// an unchanged draft is not checked twice and the last answer stays on screen while the next is on its way).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import type { PreviewDraft, ThemeCheck, ThemeEditorSource } from '../../../engine/preview-view';

/** theme: a bundled theme the picker chose for the view (a theme demo); without it the merchant's own. */
export const themeEditorSourceQueryOptions = (merchant: string, theme?: string) =>
  queryOptions({
    queryKey: ['preview', 'theme-editor', 'detail', merchant, theme ?? null],
    queryFn: ({ signal }) =>
      apiValue<ThemeEditorSource>(`/wps/preview/theme-editor?merchant=${encodeURIComponent(merchant)}${theme ? `&theme=${encodeURIComponent(theme)}` : ''}`, { signal }),
    staleTime: 60_000,
  });

export function useThemeEditorSource(merchant: string, theme?: string) {
  return useQuery(themeEditorSourceQueryOptions(merchant, theme));
}

export const themeCheckQueryOptions = (merchant: string, theme: string | undefined, draft: PreviewDraft | undefined) =>
  queryOptions({
    queryKey: ['preview', 'theme-check', 'detail', merchant, theme ?? null, draft ?? null],
    queryFn: ({ signal }) => apiValue<ThemeCheck>('/wps/preview/theme-check', { method: 'POST', body: { merchant, ...(theme ? { theme } : {}), draft: draft ?? {} }, signal }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export function useThemeCheck(merchant: string, theme: string | undefined, draft: PreviewDraft | undefined) {
  return useQuery(themeCheckQueryOptions(merchant, theme, draft));
}
