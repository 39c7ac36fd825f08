import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

const telegramSources = [
  { id: '-1001', name: 'Café Society', type: 'group' },
  { id: '-1002', name: 'Rust Weekly', type: 'channel', avatar: 'https://img.example/r.png' },
  { id: '42', name: 'Zoë Müller', type: 'private' },
  { id: '-1003', name: 'CAFETERIA news', type: 'channel' },
];

const redditSources = [
  { id: 't5_1', name: 'r/programming', type: 'public', memberCount: 6_400_000 },
  { id: 't5_2', name: 'r/secretclub', type: 'private', memberCount: 1_234 },
  { id: 't5_3', name: 'r/oldstuff', type: 'archived', memberCount: 999 },
  { id: 't5_4', name: 'r/solo', type: 'public', memberCount: 1 },
];

type Handler = (request: RecordedRequest) => Response | undefined;

function setup(path: string, onRequest?: Handler) {
  const fetches = mockFetch((request) => {
    const custom = onRequest?.(request);
    if (custom !== undefined) return custom;
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/telegram/sources') return ok(telegramSources);
    if (request.path === '/api/reddit/sources') return ok(redditSources);
    return ok([]);
  });
  signIn();
  return { ...renderApp(path), ...fetches };
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Sources' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.font-medium')?.textContent);

describe('summary/source/{platform}', () => {
  it('lists the sources with type badges in a list at most 600px tall', async () => {
    setup('/summary/source/telegram');
    const list = await screen.findByRole('list', { name: 'Sources' });
    expect(list).toHaveStyle({ maxHeight: '600px' });
    expect(list).toHaveClass('overflow-y-auto');
    expect(rowNames()).toEqual(['Café Society', 'Rust Weekly', 'Zoë Müller', 'CAFETERIA news']);
    const cafe = within(list).getByRole('link', { name: /Café Society/u });
    expect(within(cafe).getByText('Group')).toBeInTheDocument();
    expect(await within(cafe).findByText('CS')).toBeInTheDocument(); // initials without an avatar
    expect(screen.getByText('4 of 4')).toBeInTheDocument();
  });

  it('search ignores case and diacritics', async () => {
    const { user } = setup('/summary/source/telegram');
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'cafe');
    await waitFor(() => expect(rowNames()).toEqual(['Café Society', 'CAFETERIA news']));
    await user.clear(search);
    await user.type(search, 'ZOE MULLER');
    await waitFor(() => expect(rowNames()).toEqual(['Zoë Müller']));
    expect(screen.getByText('1 of 4')).toBeInTheDocument();
  });

  it('telegram type filter: all / group / channel / private, combined with search', async () => {
    const { user } = setup('/summary/source/telegram');
    const filter = await screen.findByRole('radiogroup', { name: 'Type' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All', 'Groups', 'Channels', 'Private']);
    await user.click(within(filter).getByRole('radio', { name: 'Channels' }));
    expect(rowNames()).toEqual(['Rust Weekly', 'CAFETERIA news']);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'café');
    await waitFor(() => expect(rowNames()).toEqual(['CAFETERIA news']));
    await user.click(within(filter).getByRole('radio', { name: 'Private' }));
    expect(await screen.findByText('No sources found')).toBeInTheDocument();
  });

  it('reddit: public / private / archived and abbreviated member counts', async () => {
    const { user } = setup('/summary/source/reddit');
    const filter = await screen.findByRole('radiogroup', { name: 'Type' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All', 'Public', 'Private', 'Archived']);
    expect(screen.getByText('6.4M members')).toBeInTheDocument();
    expect(screen.getByText('1.2K members')).toBeInTheDocument();
    expect(screen.getByText('999 members')).toBeInTheDocument();
    expect(screen.getByText('1 member')).toBeInTheDocument();
    await user.click(within(filter).getByRole('radio', { name: 'Archived' }));
    expect(rowNames()).toEqual(['r/oldstuff']);
  });

  it('choosing a source goes to its setup page, carrying the name', async () => {
    const { user, router } = setup('/summary/source/reddit');
    await user.click(await screen.findByRole('link', { name: /r\/secretclub/u }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/summary/setup/reddit/t5_2'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'r/secretclub' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/sort order/u)).toBeInTheDocument();
  });

  it('no sources at all: "No sources found"', async () => {
    setup('/summary/source/youtube');
    expect(await screen.findByText('No sources found')).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Type' }))
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All', 'Channels', 'Playlists']);
  });

  it.each([
    'Reddit access expired. Connect Reddit again.',
    'Your Telegram session is no longer valid',
    'Not connected to reddit',
  ])(
    'an error mentioning connect/session/expired (%s) offers Connect {platform}',
    async (message) => {
      const { user, router } = setup('/summary/source/reddit', (request) =>
        request.path === '/api/reddit/sources' ? fail(409, message, 'CONFLICT') : undefined,
      );
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText('Failed to load sources')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Go Back' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Connect Reddit' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/connections'));
    },
  );

  it('any other error offers Go Back', async () => {
    const { user, router } = setup('/summary/source/telegram', (request) =>
      request.path === '/api/telegram/sources'
        ? fail(503, 'Telegram is unavailable right now', 'SERVICE_UNAVAILABLE')
        : undefined,
    );
    expect(await screen.findByText('Telegram is unavailable right now')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Connect Telegram' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-summary'));
  });
});

describe('summary/source/youtube', () => {
  const youtubeSources = [
    { id: 'UC1', name: 'Science Today', type: 'channel' },
    { id: 'PL1', name: 'Watch later', type: 'playlist' },
  ];

  it('a channel offers "Summarize channel" and "Pick a video"; a playlist is one link', async () => {
    const { user, router } = setup('/summary/source/youtube', (request) =>
      request.path === '/api/youtube/sources' ? ok(youtubeSources) : undefined,
    );
    const list = await screen.findByRole('list', { name: 'Sources' });
    expect(
      within(list).getByRole('link', { name: 'Summarize channel Science Today' }),
    ).toHaveAttribute('href', '/summary/setup/youtube/UC1');
    expect(within(list).getByRole('link', { name: /Watch later/u })).toHaveAttribute(
      'href',
      '/summary/setup/youtube/PL1',
    );
    await user.click(within(list).getByRole('link', { name: 'Pick a video from Science Today' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/youtube/channel/UC1/videos'));
  });
});

describe('summary/source/twitter', () => {
  const twitterSources = [
    { id: 'user:1', name: 'NASA', type: 'account', username: 'NASA', memberCount: 84_000_000 },
    { id: 'list:9', name: 'Space news', type: 'list', memberCount: 120 },
  ];

  it('accounts and lists, searchable by @username too', async () => {
    const { user } = setup('/summary/source/twitter', (request) =>
      request.path === '/api/twitter/sources' ? ok(twitterSources) : undefined,
    );
    const filter = await screen.findByRole('radiogroup', { name: 'Type' });
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['All', 'Accounts', 'Lists']);
    expect(screen.getByText('84M members')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '@nasa');
    await waitFor(() => expect(rowNames()).toEqual(['NASA']));
  });

  it('looks up any @username and offers it as a source', async () => {
    const { user, calls, router } = setup('/summary/source/twitter', (request) => {
      if (request.path === '/api/twitter/sources') return ok(twitterSources);
      if (request.path === '/api/twitter/users/esa')
        return ok({ id: 'user:77', name: 'ESA', type: 'account', username: 'esa' });
      if (request.path.startsWith('/api/twitter/users/'))
        return fail(404, 'X could not find this account.', 'NOT_FOUND');
      return undefined;
    });
    const lookup = await screen.findByRole('textbox', { name: 'Any X account' });
    await user.type(lookup, 'not a name!{Enter}');
    expect(
      await screen.findByText('Enter an X username: up to 15 letters, digits or underscores'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/twitter/users/'))).toBe(false);

    await user.clear(lookup);
    await user.type(lookup, '@nobody_here{Enter}');
    expect(await screen.findByText('X could not find this account.')).toBeInTheDocument();

    await user.clear(lookup);
    await user.type(lookup, '@esa{Enter}');
    const found = await screen.findByRole('group', { name: 'Account found' });
    await user.click(within(found).getByRole('link', { name: /ESA/u }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/summary/setup/twitter/user%3A77'),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'ESA' })).toBeInTheDocument();
  });
});
