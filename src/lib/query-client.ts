// One TanStack Query client for the site. Errors are ApiError values with stable codes; only network trouble is retried,
// because a 4xx answer will not change by asking again.
import { QueryClient } from '@tanstack/react-query';
import { isNetworkError } from './api-client';

export const MAX_NETWORK_RETRIES = 1;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => isNetworkError(error) && failureCount < MAX_NETWORK_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
