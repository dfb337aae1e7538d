// GET /wps/preview/merchants: every merchant being served now, with what the console can change and explain.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import type { PreviewMerchant } from '../../../engine/preview-view';

export const PREVIEW_MERCHANTS_PATH = '/wps/preview/merchants';

export function getPreviewMerchants({ signal }: { signal?: AbortSignal } = {}): Promise<PreviewMerchant[]> {
  return apiValue<PreviewMerchant[]>(PREVIEW_MERCHANTS_PATH, { signal });
}

export const previewMerchantsQueryOptions = () =>
  queryOptions({
    queryKey: ['preview', 'merchants', 'list'],
    queryFn: ({ signal }) => getPreviewMerchants({ signal }),
    // The server reloads the configuration live; a minute keeps the console close to it without polling.
    staleTime: 60_000,
  });

export function usePreviewMerchants() {
  return useQuery(previewMerchantsQueryOptions());
}
