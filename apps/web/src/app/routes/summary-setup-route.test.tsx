import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSummary } from '@/features/summaries/summary-fixtures';
import { fail, jsonResponse, mockFetch, ok, okPage, type RecordedRequest } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

const created = makeSummary({ status: 'pending', content: null, source: null });

type Handler = (request: RecordedRequest) => Response | undefined;

function setup(path: string, onRequest?: Handler, settings = serverSettings) {
  const fetches = mockFetch((request) => {
    const custom = onRequest?.(request);
    if (custom !== undefined) return custom;
    if (request.path === '/api/settings') return ok(settings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/summaries' && request.method === 'POST')
      return jsonResponse(201, { success: true, data: created });
    if (request.path === `/api/summaries/${created.id}`) return ok(created);
    return ok([]);
  });
  signIn();
  return { ...renderApp(path), ...fetches };
}

const select = (name: string) => screen.getByRole('combobox', { name });
const posts = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.path === '/api/summaries' && c.method === 'POST');

/** YYYY-MM-DD of a day relative to today (UTC: the contract's clock). */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

afterEach(() => vi.useRealTimers());

describe('summary/setup/{platform}/{sourceId}', () => {
  it('starts from the user’s settings, with tones carrying their emoji', async () => {
    setup('/summary/setup/telegram/-1001', undefined, {
      ...serverSettings,
      summaryTone: 'professional',
      summaryLanguage: 'de',
      summaryPeriod: 'last_7_days',
    });
    expect(await screen.findByRole('combobox', { name: 'Tone' })).toHaveValue('professional');
    expect(select('Period')).toHaveValue('last_7_days');
    expect(select('Summary language')).toHaveValue('de');
    expect(
      within(select('Tone'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['💼 Professional', '✨ Engaging', '🎨 Creative']);
    expect(
      within(select('Period'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Today', 'Yesterday', 'Last 7 days', 'Last 30 days', 'Custom range']);
  });

  it('keeps the source header and the change-source link', async () => {
    const { user, router } = setup('/summary/setup/telegram/-1001');
    expect(await screen.findByRole('heading', { level: 2, name: '-1001' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Choose another source' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/summary/source/telegram'));
  });

  it('Reddit offers the sort order (hot, new, top, rising; new by default); others do not', async () => {
    setup('/summary/setup/reddit/t5_1');
    const sort = await screen.findByRole('combobox', { name: 'Reddit sort order' });
    expect(sort).toHaveValue('new');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['hot', 'new', 'top', 'rising']);
  });

  it('no sort order for Telegram, and none is sent', async () => {
    const { user, calls } = setup('/summary/setup/telegram/-1001');
    await screen.findByRole('combobox', { name: 'Tone' });
    expect(screen.queryByRole('combobox', { name: 'Reddit sort order' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate summary' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.json()).toEqual({
      platform: 'telegram',
      sourceId: '-1001',
      options: { period: 'today', tone: 'engaging', language: 'en' },
    });
  });

  it('creates the summary with the choices and opens it', async () => {
    const { user, calls, router } = setup('/summary/setup/reddit/t5_1');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'yesterday');
    await user.selectOptions(select('Reddit sort order'), 'top');
    await user.selectOptions(select('Tone'), 'creative');
    await user.selectOptions(select('Summary language'), 'fr');
    await user.click(screen.getByRole('button', { name: 'Generate summary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/summaries/${created.id}`));
    expect(posts(calls)[0]?.json()).toEqual({
      platform: 'reddit',
      sourceId: 't5_1',
      options: { period: 'yesterday', tone: 'creative', language: 'fr', redditSort: 'top' },
    });
    expect(await screen.findByText('Pending')).toBeInTheDocument();
  });

  it('a single video asks for no period and is sent without one to choose', async () => {
    const { user, calls } = setup('/summary/setup/youtube/dQw4w9WgXcQ', undefined, {
      ...serverSettings,
      summaryPeriod: 'last_7_days',
    });
    expect(await screen.findByRole('combobox', { name: 'Tone' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Period' })).not.toBeInTheDocument();
    expect(screen.getByText(/A single video has no period/u)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate summary' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.json()).toEqual({
      platform: 'youtube',
      sourceId: 'dQw4w9WgXcQ',
      options: { period: 'today', tone: 'engaging', language: 'en' },
    });
  });

  it('a playlist still has a period', async () => {
    setup('/summary/setup/youtube/PL4OVo1234567890abcdef');
    expect(await screen.findByRole('combobox', { name: 'Period' })).toBeInTheDocument();
  });

  it('a custom range turns Hot into New and says why Hot and Rising cannot look back', async () => {
    const { user, calls } = setup('/summary/setup/reddit/t5_1');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Reddit sort order' }),
      'hot',
    );
    await user.selectOptions(select('Period'), 'custom');
    expect(select('Reddit sort order')).toHaveValue('new');
    const hot = within(select('Reddit sort order')).getByRole('option', { name: 'Hot' });
    expect(hot).toBeDisabled();
    expect(within(select('Reddit sort order')).getByRole('option', { name: 'Top' })).toBeEnabled();
    expect(screen.getByText(/cannot look back at a past range/u)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate summary' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.json()).toMatchObject({ options: { redditSort: 'new' } });
  });

  it('sends the name the source picker listed (an X list has no name in its posts)', async () => {
    const { user, calls, router } = setup('/summaries');
    await act(() =>
      router.navigate('/summary/setup/twitter/list:1700000018283738200', {
        state: { sourceName: 'Space people' },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Space people' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate summary' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.json()).toMatchObject({
      sourceId: 'list:1700000018283738200',
      sourceName: 'Space people',
    });
  });

  it('a custom range is checked with the contract’s rules before anything is sent', async () => {
    const { user, calls } = setup('/summary/setup/reddit/t5_1');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'custom');
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    // Starts as a valid last-7-days range.
    expect(document.getElementById('setup-range-error')).toBeNull();

    await user.clear(start);
    await user.type(start, day(-1));
    await user.clear(end);
    await user.type(end, day(-3));
    expect(
      await screen.findByText('The start date must not be after the end date'),
    ).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end.getAttribute('aria-describedby')).toContain('setup-range-error');

    await user.clear(start);
    await user.type(start, day(-120));
    expect(await screen.findByText('The date range can cover at most 90 days')).toBeInTheDocument();

    await user.clear(start);
    await user.type(start, day(1));
    await user.clear(end);
    await user.type(end, day(5));
    expect(await screen.findByText('The date range cannot be in the future')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate summary' }));
    expect(posts(calls)).toHaveLength(0);

    await user.clear(start);
    await user.clear(end);
    await user.click(screen.getByRole('button', { name: 'Generate summary' }));
    expect(
      await screen.findByText('A date range is required for a custom period'),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.type(start, day(-10));
    await user.type(end, day(-2));
    await waitFor(() => expect(screen.queryByText(/date range/u)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Generate summary' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]?.json()).toMatchObject({
      options: { period: 'custom', dateRange: { startDate: day(-10), endDate: day(-2) } },
    });
  });

  it('a refused creation toasts "Failed to generate summary" and shows the field errors', async () => {
    const { user } = setup('/summary/setup/reddit/t5_1', (request) =>
      request.method === 'POST'
        ? fail(400, 'Validation failed: Invalid options.dateRange', 'VALIDATION_ERROR', [
            { field: 'options.dateRange', message: 'The date range can cover at most 90 days' },
          ])
        : undefined,
    );
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), 'custom');
    await user.click(screen.getByRole('button', { name: 'Generate summary' }));
    expect(await screen.findByText('Failed to generate summary')).toBeInTheDocument();
    expect(screen.getByText('Validation failed: Invalid options.dateRange')).toBeInTheDocument();
    expect(screen.getByText('The date range can cover at most 90 days')).toBeInTheDocument();
  });

  it('a creation answer that breaks the contract is reported as such', async () => {
    const { user, router } = setup('/summary/setup/reddit/t5_1', (request) =>
      request.method === 'POST' ? jsonResponse(201, { success: true, data: { id: 1 } }) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Generate summary' }));
    expect(await screen.findByText('Failed to generate summary')).toBeInTheDocument();
    expect(screen.getByText('Invalid summary creation response from API')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/summary/setup/reddit/t5_1');
  });

  it('a source that is not connected: the server’s reason under the toast', async () => {
    const { user } = setup('/summary/setup/reddit/t5_1', (request) =>
      request.method === 'POST' ? fail(409, 'Reddit is not connected', 'CONFLICT') : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Generate summary' }));
    expect(await screen.findByText('Failed to generate summary')).toBeInTheDocument();
    expect(screen.getByText('Reddit is not connected')).toBeInTheDocument();
  });

  it('a new summary shows on a list seen empty just before, even after the detail page polled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let createdYet = false;
    const { user, router, queryClient, calls } = setup('/summaries', (request) => {
      if (request.path === '/api/summaries' && request.method === 'POST') createdYet = true;
      if (request.path === '/api/summaries' && request.method === 'GET')
        return okPage(createdYet ? [created] : []);
      return undefined;
    });
    // The app's client keeps answers fresh for 30 s (lib/query-client.ts); the bug hid behind it.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      ...defaults,
      queries: { ...defaults.queries, staleTime: 30_000 },
    });
    expect(await screen.findByText('No summaries yet')).toBeInTheDocument();
    await act(() => router.navigate('/summary/setup/reddit/t5_1'));
    await user.click(await screen.findByRole('button', { name: 'Generate summary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/summaries/${created.id}`));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === `/api/summaries/${created.id}`)).toHaveLength(1),
    );
    await user.click(screen.getByRole('link', { name: 'Back to Summaries' }));
    const list = await screen.findByRole('list', { name: 'Your summaries' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });
});
