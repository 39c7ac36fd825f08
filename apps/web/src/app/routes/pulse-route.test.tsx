import { pulseSchema, type KeywordAlert, type Pulse } from '@socialpulse/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PULSE_SLOW_AFTER_MS } from '@/features/pulse/components/pulse-preparing';
import {
  alertFixture,
  emptyPulse,
  highlightFixture,
  LONG_DESCRIPTION,
  pulseFixture,
} from '@/test/pulse-fixtures';
import { fail, jsonResponse, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { connectionsFixture, serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

function setup({
  pulse = pulseFixture(),
  alerts,
  onRequest,
}: { pulse?: Pulse; alerts?: KeywordAlert[]; onRequest?: Handler } = {}) {
  const fetches = mockFetch((request) => {
    const custom = onRequest?.(request);
    if (custom !== undefined) return custom;
    if (request.path === '/api/pulse') return ok(pulse);
    if (request.path === '/api/keyword-alerts/alerts') return ok(alerts ?? pulse.alerts);
    if (request.path === '/api/keyword-alerts/keywords') return ok([]);
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/connections') return ok(connectionsFixture);
    return ok({});
  });
  signIn();
  return { ...renderApp('/'), ...fetches };
}

const requests = (calls: RecordedRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

afterEach(() => {
  vi.useRealTimers();
});

describe('/ : Today’s Pulse', () => {
  it('fixtures follow the contract', () => {
    expect(pulseSchema.safeParse(pulseFixture()).success).toBe(true);
    expect(pulseSchema.safeParse(emptyPulse()).success).toBe(true);
  });

  it('shows skeletons while loading, then the sections in the product order and how fresh it is', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    setup({
      onRequest: (request) =>
        request.path === '/api/pulse' ? answered.then(() => ok(pulseFixture())) : undefined,
    });
    const skeleton = await screen.findByRole('status', { busy: true });
    expect(within(skeleton).getByText('Loading…')).toBeInTheDocument();
    release();
    await screen.findByRole('region', { name: 'Trending Topics' });
    expect(skeleton).not.toBeInTheDocument();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Trending Topics',
      'Suggested Sources',
      'Daily Highlights',
      'Keyword Alerts',
      'Recent Summaries',
    ]);
    expect(screen.getByText(/Updated 5 minutes ago/)).toBeInTheDocument();
  });

  it('shows every empty state, hides Keyword Alerts and offers Manage Keywords in the header', async () => {
    const { user } = setup({ pulse: emptyPulse() });
    expect(await screen.findByText('No trending topics found')).toBeInTheDocument();
    expect(screen.getByText('No suggestions available')).toBeInTheDocument();
    expect(screen.getByText('No highlights available')).toBeInTheDocument();
    expect(screen.getByText('No summaries yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Keyword Alerts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View all' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Manage Keywords' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Keywords' });
    expect(await within(dialog).findByText('No keyword alerts')).toBeInTheDocument();
    expect(within(dialog).getByText('No keywords yet')).toBeInTheDocument();
  });

  it('asks a user with nothing connected to connect a platform', async () => {
    const noAccounts = connectionsFixture.map((c) => ({ ...c, status: 'disconnected' as const }));
    setup({ onRequest: (r) => (r.path === '/api/connections' ? ok(noAccounts) : undefined) });
    expect(await screen.findByText('Connect a platform to fill your Pulse')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Connect Platform' })).toHaveAttribute(
      'href',
      '/connections',
    );
  });

  it('a user with nothing connected sees the connect prompt, not "being prepared"', async () => {
    const noAccounts = connectionsFixture.map((c) => ({ ...c, status: 'disconnected' as const }));
    setup({
      pulse: emptyPulse({ status: 'preparing', day: null, builtAt: null }),
      onRequest: (r) => (r.path === '/api/connections' ? ok(noAccounts) : undefined),
    });
    expect(await screen.findByText('Connect a platform to fill your Pulse')).toBeInTheDocument();
    expect(screen.getByText('No highlights available')).toBeInTheDocument();
    expect(screen.queryByTestId('pulse-preparing')).not.toBeInTheDocument();
  });

  it('keeps the skeleton until the connections are known, so the prompt never pushes the page down', async () => {
    const noAccounts = connectionsFixture.map((c) => ({ ...c, status: 'disconnected' as const }));
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    setup({
      onRequest: (r) =>
        r.path === '/api/connections' ? answered.then(() => ok(noAccounts)) : undefined,
    });
    // The Pulse has answered (its freshness is in the header); the sections wait for the connections.
    await waitFor(() =>
      expect(screen.getByRole('main')).toHaveTextContent(/Updated 5 minutes ago/),
    );
    expect(screen.getByRole('status', { busy: true })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trending Topics' })).not.toBeInTheDocument();
    release();
    const prompt = await screen.findByText('Connect a platform to fill your Pulse');
    const trending = screen.getByRole('region', { name: 'Trending Topics' });
    expect(
      prompt.compareDocumentPosition(trending) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('does not ask a user who has a platform connected', async () => {
    setup({
      onRequest: (r) => (r.path === '/api/connections' ? ok(connectionsFixture) : undefined),
    });
    await waitFor(() => expect(useAuthStore.getState().socialAccounts).toHaveLength(1));
    await screen.findByText('Trending Topics');
    expect(screen.queryByText('Connect a platform to fill your Pulse')).not.toBeInTheDocument();
  });

  it('while today’s Pulse is prepared with nothing built yet: a banner over skeletons, then the content without a reload', async () => {
    let ready = false;
    const preparing = emptyPulse({ status: 'preparing', day: null, builtAt: null });
    const { calls } = setup({
      onRequest: (r) =>
        r.path === '/api/pulse' ? ok(ready ? pulseFixture() : preparing) : undefined,
    });
    const banner = await screen.findByTestId('pulse-preparing');
    expect(within(banner).getByText("Preparing today's Pulse…")).toBeVisible();
    expect(within(banner).queryByRole('heading')).not.toBeInTheDocument();
    expect(
      screen.getByText(/This takes a few seconds; the page fills in on its own/),
    ).toBeVisible();
    expect(screen.getByTestId('pulse-skeleton')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('No highlights available')).not.toBeInTheDocument();
    expect(
      screen.getByText("Preparing today's Pulse…", { selector: '[role=status]' }),
    ).toBeInTheDocument();
    // The page asks again on its own; once the build is ready the sections replace the skeletons.
    ready = true;
    await screen.findByRole('region', { name: 'Trending Topics' }, { timeout: 8_000 });
    expect(screen.queryByTestId('pulse-preparing')).not.toBeInTheDocument();
    expect(
      await screen.findByText("Today's Pulse is ready.", { selector: '[role=status]' }),
    ).toBeInTheDocument();
    expect(requests(calls, 'GET', '/api/pulse').length).toBeGreaterThanOrEqual(2);
  });

  it('while today’s Pulse is prepared, shows the previous build under the banner and says how old it is', async () => {
    const builtAt = new Date(Date.now() - 20 * 3_600_000).toISOString();
    setup({ pulse: pulseFixture({ status: 'preparing', day: builtAt.slice(0, 10), builtAt }) });
    expect(
      await screen.findByText(/Until it is ready, you see the previous one, built 20 hours ago/),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'Daily Highlights' })).toBeVisible();
    expect(screen.getByText(/Updated 20 hours ago/)).toBeInTheDocument();
  });

  it('a build that takes longer than usual is said to, and the page keeps asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = setup({
      pulse: emptyPulse({ status: 'preparing', day: null, builtAt: null }),
    });
    await screen.findByText(/This takes a few seconds/);
    await vi.advanceTimersByTimeAsync(PULSE_SLOW_AFTER_MS);
    expect(await screen.findByText(/This is taking longer than usual/)).toBeVisible();
    expect(screen.queryByText(/This takes a few seconds/)).not.toBeInTheDocument();
    expect(requests(calls, 'GET', '/api/pulse').length).toBeGreaterThanOrEqual(5);
  });

  it('shows an error with Retry that loads the Pulse again', async () => {
    let attempts = 0;
    const { user } = setup({
      onRequest: (request) =>
        request.path === '/api/pulse' && ++attempts === 1
          ? fail(503, 'Pulse is being prepared', 'SERVICE_UNAVAILABLE')
          : undefined,
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load your Pulse')).toBeInTheDocument();
    expect(within(alert).getByText('Pulse is being prepared')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Trending Topics' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  describe('Trending Topics', () => {
    it('shows title, platforms and engagement abbreviated K/M', async () => {
      setup();
      const trending = await screen.findByRole('region', { name: 'Trending Topics' });
      const first = within(trending).getByRole('button', { name: /Open-source model tops/ });
      expect(first).toHaveTextContent('12.3K interactions');
      expect(within(first).getByText('Reddit, Telegram')).toHaveClass('sr-only');
      const second = within(trending).getByRole('button', { name: /Marathon world record/ });
      expect(second).toHaveTextContent('1.5M interactions');
      expect(within(second).getByText('YouTube')).toBeInTheDocument();
    });

    it('opens a dialog with engagement, the Markdown summary (no raw HTML, safe links) and the source', async () => {
      const { user } = setup();
      await user.click(await screen.findByRole('button', { name: /Open-source model tops/ }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Open-source model tops the charts',
      });
      expect(within(dialog).getByText('12.3K interactions')).toBeInTheDocument();
      expect(within(dialog).getByText('excited').tagName).toBe('STRONG');
      // Three bullets of the summary, then the two sources the topic spans.
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
      expect(within(dialog).getByText('From 2 sources')).toBeInTheDocument();
      expect(within(dialog).getByRole('link', { name: 'r/tech' })).toHaveAttribute(
        'href',
        'https://www.reddit.com/r/tech',
      );
      expect(within(dialog).getByText('5 posts')).toBeInTheDocument();
      const thread = within(dialog).getByRole('link', { name: 'Read the thread' });
      expect(thread).toHaveAttribute('href', 'https://example.com/thread');
      expect(thread).toHaveAttribute('target', '_blank');
      expect(within(dialog).getByText('bad').closest('a')).toBeNull();
      expect(dialog.querySelector('img, script')).toBeNull();
      expect(within(dialog).getByRole('link', { name: 'Open source' })).toHaveAttribute(
        'href',
        'https://www.reddit.com/r/tech/comments/abc',
      );
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  });

  describe('Suggested Sources', () => {
    it('collapses a description over 150 characters with Show more / Show less', async () => {
      const { user } = setup();
      const suggested = await screen.findByRole('region', { name: 'Suggested Sources' });
      const card = within(suggested)
        .getByRole('heading', { name: 'r/MachineLearning' })
        .closest('article')!;
      const toggle = within(card).getByRole('button', { name: 'Show more' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const shown = card.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls')!)}`)!;
      expect(shown.textContent).toBe(`${LONG_DESCRIPTION.slice(0, 150).trimEnd()}…`);

      await user.click(toggle);
      expect(shown.textContent).toBe(LONG_DESCRIPTION);
      await user.click(within(card).getByRole('button', { name: 'Show less' }));
      expect(shown.textContent).toHaveLength(151);

      const short = within(suggested)
        .getByRole('heading', { name: 'Kitchen Notes' })
        .closest('article')!;
      expect(within(short).getByText('Recipes every morning.')).toBeInTheDocument();
      expect(within(short).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    });

    it('gives each suggestion its reason from data: a keyword, or the posters it shares', async () => {
      setup();
      const suggested = await screen.findByRole('region', { name: 'Suggested Sources' });
      expect(
        within(suggested).getByText('12 posts this week about your keyword “rust”'),
      ).toBeInTheDocument();
      expect(
        within(suggested).getByText(
          'You summarized Chef Talk 2 times; 40% of this source’s top posters post there too',
        ),
      ).toBeInTheDocument();
    });

    it('shows platform, engagement and keywords; Summarize goes to setup with the name, View opens a tab', async () => {
      const { user, router } = setup();
      const suggested = await screen.findByRole('region', { name: 'Suggested Sources' });
      const card = within(suggested)
        .getByRole('heading', { name: 'r/MachineLearning' })
        .closest('article')!;
      expect(card).toHaveTextContent('Reddit');
      expect(card).toHaveTextContent('48.2K interactions');
      expect(within(card).getByRole('list', { name: 'Keywords' })).toHaveTextContent('aipapers');
      expect(within(suggested).getByText('950 interactions')).toBeInTheDocument();

      const view = within(card).getByRole('link', { name: 'View r/MachineLearning' });
      expect(view).toHaveAttribute('href', 'https://www.reddit.com/r/MachineLearning');
      expect(view).toHaveAttribute('target', '_blank');

      await user.click(within(card).getByRole('link', { name: 'Summarize r/MachineLearning' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/summary/setup/reddit/r-ml'),
      );
      expect(router.state.location.state).toEqual({ sourceName: 'r/MachineLearning' });
    });
  });

  describe('Daily Highlights', () => {
    const card = async () =>
      (await screen.findByRole('heading', { name: 'Central bank holds rates' })).closest(
        'article',
      )!;

    it('shows source link, time, summary and engagement abbreviated', async () => {
      setup();
      const highlight = await card();
      expect(within(highlight).getByRole('link', { name: 'Finance Daily' })).toHaveAttribute(
        'href',
        'https://t.me/finance/42',
      );
      expect(within(highlight).getByText('2 hours ago')).toHaveAttribute(
        'datetime',
        highlightFixture.timestamp,
      );
      expect(within(highlight).getByText(highlightFixture.summary)).toBeInTheDocument();
      const stats = within(highlight)
        .getAllByRole('definition')
        .map((d) => d.textContent);
      // Telegram counts reactions, not a score: Reactions never repeats Score.
      expect(stats).toEqual(['25.4K', '1.2K', '2M']);
      expect(within(highlight).getByText('Reactions')).toBeInTheDocument();
      expect(within(highlight).queryByText('Score')).not.toBeInTheDocument();
    });

    it('leaves out views the platform does not count, and a summary that would only repeat the title', async () => {
      setup({
        pulse: pulseFixture({
          highlights: [
            {
              ...highlightFixture,
              platform: 'reddit',
              summary: '',
              engagement: { views: null, score: 310, comments: 12, reactions: 0 },
            },
          ],
        }),
      });
      const highlight = await card();
      const stats = within(highlight)
        .getAllByRole('definition')
        .map((d) => d.textContent);
      // Reddit counts a score; no Reactions beside it.
      expect(stats).toEqual(['310', '12']);
      expect(within(highlight).queryByText('Reactions')).not.toBeInTheDocument();
      expect(within(highlight).queryByText('Views')).not.toBeInTheDocument();
      expect(highlight.querySelectorAll('p.line-clamp-4')).toHaveLength(0);
    });

    it('saves with an optional note, then unsaves', async () => {
      const { user, calls } = setup({
        onRequest: (request) => {
          if (request.path !== '/api/pulse/highlights/h1/save') return undefined;
          return request.method === 'POST'
            ? ok({ isSaved: true, note: 'for Monday', savedAt: new Date().toISOString() })
            : ok({ isSaved: false, note: null, savedAt: null });
        },
      });
      const highlight = await card();
      await user.click(within(highlight).getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save highlight' });
      await user.type(within(dialog).getByLabelText('Note (optional)'), '  for Monday ');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Highlight saved')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(requests(calls, 'POST', '/api/pulse/highlights/h1/save')[0]?.json()).toEqual({
        note: 'for Monday',
      });
      const saved = within(highlight).getByRole('button', { name: 'Saved' });
      expect(saved).toHaveAttribute('aria-pressed', 'true');

      await user.click(saved);
      expect(await within(highlight).findByRole('button', { name: 'Save' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      expect(requests(calls, 'DELETE', '/api/pulse/highlights/h1/save')).toHaveLength(1);
    });

    it('saving without a note sends an empty body', async () => {
      const { user, calls } = setup({
        onRequest: (request) =>
          request.path === '/api/pulse/highlights/h1/save'
            ? ok({ isSaved: true, note: null, savedAt: new Date().toISOString() })
            : undefined,
      });
      await user.click(within(await card()).getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save highlight' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(requests(calls, 'POST', '/api/pulse/highlights/h1/save')).toHaveLength(1),
      );
      expect(requests(calls, 'POST', '/api/pulse/highlights/h1/save')[0]?.json()).toEqual({});
    });

    it('says "Failed to save highlight" and "Failed to remove highlight from saved"', async () => {
      const saved = {
        ...highlightFixture,
        id: 'h2',
        title: 'Already saved',
        savedState: { isSaved: true, note: 'n', savedAt: new Date().toISOString() },
      };
      const { user } = setup({
        pulse: pulseFixture({ highlights: [highlightFixture, saved] }),
        onRequest: (request) => (request.path.endsWith('/save') ? fail(500, '') : undefined),
      });
      await user.click(within(await card()).getByRole('button', { name: 'Save' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save highlight' });
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Failed to save highlight')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Save highlight' })).toBeInTheDocument();
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));

      const other = screen.getByRole('heading', { name: 'Already saved' }).closest('article')!;
      await user.click(within(other).getByRole('button', { name: 'Saved' }));
      expect(await screen.findByText('Failed to remove highlight from saved')).toBeInTheDocument();
      expect(within(other).getByRole('button', { name: 'Saved' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    });

    it('View Details shows the whole highlight, with the saved note', async () => {
      const saved = {
        ...highlightFixture,
        savedState: {
          isSaved: true,
          note: 'Read before the call',
          savedAt: new Date().toISOString(),
        },
      };
      const { user } = setup({ pulse: pulseFixture({ highlights: [saved] }) });
      await user.click(within(await card()).getByRole('button', { name: 'View Details' }));
      const dialog = await screen.findByRole('dialog', { name: 'Central bank holds rates' });
      // The item itself: its own text and author, not only the title and numbers.
      expect(within(dialog).getByText(/Analysts expect a cut in the autumn/u)).toBeInTheDocument();
      expect(within(dialog).getByText('By Finance Daily')).toBeInTheDocument();
      expect(within(dialog).getAllByText('Finance Daily').length).toBeGreaterThan(0);
      expect(within(dialog).getByText('Read before the call')).toBeInTheDocument();
      expect(
        within(dialog)
          .getAllByRole('definition')
          .map((d) => d.textContent),
      ).toEqual(['25.4K', '1.2K', '2M']);
      expect(within(dialog).getByRole('link', { name: 'Open source' })).toHaveAttribute(
        'href',
        'https://t.me/finance/42',
      );
      expect(within(dialog).getByText('Was this helpful?')).toBeInTheDocument();
    });

    it('sends feedback and hides the prompt once it is given', async () => {
      const { user, calls } = setup({
        onRequest: (request) =>
          request.path === '/api/pulse/highlights/h1/feedback'
            ? ok({ isHelpful: true, givenAt: new Date().toISOString() })
            : undefined,
      });
      const highlight = await card();
      const prompt = within(highlight).getByRole('group', { name: 'Was this helpful?' });
      await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
      expect(await within(highlight).findByText('Thanks for your feedback')).toBeInTheDocument();
      expect(within(highlight).queryByText('Was this helpful?')).not.toBeInTheDocument();
      expect(requests(calls, 'POST', '/api/pulse/highlights/h1/feedback')[0]?.json()).toEqual({
        isHelpful: true,
      });
    });

    it('does not show the prompt for a highlight that already has feedback', async () => {
      setup({
        pulse: pulseFixture({
          highlights: [
            {
              ...highlightFixture,
              feedback: { isHelpful: false, givenAt: new Date().toISOString() },
            },
          ],
        }),
      });
      const highlight = await card();
      expect(within(highlight).queryByText('Was this helpful?')).not.toBeInTheDocument();
      expect(within(highlight).getByText('Thanks for your feedback')).toBeInTheDocument();
    });

    it('says "Failed to submit feedback" and keeps the prompt', async () => {
      const { user } = setup({
        onRequest: (request) => (request.path.endsWith('/feedback') ? fail(500, '') : undefined),
      });
      const highlight = await card();
      await user.click(within(highlight).getByRole('button', { name: 'No' }));
      expect(await screen.findByText('Failed to submit feedback')).toBeInTheDocument();
      expect(within(highlight).getByText('Was this helpful?')).toBeInTheDocument();
    });
  });

  describe('Keyword Alerts', () => {
    it('leads to the alert history', async () => {
      const { user, router } = setup();
      const alerts = await screen.findByRole('region', { name: 'Keyword Alerts' });
      await user.click(within(alerts).getByRole('link', { name: 'All alerts' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/pulse/alerts'));
    });

    it('shows each alert with New, keyword, platform, source, time and the match marked', async () => {
      setup();
      const alerts = await screen.findByRole('region', { name: 'Keyword Alerts' });
      const link = within(within(alerts).getByRole('list')).getByRole('link');
      expect(within(link).getByText('New')).toBeInTheDocument();
      expect(within(link).getByText('rust')).toBeInTheDocument();
      expect(within(link).getByText('Reddit')).toBeInTheDocument();
      expect(within(link).getByText('r/programming')).toBeInTheDocument();
      expect(within(link).getByText('10 minutes ago')).toBeInTheDocument();
      const mark = link.querySelector('mark');
      expect(mark).toHaveTextContent(/^Rust$/);
      expect(mark?.parentElement).toHaveTextContent('Why we moved our backend to Rust last year');
      expect(link).toHaveAttribute('href', 'https://www.reddit.com/r/programming/1');
      expect(link).toHaveAttribute('target', '_blank');
    });

    it('groups the alerts of one story into one row with a count, and marks them all read', async () => {
      const copies: KeywordAlert[] = Array.from({ length: 10 }, (_, i) => ({
        ...alertFixture,
        id: `c${i}`,
        keyword: i % 2 === 0 ? 'rust' : 'backend',
        detectedAt: new Date(Date.now() - (i + 1) * 60_000).toISOString(),
      }));
      const other: KeywordAlert = {
        ...alertFixture,
        id: 'other',
        contentSnippet: 'Go 1.30 ships faster builds for everyone',
        source: { type: 'post', name: 'r/golang', url: 'https://www.reddit.com/r/golang/2' },
      };
      const { user, calls } = setup({
        alerts: [...copies, other],
        onRequest: (request) =>
          request.path.startsWith('/api/keyword-alerts/alerts/') && request.method === 'PATCH'
            ? ok({ ...alertFixture, isRead: true })
            : undefined,
      });
      const alerts = await screen.findByRole('region', { name: 'Keyword Alerts' });
      const rows = within(within(alerts).getByRole('list')).getAllByRole('link');
      expect(rows).toHaveLength(2);
      const story = rows.find((r) => r.textContent?.includes('10 alerts'));
      expect(story).toBeDefined();
      expect(story).toHaveTextContent('rust, backend');
      story?.addEventListener('click', (event) => event.preventDefault());
      await user.click(story!);
      await waitFor(() =>
        expect(calls.filter((c) => c.path.endsWith('/read')).length).toBeGreaterThanOrEqual(10),
      );
    });

    it('clicking an alert marks it read and opens its source', async () => {
      const { user, calls } = setup({
        onRequest: (request) =>
          request.path === '/api/keyword-alerts/alerts/a1/read'
            ? ok({ ...alertFixture, isRead: true })
            : undefined,
      });
      const alerts = await screen.findByRole('region', { name: 'Keyword Alerts' });
      const link = within(within(alerts).getByRole('list')).getByRole('link');
      link.addEventListener('click', (event) => event.preventDefault()); // jsdom cannot open tabs
      await user.click(link);
      await waitFor(() => expect(within(link).queryByText('New')).not.toBeInTheDocument());
      expect(requests(calls, 'PATCH', '/api/keyword-alerts/alerts/a1/read')).toHaveLength(1);
    });

    it('a read alert has no New badge and is not marked again', async () => {
      const read = { ...alertFixture, isRead: true };
      const { user, calls } = setup({ pulse: pulseFixture({ alerts: [read] }) });
      const alerts = await screen.findByRole('region', { name: 'Keyword Alerts' });
      const link = within(within(alerts).getByRole('list')).getByRole('link');
      expect(within(link).queryByText('New')).not.toBeInTheDocument();
      link.addEventListener('click', (event) => event.preventDefault());
      await user.click(link);
      expect(requests(calls, 'PATCH', '/api/keyword-alerts/alerts/a1/read')).toHaveLength(0);
    });

    it('shows alerts that arrived after the Pulse was built', async () => {
      setup({ pulse: pulseFixture({ alerts: [] }), alerts: [alertFixture] });
      const alerts = await screen.findByRole('region', { name: 'Keyword Alerts' });
      expect(within(alerts).getByText('rust')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: 'Manage Keywords' })).toHaveLength(1);
    });

    it('Manage Keywords opens the keyword list', async () => {
      const { user } = setup();
      const alerts = await screen.findByRole('region', { name: 'Keyword Alerts' });
      await user.click(within(alerts).getByRole('button', { name: 'Manage Keywords' }));
      const dialog = await screen.findByRole('dialog', { name: 'Manage Keywords' });
      expect(await within(dialog).findByText('No keywords yet')).toBeInTheDocument();
      expect(within(dialog).queryByText('No keyword alerts')).not.toBeInTheDocument();
    });
  });

  describe('Recent Summaries', () => {
    it('shows the first 3, cut at 150 characters, linking to each summary and to all', async () => {
      const { user, router } = setup();
      const recent = await screen.findByRole('region', { name: 'Recent Summaries' });
      const links = within(recent)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('/summaries/'));
      expect(links.map((a) => a.getAttribute('href'))).toEqual([
        '/summaries/s1',
        '/summaries/s2',
        '/summaries/s3',
      ]);
      expect(within(links[0]!).getByText(`${'x'.repeat(150)}…`)).toBeInTheDocument();
      expect(within(links[1]!).getByText('Summary 2 content.')).toBeInTheDocument();
      expect(within(links[2]!).getByText('Generating…')).toBeInTheDocument();
      expect(within(recent).queryByText('r/programming 4')).not.toBeInTheDocument();

      await user.click(within(recent).getByRole('link', { name: 'View all' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/summaries'));
    });
  });

  it('rejects an answer that breaks the contract', async () => {
    setup({
      onRequest: (request) =>
        request.path === '/api/pulse'
          ? jsonResponse(200, { success: true, data: { trending: 1 } })
          : undefined,
    });
    expect(await screen.findByText('Failed to load your Pulse')).toBeInTheDocument();
    expect(screen.getByText('Invalid pulse response from API')).toBeInTheDocument();
  });
});
