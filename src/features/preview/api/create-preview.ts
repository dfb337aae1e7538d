// POST /wps/preview/views: stores a view and answers its preview id (and, for a logged-in state, the session of the
// merchant's preview account). Read as a query keyed by the view: the frame follows the view, an unchanged view
// reuses its preview, and switching back and forth costs no new rows while the preview lives.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import { previewTokenKey } from '../../../lib/preview-frame';
import type { CreatedPreview, PreviewView } from '../../../engine/preview-view';

export const PREVIEW_VIEWS_PATH = '/wps/preview/views';

/** The server keeps a preview two hours (PREVIEW_TTL_MS); the console asks for a fresh one well before. */
const PREVIEW_REUSE_MS = 60 * 60 * 1000;

/** The stored preview with the view it shows: while a new one is prepared, the frame's address stays that of the old. */
export type PreparedPreview = CreatedPreview & { view: PreviewView };

export async function createPreview(view: PreviewView, { signal }: { signal?: AbortSignal } = {}): Promise<PreparedPreview> {
  const created = await apiValue<CreatedPreview>(PREVIEW_VIEWS_PATH, { method: 'POST', body: view, signal });
  // The frame reads its token from this tab's sessionStorage, which it shares with the console (same origin).
  try {
    if (created.token) sessionStorage.setItem(previewTokenKey(created.id), created.token);
  } catch {
    // Storage disabled: the frame then shows the visitor state, which the console cannot fix.
  }
  return { ...created, view };
}

export const previewQueryOptions = (view: PreviewView) =>
  queryOptions({
    queryKey: ['preview', 'views', 'detail', view],
    queryFn: ({ signal }) => createPreview(view, { signal }),
    staleTime: PREVIEW_REUSE_MS,
    // While the next preview is prepared, the frame keeps showing the last one instead of a blank.
    placeholderData: keepPreviousData,
  });

export function usePreview(view: PreviewView) {
  return useQuery(previewQueryOptions(view));
}
