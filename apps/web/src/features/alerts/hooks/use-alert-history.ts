import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchAlert, fetchAlertHistory } from '@/features/alerts/api/alert-history-api';

export const alertHistoryQueryKey = ['keyword-alerts', 'history'] as const;

/**
 * Pages are loaded on request ("Show older alerts") and never refetched under the reader: new
 * alerts appear on the next visit, so the list does not move while it is read.
 */
export function useAlertHistory() {
  return useInfiniteQuery({
    queryKey: alertHistoryQueryKey,
    queryFn: ({ pageParam }) => fetchAlertHistory(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchOnWindowFocus: false,
  });
}

export function useAlert(id: string) {
  return useQuery({ queryKey: ['keyword-alerts', 'alert', id], queryFn: () => fetchAlert(id) });
}
