// GET /wps/preview/config-status: the last configuration change live reload refused, with each problem; null once a
// change applies. Polled, since operators edit the files while the console is open.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiValue } from '../../../lib/api-client';
import type { ConfigRefusal } from '../../../engine/preview-view';

export const CONFIG_STATUS_PATH = '/wps/preview/config-status';

export function getConfigRefusal({ signal }: { signal?: AbortSignal } = {}): Promise<ConfigRefusal> {
  return apiValue<ConfigRefusal>(CONFIG_STATUS_PATH, { signal });
}

export const configRefusalQueryOptions = () =>
  queryOptions({
    queryKey: ['preview', 'config-status'],
    queryFn: ({ signal }) => getConfigRefusal({ signal }),
    refetchInterval: 5_000,
  });

export function useConfigRefusal() {
  return useQuery(configRefusalQueryOptions());
}
