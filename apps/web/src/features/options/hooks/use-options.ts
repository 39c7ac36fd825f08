import { useQuery } from '@tanstack/react-query';
import { fetchOptions } from '@/features/options/api/options-api';

export const optionsQueryKey = ['options'] as const;

/** Options change only with a deploy: fetched once per session. */
export function useOptions() {
  return useQuery({ queryKey: optionsQueryKey, queryFn: fetchOptions, staleTime: Infinity });
}
