import type { Summary, SummaryCreateInputRaw } from '@socialpulse/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSummary,
  deleteAllSummaries,
  deleteSummary,
  fetchSummaries,
  fetchSummary,
} from '@/features/summaries/api/summaries-api';
import { pollWhileNonFinal } from '@/features/summaries/summary-status';

export const summariesQueryKey = ['summaries'] as const;
export const summaryQueryKey = (id: string) => ['summaries', 'one', id] as const;

/** The list refetches every 5 s while any summary is pending or processing (SPEC §4). */
export function useSummaries() {
  return useQuery({
    queryKey: summariesQueryKey,
    queryFn: fetchSummaries,
    refetchInterval: (query) => pollWhileNonFinal(query.state.data),
  });
}

/** One summary, polled until final; each answer also refreshes its row in the cached list. */
export function useSummary(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: summaryQueryKey(id),
    queryFn: async () => {
      const summary = await fetchSummary(id);
      // Only a row the list already has is patched, and the list keeps its age: writing it
      // otherwise would mark a stale or invalidated list fresh.
      const list = queryClient.getQueryState<Summary[]>(summariesQueryKey);
      if (list?.data?.some((s) => s.id === summary.id) === true)
        queryClient.setQueryData<Summary[]>(
          summariesQueryKey,
          list.data.map((s) => (s.id === summary.id ? summary : s)),
          { updatedAt: list.dataUpdatedAt },
        );
      return summary;
    },
    refetchInterval: (query) => pollWhileNonFinal(query.state.data && [query.state.data]),
  });
}

export function useCreateSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SummaryCreateInputRaw) => createSummary(input),
    onSuccess: async (summary) => {
      queryClient.setQueryData(summaryQueryKey(summary.id), summary);
      queryClient.setQueryData<Summary[]>(summariesQueryKey, (list) =>
        list === undefined ? list : [summary, ...list.filter((s) => s.id !== summary.id)],
      );
      await queryClient.invalidateQueries({ queryKey: summariesQueryKey, exact: true });
    },
  });
}

export function useDeleteSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSummary(id),
    onSuccess: (_, id) => {
      // The detail entry is dropped by the page once it has left (removing it here would refetch it).
      queryClient.setQueryData<Summary[]>(summariesQueryKey, (list) =>
        list?.filter((s) => s.id !== id),
      );
    },
  });
}

export function useDeleteAllSummaries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllSummaries,
    onSuccess: () => {
      queryClient.setQueryData<Summary[]>(summariesQueryKey, []);
      queryClient.removeQueries({ queryKey: ['summaries', 'one'] });
    },
  });
}
