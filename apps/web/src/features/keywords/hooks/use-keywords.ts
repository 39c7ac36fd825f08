import type {
  KeywordAlert,
  Pulse,
  TrackedKeyword,
  TrackedKeywordPatch,
} from '@socialpulse/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  createKeyword,
  deleteKeyword,
  fetchAlerts,
  fetchKeywords,
  markAlertRead,
  toggleKeyword,
  updateKeyword,
} from '@/features/keywords/api/keywords-api';
import { pulseQueryKey, settingsQueryKey } from '@/lib/query-keys';

export const keywordsQueryKey = ['keyword-alerts', 'keywords'] as const;
export const alertsQueryKey = ['keyword-alerts', 'alerts'] as const;

/** New matches arrive as sources are ingested; the list looks again every minute while open. */
const ALERTS_REFRESH_MS = 60_000;

export function useKeywords() {
  return useQuery({ queryKey: keywordsQueryKey, queryFn: fetchKeywords });
}

/** The hook's query, also started ahead of the Pulse's first render (app/prefetch.ts). */
export const alertsQuery = queryOptions({
  queryKey: alertsQueryKey,
  queryFn: fetchAlerts,
  refetchInterval: ALERTS_REFRESH_MS,
});

export function useKeywordAlerts() {
  return useQuery(alertsQuery);
}

/**
 * Adding, changing or deleting a keyword changes which alerts exist, and the Settings keyword
 * chips, which show the same list (docs/decisions/0008).
 */
async function refreshAlerts(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
    queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  ]);
}

function replaceKeyword(queryClient: QueryClient, keyword: TrackedKeyword) {
  queryClient.setQueryData<TrackedKeyword[]>(keywordsQueryKey, (list) =>
    list?.map((k) => (k._id === keyword._id ? keyword : k)),
  );
}

export function useCreateKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKeyword,
    onSuccess: async (created) => {
      queryClient.setQueryData<TrackedKeyword[]>(keywordsQueryKey, (list) =>
        list === undefined ? [created] : [...list, created],
      );
      await refreshAlerts(queryClient);
    },
  });
}

export function useUpdateKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TrackedKeywordPatch }) =>
      updateKeyword(id, patch),
    onSuccess: async (updated) => {
      replaceKeyword(queryClient, updated);
      await refreshAlerts(queryClient);
    },
  });
}

export function useDeleteKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteKeyword(id),
    onSuccess: async (_, id) => {
      queryClient.setQueryData<TrackedKeyword[]>(keywordsQueryKey, (list) =>
        list?.filter((k) => k._id !== id),
      );
      await Promise.all([
        refreshAlerts(queryClient),
        queryClient.invalidateQueries({ queryKey: pulseQueryKey }),
      ]);
    },
  });
}

/** The switch moves at once; a refused toggle moves it back. */
export function useToggleKeyword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) =>
      toggleKeyword(id, isActive),
    onMutate: async ({ id, isActive }) => {
      await queryClient.cancelQueries({ queryKey: keywordsQueryKey });
      const previous = queryClient.getQueryData<TrackedKeyword[]>(keywordsQueryKey);
      queryClient.setQueryData<TrackedKeyword[]>(keywordsQueryKey, (list) =>
        list?.map((k) => (k._id === id ? { ...k, isActive } : k)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous !== undefined)
        queryClient.setQueryData(keywordsQueryKey, context.previous);
    },
    onSuccess: async (updated) => {
      replaceKeyword(queryClient, updated);
      await refreshAlerts(queryClient);
    },
  });
}

function markReadIn(list: KeywordAlert[] | undefined, read: KeywordAlert) {
  return list?.map((a) => (a.id === read.id ? { ...a, isRead: true } : a));
}

/** Marks an alert read in both lists that show it (the live alerts and the prepared Pulse). */
export function useMarkAlertRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alert: KeywordAlert) => markAlertRead(alert.id),
    onMutate: (alert) => {
      queryClient.setQueryData<KeywordAlert[]>(alertsQueryKey, (list) => markReadIn(list, alert));
      queryClient.setQueryData<Pulse>(pulseQueryKey, (pulse) =>
        pulse === undefined ? pulse : { ...pulse, alerts: markReadIn(pulse.alerts, alert) ?? [] },
      );
    },
    // Not saved: the server's own state is shown again.
    onError: () => void queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}
