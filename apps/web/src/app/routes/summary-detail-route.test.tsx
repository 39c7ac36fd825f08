import { NSFW_MESSAGES, type Summary } from '@socialpulse/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSummary } from '@/features/summaries/summary-fixtures';
import { fail, jsonResponse, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

const ID = '11111111-1111-4111-8111-111111111111';
type Handler = (request: RecordedRequest) => Response | undefined;

function setup(summary: () => Summary | Response, onRequest?: Handler) {
  const fetches = mockFetch((request) => {
    const custom = onRequest?.(request);
    if (custom !== undefined) return custom;
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === `/api/summaries/${ID}` && request.method === 'GET') {
      const answer = summary();
      return answer instanceof Response ? answer : ok(answer);
    }
    if (request.path === '/api/summaries') return ok([]);
    return fail(404, 'Summary not found', 'NOT_FOUND');
  });
  signIn();
  return { ...renderApp(`/summaries/${ID}`), ...fetches };
}

const gets = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.path === `/api/summaries/${ID}` && c.method === 'GET').length;

const contentCard = () => screen.getByRole('region', { name: 'Summary' });

afterEach(() => vi.useRealTimers());

describe('summaries/{id}: status and display rules', () => {
  it.each([
    ['pending', 'Pending'],
    ['processing', 'Processing'],
    ['completed', 'Completed'],
    ['failed', 'Failed'],
    ['rate_limited', 'Rate Limited'],
    ['no_data', 'No data'],
  ] as const)('%s is labelled %s', async (status, label) => {
    setup(() => makeSummary({ status }));
    const title = await screen.findByRole('heading', { level: 1, name: 'r/programming' });
    const header = title.closest('header') as HTMLElement;
    expect(within(header).getByText(label)).toHaveAttribute('data-status', status);
  });

  it('completed shows the content as Markdown, with period, tone, language and sort', async () => {
    setup(() => makeSummary());
    const heading = await screen.findByRole('heading', { name: 'r/programming today' });
    expect(within(contentCard()).getByText('Rust 2.0').tagName).toBe('STRONG');
    expect(heading.tagName).toBe('H2');
    const header = screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;
    expect(within(header).getByText('Today')).toBeInTheDocument();
    expect(within(header).getByText('✨ Engaging')).toBeInTheDocument();
    expect(within(header).getByText('English')).toBeInTheDocument();
    expect(within(header).getByText('New')).toBeInTheDocument();
  });

  it('completed without content: "No summary available"', async () => {
    setup(() => makeSummary({ content: null }));
    expect(await screen.findByText('No summary available')).toBeInTheDocument();
  });

  it('failed shows the error', async () => {
    setup(() =>
      makeSummary({
        status: 'failed',
        content: null,
        error: 'Reddit access expired. Connect Reddit again.',
      }),
    );
    expect(
      await screen.findByText('Reddit access expired. Connect Reddit again.'),
    ).toBeInTheDocument();
  });

  it('failed without an error: "Failed to generate summary"', async () => {
    setup(() => makeSummary({ status: 'failed', content: null, error: null }));
    expect(await screen.findByText('Failed to generate summary')).toBeInTheDocument();
  });

  it('no_data names the source and the window’s start and end dates', async () => {
    setup(() =>
      makeSummary({
        status: 'no_data',
        content: null,
        options: { period: 'yesterday', tone: 'engaging', language: 'en' },
        window: { start: '2026-03-09T00:00:00.000Z', end: '2026-03-10T00:00:00.000Z' },
      }),
    );
    expect(
      await screen.findByText(
        'No content was found in r/programming between Mar 9, 2026 and Mar 9, 2026.',
      ),
    ).toBeInTheDocument();
  });

  it('no_data because every item was adult content says so', async () => {
    setup(() =>
      makeSummary({
        status: 'no_data',
        content: null,
        error: NSFW_MESSAGES.allHidden,
        options: { period: 'yesterday', tone: 'engaging', language: 'en' },
        window: { start: '2026-03-09T00:00:00.000Z', end: '2026-03-10T00:00:00.000Z' },
      }),
    );
    expect(
      await screen.findByText(
        'No content was found in r/programming between Mar 9, 2026 and Mar 9, 2026. Everything in this period is marked adult (NSFW), and your settings hide adult content.',
      ),
    ).toBeInTheDocument();
  });

  it('no_data without a source title still gives the dates', async () => {
    setup(() =>
      makeSummary({
        status: 'no_data',
        content: null,
        source: null,
        options: {
          period: 'custom',
          tone: 'engaging',
          language: 'en',
          dateRange: { startDate: '2026-02-01', endDate: '2026-02-07' },
        },
        window: { start: '2026-02-01T00:00:00.000Z', end: '2026-02-08T00:00:00.000Z' },
      }),
    );
    expect(
      await screen.findByText('No content was found between Feb 1, 2026 and Feb 7, 2026.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 't5_1' })).toBeInTheDocument();
  });

  it('polls every 5 s while pending or processing and stops when final', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const states = ['pending', 'processing', 'completed'] as const;
    let served = 0;
    const { calls } = setup(() => {
      const status = states[Math.min(served++, 2)] ?? 'completed';
      return makeSummary({ status, content: status === 'completed' ? '## Done' : null });
    });
    expect(
      await screen.findByText('Generating your summary. This page updates on its own.'),
    ).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByText('Processing')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('heading', { name: 'Done' })).toBeInTheDocument();
    expect(gets(calls)).toBe(3);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(gets(calls)).toBe(3);
  });
});

describe('summaries/{id}: not found', () => {
  it('a 404 shows "Summary not found" with "Back to Summaries"', async () => {
    const { user, router } = setup(() => fail(404, 'Summary not found', 'NOT_FOUND'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summary not found' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Summaries' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/summaries'));
  });

  it('an answer that breaks the contract is not "not found"', async () => {
    setup(() => jsonResponse(200, { success: true, data: { id: ID } }));
    expect(await screen.findByText('Failed to load summary')).toBeInTheDocument();
    expect(screen.getByText('Invalid summary response from API')).toBeInTheDocument();
  });
});

describe('summaries/{id}: Markdown is sanitised', () => {
  it('no raw HTML, no script, no javascript: links; http links open in a new tab', async () => {
    setup(() =>
      makeSummary({
        content: [
          '## Safe',
          '',
          '<script>window.hacked = true</script>',
          '<b onclick="alert(1)">bold html</b>',
          '',
          '[evil](javascript:alert(1)) and [data](data:text/html,hi) and [good](https://example.com/a)',
          '',
          '![tracker](https://example.com/pixel.png)',
        ].join('\n'),
      }),
    );
    await screen.findByRole('heading', { name: 'Safe' });
    const card = contentCard();
    expect(card.querySelector('script')).toBeNull();
    expect(card.querySelector('b')).toBeNull();
    expect(card.querySelector('img')).toBeNull();
    expect(card.innerHTML).not.toContain('javascript:');
    expect(card.innerHTML).not.toContain('data:text');
    expect(within(card).getByText('evil').closest('a')).toBeNull();
    expect(within(card).getByText('data').closest('a')).toBeNull();
    const links = within(card).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/a');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });
});

describe('summaries/{id}: export', () => {
  function stubDownloads() {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:summary';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    return { blobs, names };
  }

  afterEach(() => vi.restoreAllMocks());

  it('downloads Markdown and JSON files', async () => {
    const { blobs, names } = stubDownloads();
    const { user } = setup(() => makeSummary());
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download Markdown' }));
    expect(names).toEqual(['summary-r-programming-2026-03-10.md']);
    expect(await blobs[0]?.text()).toBe(
      '# r/programming\n\n## r/programming today\n\n- **Rust 2.0** ships [with async traits](https://example.com/p1)\n',
    );
    expect(await screen.findByText('Downloaded summary-r-programming-2026-03-10.md')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download JSON' }));
    expect(names[1]).toBe('summary-r-programming-2026-03-10.json');
    expect(JSON.parse((await blobs[1]?.text()) ?? '')).toEqual(makeSummary());
  });

  it('copies the Markdown to the clipboard, and says when it cannot', async () => {
    const writeText = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('denied'));
    const { user } = setup(() => makeSummary());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy to clipboard' }));
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('# r/programming\n\n## r/programming today'),
    );

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy to clipboard' }));
    expect(await screen.findByText('Failed to copy to clipboard')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your browser refused access to the clipboard. Allow it for this site, or download the Markdown instead.',
      ),
    ).toBeInTheDocument();
  });
});

describe('summaries/{id}: delete', () => {
  it('asks, deletes and goes back to /summaries', async () => {
    const { user, router, calls } = setup(
      () => makeSummary(),
      (request) =>
        request.method === 'DELETE'
          ? jsonResponse(200, { success: true, message: 'Summary deleted' })
          : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this summary?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/summaries'));
    expect(await screen.findByText('Summary deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/summaries/${ID}`,
    ]);
  });

  it('a failed delete says "Failed to delete summary" and stays', async () => {
    const { user, router } = setup(
      () => makeSummary(),
      (request) => (request.method === 'DELETE' ? fail(500, '', 'INTERNAL_ERROR') : undefined),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Failed to delete summary')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/summaries/${ID}`);
  });
});

describe('summaries/{id}: stats', () => {
  it('Reddit: posts, comments, score, awards and the top posts as bars', async () => {
    setup(() => makeSummary());
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    const values = within(stats)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(
      within(stats)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Posts', 'Comments', 'Score', 'Awards']);
    expect(values).toEqual(['42', '1.5K', '12.4K', '7']);
    const top = within(stats).getByRole('figure', { name: 'Top posts by score' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Rust 2.0 releasedScore: 4.2K', 'Why tabs beat spacesScore: 1.1K']);
  });

  it('Telegram: message types as a stacked bar with a legend', async () => {
    setup(() =>
      makeSummary({
        platform: 'telegram',
        options: { period: 'today', tone: 'engaging', language: 'en' },
        source: {
          id: '-1001',
          title: 'Café Society',
          items: [],
          stats: { text: 30, photo: 10, video: 5, document: 5, other: 0 },
        },
      }),
    );
    const mix = await screen.findByRole('figure', { name: 'Messages by type' });
    expect(
      within(mix)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Text30(60%)', 'Photo10(20%)', 'Video5(10%)', 'Document5(10%)', 'Other0(0%)']);
  });
});
