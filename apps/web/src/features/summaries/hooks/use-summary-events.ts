import { summaryStatusEventSchema } from '@socialpulse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '@/config/constants';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { fetchSummaryEventsTicket } from '@/features/summaries/api/summaries-api';
import { summariesQueryKey } from '@/features/summaries/hooks/use-summaries';
import { SUMMARY_POLL_MS } from '@/features/summaries/summary-status';

/** The Pulse's query key (its Recent Summaries show statuses too). */
const PULSE_QUERY_KEY = ['pulse'] as const;

/**
 * Pushed summary status changes (issue 11, docs/decisions/0009-summary-status-push.md): while
 * signed in, one stream of the user's status changes; each event refreshes the summaries list and
 * details, and the Pulse. When the stream fails it is opened again with a new ticket after the poll
 * interval; meanwhile the 5 s polling of SPEC §4 carries on, as it does where EventSource is missing.
 */
export function useSummaryEvents(): void {
  const queryClient = useQueryClient();
  const signedIn = useAuthStore((state) => state.isAuthenticated);

  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let stopped = false;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const later = () => {
      if (!stopped) retry = setTimeout(() => void connect(), SUMMARY_POLL_MS);
    };
    const connect = async () => {
      let ticket: string;
      try {
        ticket = (await fetchSummaryEventsTicket()).ticket;
      } catch {
        later();
        return;
      }
      if (stopped) return;
      const stream = new EventSource(
        `${API_BASE}/summaries/events?ticket=${encodeURIComponent(ticket)}`,
      );
      source = stream;
      stream.addEventListener('summary', (event: MessageEvent<string>) => {
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          return;
        }
        if (!summaryStatusEventSchema.safeParse(data).success) return;
        // The list and every detail under it, then the Pulse.
        void queryClient.invalidateQueries({ queryKey: summariesQueryKey });
        void queryClient.invalidateQueries({ queryKey: PULSE_QUERY_KEY });
      });
      // A used ticket cannot reconnect: close, and come back with a new one.
      stream.onerror = () => {
        stream.close();
        if (source === stream) source = null;
        later();
      };
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [signedIn, queryClient]);
}
