import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSummaryEvents } from '@/features/summaries/hooks/use-summary-events';
import { mockFetch, ok } from '@/test/fetch-mock';
import { createTestQueryClient, signIn } from '@/test/render';

/** Enough of EventSource for the hook: listeners, onerror, close. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  onerror: (() => void) | null = null;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
  close() {
    this.closed = true;
  }
}

const ID = 'aaaaaaaa-1111-4111-8111-111111111111';

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function setup() {
  let tickets = 0;
  const fetches = mockFetch((request) => {
    if (request.path === '/api/summaries/events/ticket') {
      tickets += 1;
      return ok({ ticket: `ticket-${tickets}`, expiresAt: new Date().toISOString() });
    }
    return ok([]);
  });
  signIn();
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const view = renderHook(() => useSummaryEvents(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  });
  return { ...fetches, invalidate, view };
}

describe('useSummaryEvents', () => {
  it('opens the stream with a ticket and refreshes summaries and the Pulse on each event', async () => {
    const { invalidate, view } = setup();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;
    expect(stream.url).toBe('/api/summaries/events?ticket=ticket-1');

    stream.emit('summary', { id: ID, status: 'completed' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['summaries'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['pulse'] });

    // Anything that is not a status event is ignored.
    invalidate.mockClear();
    stream.emit('summary', { id: ID, status: 'exploded' });
    expect(invalidate).not.toHaveBeenCalled();

    view.unmount();
    expect(stream.closed).toBe(true);
  });

  it('a stored Pulse build refreshes the Pulse alone; a malformed one nothing', async () => {
    const { invalidate } = setup();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0]!;

    stream.emit('pulse', { day: '2026-11-25' });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['pulse'], exact: true });

    invalidate.mockClear();
    stream.emit('pulse', { day: 'tomorrow' });
    stream.emit('pulse', 'not an object');
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('after an error, comes back with a new ticket once the poll interval has passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setup();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.onerror?.();
    expect(FakeEventSource.opened[0]!.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[1]!.url).toBe('/api/summaries/events?ticket=ticket-2');
  });
});
