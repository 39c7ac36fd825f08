import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchPulseVisit } from '@/app/prefetch';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useConnections } from '@/features/connections/hooks/use-connections';
import { useKeywordAlerts } from '@/features/keywords/hooks/use-keywords';
import { usePulse } from '@/features/pulse/hooks/use-pulse';
import { useSettingsQuery } from '@/features/settings/hooks/use-settings';
import { createQueryClient } from '@/lib/query-client';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { connectionsFixture, serverSettings, testUser } from '@/test/fixtures';
import { pulseFixture } from '@/test/pulse-fixtures';
import { signIn } from '@/test/render';

const PULSE_VISIT = [
  '/api/pulse',
  '/api/connections',
  '/api/keyword-alerts/alerts',
  '/api/settings',
  '/api/auth/me',
];

function answerAll() {
  const pulse = pulseFixture();
  return mockFetch((request) => {
    if (request.path === '/api/pulse') return ok(pulse);
    if (request.path === '/api/connections') return ok(connectionsFixture);
    if (request.path === '/api/keyword-alerts/alerts') return ok(pulse.alerts);
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    return ok({});
  });
}

/** The hooks the signed-in frame and the Pulse mount on a visit. */
function PulseVisitHooks() {
  const queries = [
    usePulse(),
    useConnections(),
    useKeywordAlerts(),
    useSettingsQuery(),
    useCurrentUser(),
  ];
  return <p>{queries.every((q) => q.isSuccess) ? 'all answered' : 'waiting'}</p>;
}

/** Mounts the hooks on `client`, waits for every answer, and returns the paths asked for by then. */
async function mountHooks(client: QueryClient, calls: RecordedRequest[]): Promise<string[]> {
  render(
    <QueryClientProvider client={client}>
      <PulseVisitHooks />
    </QueryClientProvider>,
  );
  expect(await screen.findByText('all answered')).toBeInTheDocument();
  // A refetch on mount would be in flight by now: wait until nothing is.
  await waitFor(() => expect(client.isFetching()).toBe(0));
  return calls.map((c) => c.path).sort();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('prefetchPulseVisit', () => {
  it('starts the Pulse visit’s five queries one task after another, the Pulse first', () => {
    vi.useFakeTimers();
    answerAll();
    signIn();
    const client = createQueryClient();
    prefetchPulseVisit(client);
    const started = () => client.getQueryCache().getAll().length;
    expect(started()).toBe(1);
    // The next start is the earliest timer each time (the requests' own timeouts are far later).
    for (let task = 2; task <= 5; task++) {
      vi.advanceTimersToNextTimer();
      expect(started()).toBe(task);
    }
    expect(client.getQueryCache().getAll()[0]?.queryKey).toEqual(['pulse']);
  });

  it('leaves the hooks nothing to ask for again: one request per answer', async () => {
    const { calls } = answerAll();
    signIn();
    const client = createQueryClient();
    prefetchPulseVisit(client);
    await waitFor(() => expect(calls.map((c) => c.path).sort()).toEqual([...PULSE_VISIT].sort()));
    // Mounted while fresh, the hooks read the answers already there.
    expect(await mountHooks(client, calls)).toEqual([...PULSE_VISIT].sort());
  });

  it('lets hooks mounted while the answers are on their way share the same requests', async () => {
    const { calls } = answerAll();
    signIn();
    const client = createQueryClient();
    prefetchPulseVisit(client);
    expect(await mountHooks(client, calls)).toEqual([...PULSE_VISIT].sort());
  });
});
