import type { Summary } from '@socialpulse/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSummary } from '@/features/summaries/summary-fixtures';
import { fail, jsonResponse, mockFetch, ok, okPage, type RecordedRequest } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

type Handler = (request: RecordedRequest) => Response | undefined;

const ids = ['a', 'b', 'c', 'd'].map((c) => `${c.repeat(8)}-1111-4111-8111-111111111111`);

function setup(list: () => Summary[], onRequest?: Handler, path = '/summaries') {
  const fetches = mockFetch((request) => {
    const custom = onRequest?.(request);
    if (custom !== undefined) return custom;
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/summaries' && request.method === 'GET') return okPage(list());
    return ok([]);
  });
  signIn();
  return { ...renderApp(path), ...fetches };
}

const listGets = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.path === '/api/summaries' && c.method === 'GET').length;

const rows = () =>
  within(screen.getByRole('list', { name: 'Your summaries' })).getAllByRole('link');

/** The list itself (the status filter names every status too). */
const inList = async () => within(await screen.findByRole('list', { name: 'Your summaries' }));

afterEach(() => vi.useRealTimers());

describe('/summaries', () => {
  it('loads a page at a time: "Load more summaries" asks for the next cursor', async () => {
    const { user, calls } = setup(
      () => [],
      (request) => {
        if (request.path !== '/api/summaries' || request.method !== 'GET') return undefined;
        return request.url.includes('cursor=next-1')
          ? okPage([makeSummary({ id: ids[2] }), makeSummary({ id: ids[3] })])
          : okPage([makeSummary({ id: ids[0] }), makeSummary({ id: ids[1] })], 'next-1');
      },
    );
    // The first test of the file pays for the app's first load: more time than the default.
    await screen.findByRole('list', { name: 'Your summaries' }, { timeout: 5000 });
    expect(rows()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Load more summaries' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows().map((row) => row.getAttribute('href'))).toEqual(
      ids.map((id) => `/summaries/${id}`),
    );
    // The last page has no cursor: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more summaries' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('cursor=next-1'))).toBe(true);
  });

  it('lists each summary with source, platform, status badge, period, time and a preview', async () => {
    setup(() => [
      makeSummary({ id: ids[0] }),
      makeSummary({
        id: ids[1],
        platform: 'telegram',
        status: 'failed',
        content: null,
        error: 'Telegram session expired. Connect Telegram again.',
        source: null,
        sourceId: '-1001',
        options: { period: 'last_7_days', tone: 'professional', language: 'en' },
      }),
      makeSummary({ id: ids[2], status: 'pending', content: null, source: null }),
      makeSummary({
        id: ids[3],
        status: 'no_data',
        content: null,
        options: {
          period: 'custom',
          tone: 'creative',
          language: 'en',
          dateRange: { startDate: '2026-03-01', endDate: '2026-03-05' },
        },
      }),
    ]);
    await screen.findByRole('list', { name: 'Your summaries' });
    const [completed, failed, pending, noData] = rows() as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(completed).toHaveAttribute('href', `/summaries/${ids[0]}`);
    expect(within(completed).getByText('r/programming')).toBeInTheDocument();
    expect(within(completed).getByText('Reddit')).toBeInTheDocument();
    expect(within(completed).getByText('Today')).toBeInTheDocument();
    expect(
      within(completed).getByText('r/programming today Rust 2.0 ships with async traits'),
    ).toBeInTheDocument();
    expect(within(completed).getByText('Completed')).toHaveClass('text-success');
    expect(within(completed).getByRole('time')).toHaveAttribute(
      'datetime',
      '2026-03-10T15:00:00.000Z',
    );

    expect(within(failed).getByText('Failed')).toHaveClass('text-danger');
    expect(within(failed).getByText('-1001')).toBeInTheDocument();
    expect(within(failed).getByText('Last 7 days')).toBeInTheDocument();
    expect(
      within(failed).getByText('Telegram session expired. Connect Telegram again.'),
    ).toBeInTheDocument();

    expect(within(pending).getByText('Pending')).toHaveClass('text-muted-foreground');
    expect(within(noData).getByText('No data')).toHaveClass('text-muted-foreground');
    expect(within(noData).getByText('Mar 1, 2026 – Mar 5, 2026')).toBeInTheDocument();
  });

  it('refetches every 5 s while a summary is pending or processing, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const states: Summary['status'][] = ['pending', 'processing', 'completed'];
    let served = 0;
    const { calls } = setup(() => {
      const status = states[Math.min(served++, states.length - 1)] ?? 'completed';
      return [makeSummary({ id: ids[0], status, content: status === 'completed' ? 'Done' : null })];
    });
    expect(await (await inList()).findByText('Pending')).toBeInTheDocument();
    expect(listGets(calls)).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(4_900));
    expect(listGets(calls)).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(await (await inList()).findByText('Processing')).toBeInTheDocument();
    expect(listGets(calls)).toBe(2);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await (await inList()).findByText('Completed')).toBeInTheDocument();
    expect(listGets(calls)).toBe(3);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(listGets(calls)).toBe(3);
  });

  it('does not poll when every summary is final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = setup(() => [
      makeSummary({ id: ids[0] }),
      makeSummary({ id: ids[1], status: 'rate_limited', content: null }),
    ]);
    expect(await (await inList()).findByText('Rate Limited')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(listGets(calls)).toBe(1);
  });

  it('"No summaries yet" with Create Summary leading to new-summary, and no Delete All', async () => {
    const { user, router } = setup(() => []);
    expect(await screen.findByText('No summaries yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete All' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create Summary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-summary'));
  });

  it('Delete All asks first; Cancel keeps everything', async () => {
    const { user, calls } = setup(() => [makeSummary({ id: ids[0] })]);
    await user.click(await screen.findByRole('button', { name: 'Delete All' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete all summaries?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(rows()).toHaveLength(1);
  });

  it('Delete All, confirmed, deletes everything and shows the empty state', async () => {
    let list = [makeSummary({ id: ids[0] }), makeSummary({ id: ids[1] })];
    const { user, calls } = setup(
      () => list,
      (request) => {
        if (request.method !== 'DELETE') return undefined;
        list = [];
        return jsonResponse(200, { success: true, message: 'All summaries deleted' });
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Delete All' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete all summaries?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete All' }));
    expect(await screen.findByText('No summaries yet')).toBeInTheDocument();
    expect(await screen.findByText('All summaries deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/summaries',
    ]);
  });

  it('a failed Delete All says "Failed to delete all summaries" and keeps the list', async () => {
    const { user } = setup(
      () => [makeSummary({ id: ids[0] })],
      (request) =>
        request.method === 'DELETE'
          ? fail(500, 'Database unavailable', 'INTERNAL_ERROR')
          : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete All' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete All' }),
    );
    expect(await screen.findByText('Failed to delete all summaries')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
  });

  it('an answer that breaks the contract reads "Invalid summaries response from API"', async () => {
    setup(() => [{ id: 'x' } as unknown as Summary]);
    expect(await screen.findByText('Failed to load summaries')).toBeInTheDocument();
    expect(screen.getByText('Invalid summaries response from API')).toBeInTheDocument();
  });

  it('reads the search and filters from the address, asks the server for them, and clears them', async () => {
    const { user, calls } = setup(
      () => [],
      (request) => {
        if (request.path !== '/api/summaries' || request.method !== 'GET') return undefined;
        return okPage(request.url.includes('q=') ? [] : [makeSummary({ id: ids[0] })]);
      },
      '/summaries?q=rust&platform=reddit&tone=nope',
    );
    expect(await screen.findByText('No summaries match')).toBeInTheDocument();
    const asked = calls.filter((c) => c.path === '/api/summaries').map((c) => c.url);
    // An unknown tone in the address is left out rather than failing the list.
    expect(asked.at(-1)).toMatch(/\?q=rust&platform=reddit$/u);
    expect(screen.getByLabelText('Search summaries')).toHaveValue('rust');
    expect(screen.getByLabelText('Platform')).toHaveValue('reddit');
    expect(screen.queryByRole('button', { name: 'Delete All' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await inListEventually()).toHaveLength(1);
    expect(screen.getByLabelText('Search summaries')).toHaveValue('');
    expect(calls.filter((c) => c.path === '/api/summaries').at(-1)?.url).toMatch(
      /\/api\/summaries$/u,
    );
  });
});

async function inListEventually() {
  return within(await screen.findByRole('list', { name: 'Your summaries' })).findAllByRole('link');
}
