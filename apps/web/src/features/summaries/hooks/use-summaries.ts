import type {
  Summary,
  SummaryCreateInputRaw,
  SummaryListFilters,
  SummaryListItem,
  SummaryListPage,
  SummaryRegenerateInput,
} from '@socialpulse/contract';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  createSummary,
  deleteAllSummaries,
  deleteSummary,
  fetchSummaries,
  fetchSummary,
  regenerateSummary,
} from '@/features/summaries/api/summaries-api';
import { pollWhileNonFinal } from '@/features/summaries/summary-status';

export const summariesQueryKey = ['summaries'] as const;
/** Narrowed lists live beside the whole one, under the same prefix (status events refresh them too). */
export const filteredSummariesKey = ['summaries', 'filtered'] as const;

function hasFilters(filters: SummaryListFilters): boolean {
  return Object.values(filters).some((value) => value !== undefined && value !== '');
}
export const summaryQueryKey = (id: string) => ['summaries', 'one', id] as const;

/** The cached list: the pages loaded so far, each with the cursor of the next. */
export type SummaryPages = InfiniteData<SummaryListPage, string | undefined>;

export function summariesOf(
  pages: { pages: SummaryListPage[] } | undefined,
): SummaryListItem[] | undefined {
  return pages?.pages.flatMap((page) => page.data);
}

/** Every loaded page with `update` applied to its items (the page boundaries stay). */
function mapItems(
  pages: SummaryPages | undefined,
  update: (items: SummaryListItem[]) => SummaryListItem[],
): SummaryPages | undefined {
  if (pages === undefined) return pages;
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, data: update(page.data) })) };
}

/**
 * The list, a page at a time: `fetchNextPage` loads more on demand. It refetches every
 * 5 s while any loaded summary is pending or processing — the fallback of the pushed
 * status events (use-summary-events.ts), which refresh it at once.
 */
export function useSummaries(filters: SummaryListFilters = {}) {
  const filtered = hasFilters(filters);
  return useInfiniteQuery({
    queryKey: filtered ? [...filteredSummariesKey, filters] : summariesQueryKey,
    queryFn: ({ pageParam }) => fetchSummaries(pageParam, filtered ? filters : {}),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: (query) => pollWhileNonFinal(summariesOf(query.state.data)),
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
      const list = queryClient.getQueryState<SummaryPages>(summariesQueryKey);
      if (summariesOf(list?.data)?.some((s) => s.id === summary.id) === true)
        queryClient.setQueryData<SummaryPages>(
          summariesQueryKey,
          mapItems(list?.data, (items) => items.map((s) => (s.id === summary.id ? summary : s))),
          { updatedAt: list?.dataUpdatedAt },
        );
      return summary;
    },
    refetchInterval: (query) => pollWhileNonFinal(query.state.data && [query.state.data]),
  });
}

/**
 * A summary just made goes first in the whole list (and `replaced`, one it stands in for, leaves
 * it); narrowed lists are fetched again, as only the server knows whether it belongs there.
 */
async function showNewSummary(
  queryClient: QueryClient,
  summary: Summary,
  replaced?: string,
): Promise<void> {
  queryClient.setQueryData(summaryQueryKey(summary.id), summary);
  queryClient.setQueryData<SummaryPages>(summariesQueryKey, (list) => {
    if (list === undefined) return list;
    const [first, ...rest] = list.pages;
    if (first === undefined) return list;
    const without = (items: SummaryListItem[]) =>
      items.filter((s) => s.id !== summary.id && s.id !== replaced);
    return {
      ...list,
      pages: [
        { ...first, data: [summary, ...without(first.data)] },
        ...rest.map((page) => ({ ...page, data: without(page.data) })),
      ],
    };
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: summariesQueryKey, exact: true }),
    queryClient.invalidateQueries({ queryKey: filteredSummariesKey }),
  ]);
}

export function useCreateSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SummaryCreateInputRaw) => createSummary(input),
    onSuccess: (summary: Summary) => showNewSummary(queryClient, summary),
  });
}

/**
 * Makes a summary again. One without content is replaced by the new one on the server, so it
 * leaves the list here too; one with content stays.
 */
export function useRegenerateSummary(original: Pick<Summary, 'id' | 'status'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SummaryRegenerateInput) => regenerateSummary(original.id, input),
    onSuccess: (summary: Summary) =>
      showNewSummary(
        queryClient,
        summary,
        original.status === 'completed' ? undefined : original.id,
      ),
  });
}

export function useDeleteSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSummary(id),
    onSuccess: (_, id) => {
      // The detail entry is dropped by the page once it has left (removing it here would refetch it).
      queryClient.setQueryData<SummaryPages>(summariesQueryKey, (list) =>
        mapItems(list, (items) => items.filter((s) => s.id !== id)),
      );
      queryClient.removeQueries({ queryKey: filteredSummariesKey });
    },
  });
}

export function useDeleteAllSummaries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllSummaries,
    onSuccess: () => {
      queryClient.setQueryData<SummaryPages>(summariesQueryKey, {
        pages: [{ success: true, data: [], nextCursor: null }],
        pageParams: [undefined],
      });
      queryClient.removeQueries({ queryKey: ['summaries', 'one'] });
      queryClient.removeQueries({ queryKey: filteredSummariesKey });
    },
  });
}
