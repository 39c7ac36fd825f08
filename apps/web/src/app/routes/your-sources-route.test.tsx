import type { SavedHighlight, SavedSource } from '@socialpulse/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { connectionsFixture, serverSettings, testUser } from '@/test/fixtures';
import { pulseFixture } from '@/test/pulse-fixtures';
import { renderApp, signIn } from '@/test/render';

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

const followedSource: SavedSource = {
  id: '11111111-1111-4111-8111-111111111111',
  platform: 'reddit',
  externalId: 'rust',
  name: 'r/rust',
  type: 'public',
  followed: true,
  lastSummary: {
    id: 's1',
    createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    status: 'completed',
  },
  createdAt: new Date().toISOString(),
};

const savedItem: SavedHighlight = {
  id: 'h1',
  platform: 'telegram',
  timestamp: new Date(Date.now() - 3_600_000).toISOString(),
  title: 'Central bank holds rates',
  text: 'The bank kept its rate unchanged.',
  author: 'Finance Daily',
  url: 'https://t.me/finance/42',
  source: { name: 'Finance Daily', url: 'https://t.me/finance' },
  note: 'Read before the call',
  savedAt: new Date().toISOString(),
};

function setup(path: string, onRequest?: Handler) {
  const fetches = mockFetch((request) => {
    const custom = onRequest?.(request);
    if (custom !== undefined) return custom;
    if (request.path === '/api/pulse') return ok(pulseFixture());
    if (request.path === '/api/keyword-alerts/alerts') return ok([]);
    if (request.path === '/api/keyword-alerts/keywords') return ok([]);
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/connections') return ok(connectionsFixture);
    return ok({});
  });
  signIn();
  return { ...renderApp(path), ...fetches };
}

describe('/sources : Your sources', () => {
  it('lists sources with platform and last summary; unfollows one', async () => {
    const { user, calls } = setup('/sources', (request) => {
      if (request.path === '/api/sources' && request.method === 'GET') return ok([followedSource]);
      if (request.method === 'PATCH')
        return ok({ ...followedSource, ...(request.json() as { followed: boolean }) });
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'r/rust' });
    expect(within(card).getByText('Reddit')).toBeInTheDocument();
    expect(within(card).getByText('Following')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Last summary 3 hours ago' })).toHaveAttribute(
      'href',
      '/summaries/s1',
    );
    await user.click(within(card).getByRole('button', { name: 'Unfollow r/rust' }));
    expect(await within(card).findByText('Not followed')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe(`/api/sources/${followedSource.id}/follow`);
    expect(patch?.json()).toEqual({ followed: false });
  });

  it('says "Failed to delete source" when the delete is refused, and keeps the source', async () => {
    const { user } = setup('/sources', (request) => {
      if (request.path === '/api/sources') return ok([followedSource]);
      if (request.method === 'DELETE') return fail(404, 'Source not found', 'NOT_FOUND');
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'r/rust' });
    await user.click(within(card).getByRole('button', { name: 'Delete r/rust' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete source?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete source')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'r/rust' })).toBeInTheDocument();
  });

  it('deletes a source after confirming', async () => {
    const { user, calls } = setup('/sources', (request) => {
      if (request.path === '/api/sources') return ok([followedSource]);
      if (request.method === 'DELETE') return ok(null);
      return undefined;
    });
    const card = await screen.findByRole('article', { name: 'r/rust' });
    await user.click(within(card).getByRole('button', { name: 'Delete r/rust' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete source?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'r/rust' })).not.toBeInTheDocument(),
    );
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(followedSource.id))).toBe(
      true,
    );
    expect(await screen.findByText('No sources yet')).toBeInTheDocument();
  });

  it('has a real empty state and a load error with Retry', async () => {
    let failing = true;
    const { user } = setup('/sources', (request) =>
      request.path === '/api/sources'
        ? failing
          ? fail(503, 'Service unavailable', 'UNAVAILABLE')
          : ok([])
        : undefined,
    );
    expect(await screen.findByText('Failed to load your sources')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No sources yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find sources on your Pulse' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

describe('/pulse/saved : Saved highlights', () => {
  it('lists saved highlights with their notes; removing one takes it off the list', async () => {
    const { user, calls } = setup('/pulse/saved', (request) => {
      if (request.path === '/api/pulse/saved') return ok([savedItem]);
      if (request.method === 'DELETE') return ok({ isSaved: false, note: null, savedAt: null });
      return undefined;
    });
    expect(await screen.findByText('Central bank holds rates')).toBeInTheDocument();
    expect(screen.getByText('Read before the call')).toBeInTheDocument();
    expect(screen.getByText('The bank kept its rate unchanged.')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Remove Central bank holds rates from saved' }),
    );
    expect(await screen.findByText('No saved highlights yet')).toBeInTheDocument();
    expect(
      calls.some((c) => c.method === 'DELETE' && c.path === '/api/pulse/highlights/h1/save'),
    ).toBe(true);
  });

  it('is reachable from Daily Highlights', async () => {
    const { user } = setup('/', (request) =>
      request.path === '/api/pulse/saved' ? ok([]) : undefined,
    );
    const section = await screen.findByRole('region', { name: 'Daily Highlights' });
    await user.click(within(section).getByRole('link', { name: 'Saved' }));
    expect(await screen.findByRole('heading', { name: 'Saved highlights' })).toBeInTheDocument();
    expect(await screen.findByText('No saved highlights yet')).toBeInTheDocument();
  });
});

describe('Suggested Sources: reasons and Follow', () => {
  it('says why in words and follows a source, which then shows as Following', async () => {
    const { user, calls } = setup('/', (request) => {
      if (request.path === '/api/sources' && request.method === 'GET') return ok([]);
      if (request.path === '/api/sources' && request.method === 'POST')
        return ok({
          ...followedSource,
          externalId: 'r-ml',
          name: 'r/MachineLearning',
          lastSummary: null,
        });
      return undefined;
    });
    const section = await screen.findByRole('region', { name: 'Suggested Sources' });
    expect(
      within(section).getByText('12 posts this week about your keyword “rust”'),
    ).toBeInTheDocument();
    expect(
      within(section).getByText(
        'You summarized Chef Talk 2 times; 40% of this source’s top posters post there too',
      ),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Follow r/MachineLearning' }));
    expect(
      await within(section).findByRole('link', { name: /Following r\/MachineLearning/u }),
    ).toHaveAttribute('href', '/sources');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/sources');
    expect(post?.json()).toEqual({
      platform: 'reddit',
      externalId: 'r-ml',
      name: 'r/MachineLearning',
      type: 'public',
    });
  });
});
