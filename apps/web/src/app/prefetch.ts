import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@/features/auth/hooks/use-current-user';
import { connectionsQuery } from '@/features/connections/hooks/use-connections';
import { alertsQuery } from '@/features/keywords/hooks/use-keywords';
import { pulseQuery } from '@/features/pulse/hooks/use-pulse';
import { settingsQuery } from '@/features/settings/hooks/use-settings';
import { oneTaskEach } from '@/lib/one-task-each';

/**
 * A signed-in visit to the Pulse asks the API for five answers: the Pulse, the connections, the
 * keyword alerts, and the frame's settings and user. Left to the hooks, the requests start only once
 * the page's code has loaded and rendered, all five inside the render's synchronous commit (the
 * queries' state changes and five request starts: that commit was the Pulse's longest task,
 * docs/perf.md). Started here at start-up instead, with the same query options as the hooks, each
 * in a task of its own, they are on the network while the code loads; the hooks then find them
 * running or answered (fresh for the queries' staleTime), and ask for nothing again.
 * The Pulse and the connections come first: the page's sections wait for both.
 */
export function prefetchPulseVisit(queryClient: QueryClient): void {
  // prefetchQuery never rejects: a failed answer stays in the query for the hook to show.
  oneTaskEach([
    () => queryClient.prefetchQuery(pulseQuery),
    () => queryClient.prefetchQuery(connectionsQuery),
    () => queryClient.prefetchQuery(alertsQuery),
    () => queryClient.prefetchQuery(settingsQuery),
    () => queryClient.prefetchQuery(currentUserQuery),
  ]);
}
