import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';

/** Client errors (4xx) will not change on a retry; network hiccups and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  if (isApiError(error) && error.code === 'INVALID_RESPONSE') return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
