import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '@/config/constants';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { fetchSummaryEventsTicket } from '@/features/summaries/api/summaries-api';
import { summariesQueryKey } from '@/features/summaries/hooks/use-summaries';
import { SUMMARY_POLL_MS } from '@/features/summaries/summary-status';

// The events' schemas (and zod) load with the stream, not with the signed-in frame (docs/decisions/0018).
const eventSchemas = () => import('@socialpulse/contract/summaries');

/** The Pulse's query key (its Recent Summaries show statuses too, and builds are pushed). */
const PULSE_QUERY_KEY = ['pulse'] as const;

function parseData(event: MessageEvent<string>): unknown {
  try {
    return JSON.parse(event.data);
  } catch {
    return undefined;
  }
}

/**
 * Pushed summary status changes and Pulse builds (docs/decisions/0009 and 0014): while
 * signed in, one stream of the user's events; a status change refreshes the summaries list and
 * details, and the Pulse; a stored build refreshes the Pulse. When the stream fails it is opened again with a new ticket after the poll
 * interval; meanwhile the 5 s polling carries on, as it does where EventSource is missing.
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
      let schemas: Awaited<ReturnType<typeof eventSchemas>>;
      try {
        [ticket, schemas] = await Promise.all([
          fetchSummaryEventsTicket().then((answer) => answer.ticket),
          eventSchemas(),
        ]);
      } catch {
        later();
        return;
      }
      if (stopped) return;
      const { summaryStatusEventSchema, pulseReadyEventSchema } = schemas;
      const stream = new EventSource(
        `${API_BASE}/summaries/events?ticket=${encodeURIComponent(ticket)}`,
      );
      source = stream;
      stream.addEventListener('summary', (event: MessageEvent<string>) => {
        if (!summaryStatusEventSchema.safeParse(parseData(event)).success) return;
        // The list and every detail under it, then the Pulse.
        void queryClient.invalidateQueries({ queryKey: summariesQueryKey });
        void queryClient.invalidateQueries({ queryKey: PULSE_QUERY_KEY });
      });
      // A Pulse build was stored (docs/decisions/0014): the Pulse, not its Saved list.
      stream.addEventListener('pulse', (event: MessageEvent<string>) => {
        if (!pulseReadyEventSchema.safeParse(parseData(event)).success) return;
        void queryClient.invalidateQueries({ queryKey: PULSE_QUERY_KEY, exact: true });
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
