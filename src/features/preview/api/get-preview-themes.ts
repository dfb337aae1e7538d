// GET /wps/preview/themes: every bundled theme with the colours of both palettes, for the theme picker's swatches.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import type { PreviewTheme } from '../../../engine/preview-view';

export const previewThemesQueryOptions = () =>
  queryOptions({
    queryKey: ['preview', 'themes', 'list'],
    queryFn: ({ signal }) => apiValue<PreviewTheme[]>('/wps/preview/themes', { signal }),
    // Themes change with the configuration (live reload); a minute is close enough for a picker.
    staleTime: 60_000,
  });

export function usePreviewThemes() {
  return useQuery(previewThemesQueryOptions());
}
