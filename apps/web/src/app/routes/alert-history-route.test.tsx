import type { KeywordAlert, KeywordAlertDetail } from '@socialpulse/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { alertFixture } from '@/test/pulse-fixtures';
import { renderApp, signIn } from '@/test/render';

const alertN = (n: number): KeywordAlert => ({
  ...alertFixture,
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  keyword: 'artemis',
  isRead: n > 1,
  detectedAt: new Date(Date.UTC(2026, 10, 20, 12, 60 - n)).toISOString(),
  matchContext: { before: `Launch ${n}: the `, matched: 'Artemis', after: ' crew flew.' },
  source: { type: 'post', name: 'r/space', url: `https://www.reddit.com/r/space/${n}` },
});

const detail: KeywordAlertDetail = {
  ...alertN(1),
  post: {
    title: 'Artemis is go',
    text: `${'Long wait. '.repeat(40)}Then the Artemis crew flew, and artemis fans cheered.`,
    author: 'u/astro',
    url: 'https://www.reddit.com/r/space/1',
    publishedAt: '2026-11-20T11:00:00.000Z',
  },
};

function setup(path: string, shown: KeywordAlertDetail = detail) {
  const fetches = mockFetch((request: RecordedRequest) => {
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/keyword-alerts/history')
      return request.url.includes('cursor=')
        ? ok({ items: [alertN(3)], nextCursor: null })
        : ok({ items: [alertN(1), alertN(2)], nextCursor: 'page-2' });
    if (request.path === `/api/keyword-alerts/alerts/${detail.id}`) return ok(shown);
    if (request.path === `/api/keyword-alerts/alerts/${detail.id}/read`)
      return ok({ ...alertN(1), isRead: true });
    return ok([]);
  });
  signIn();
  return { ...renderApp(path), ...fetches };
}

describe('/pulse/alerts: every alert, newest first, paged', () => {
  it('lists a page, loads older ones on request, and opens an alert', async () => {
    const { user, router } = setup('/pulse/alerts');
    const list = await screen.findByRole('list', { name: 'Alert history' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show older alerts' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show older alerts' })).not.toBeInTheDocument();
    await user.click(within(list).getAllByRole('link')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pulse/alerts/${detail.id}`));
  });

  it('an alert shows its post with the keyword marked in context, and is marked read', async () => {
    const { calls } = setup(`/pulse/alerts/${detail.id}`);
    const context = await screen.findByTestId('alert-context');
    expect(context.textContent).toMatch(
      /^… .*Then the Artemis crew flew, and artemis fans cheered\.$/u,
    );
    expect(
      within(context)
        .getAllByText(/artemis/iu, { selector: 'mark' })
        .map((m) => m.textContent),
    ).toEqual(['Artemis', 'artemis']);
    expect(screen.getByRole('heading', { name: 'The whole post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open source' })).toHaveAttribute(
      'href',
      'https://www.reddit.com/r/space/1',
    );
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith('/read') && c.method === 'PATCH')).toHaveLength(1),
    );
  });

  it('a keyword found only in the title is quoted from the title, the text kept whole', async () => {
    const text = 'We watched the whole crew walk out to the pad.';
    setup(`/pulse/alerts/${detail.id}`, { ...detail, post: { ...detail.post, text } });
    const context = await screen.findByTestId('alert-context');
    expect(context.textContent).toBe('Artemis is go');
    expect(within(context).getByText('Artemis', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});
