import type { Highlight, Pulse, SavedHighlight } from '@socialpulse/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import {
  fetchPulse,
  fetchSavedHighlights,
  saveHighlight,
  sendHighlightFeedback,
  unsaveHighlight,
} from '@/features/pulse/api/pulse-api';
import { toastError } from '@/lib/notify';
import { pulseQueryKey } from '@/lib/query-keys';

/**
 * While the server prepares today's Pulse (a few seconds), it is asked for again this often. The
 * event stream (use-summary-events.ts) says at once when a build is stored; this is its fallback.
 */
export const PULSE_PREPARING_POLL_MS = 5_000;

/** The hook's query, also started ahead of the Pulse's first render (app/prefetch.ts). */
export const pulseQuery = queryOptions({
  queryKey: pulseQueryKey,
  queryFn: fetchPulse,
  refetchInterval: (query) =>
    query.state.data?.status === 'preparing' ? PULSE_PREPARING_POLL_MS : false,
});

export function usePulse() {
  return useQuery(pulseQuery);
}

export const savedHighlightsQueryKey = ['pulse', 'saved'] as const;

export function useSavedHighlights() {
  return useQuery({ queryKey: savedHighlightsQueryKey, queryFn: fetchSavedHighlights });
}

type HighlightChange = Partial<Pick<Highlight, 'savedState' | 'feedback'>>;

function useUpdateHighlight() {
  const queryClient = useQueryClient();
  return (id: string, change: HighlightChange) =>
    queryClient.setQueryData<Pulse>(pulseQueryKey, (pulse) =>
      pulse === undefined
        ? pulse
        : {
            ...pulse,
            highlights: pulse.highlights.map((h) => (h.id === id ? { ...h, ...change } : h)),
          },
    );
}

export function useSaveHighlight() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateHighlight();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) => saveHighlight(id, note),
    onSuccess: (savedState, { id }) => {
      update(id, { savedState });
      void queryClient.invalidateQueries({ queryKey: savedHighlightsQueryKey });
      toast.success(t('pulse.savedToast'));
    },
    onError: (error) => toastError(t, t('pulse.saveFailed'), error),
  });
}

export function useUnsaveHighlight() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const update = useUpdateHighlight();
  return useMutation({
    mutationFn: (id: string) => unsaveHighlight(id),
    onSuccess: (savedState, id) => {
      update(id, { savedState });
      queryClient.setQueryData<SavedHighlight[]>(savedHighlightsQueryKey, (list) =>
        list?.filter((h) => h.id !== id),
      );
    },
    onError: (error) => toastError(t, t('pulse.unsaveFailed'), error),
  });
}

export function useHighlightFeedback() {
  const { t } = useTranslation();
  const update = useUpdateHighlight();
  return useMutation({
    mutationFn: ({ id, isHelpful }: { id: string; isHelpful: boolean }) =>
      sendHighlightFeedback(id, isHelpful),
    onSuccess: (feedback, { id, isHelpful }) =>
      update(id, { feedback: feedback ?? { isHelpful, givenAt: new Date().toISOString() } }),
    onError: (error) => toastError(t, t('pulse.feedbackFailed'), error),
  });
}
