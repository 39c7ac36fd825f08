import { useQuery } from '@tanstack/react-query';
import { fetchOptions } from '@/features/options/api/options-api';

export const optionsQueryKey = ['options'] as const;

/**
 * Options change only with a deploy: fetched once per session. `enabled: false` leaves them
 * unasked (a screen that has what it needs from the page).
 */
export function useOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: optionsQueryKey,
    queryFn: fetchOptions,
    staleTime: Infinity,
    enabled,
  });
}
