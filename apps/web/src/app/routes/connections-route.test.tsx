import type { Connection } from '@socialpulse/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { fail, mockFetch, ok, okWith, type RecordedRequest } from '@/test/fetch-mock';
import { connectionsFixture, serverSettings, testUser } from '@/test/fixtures';
import { postOAuthResult, stubWindowOpen } from '@/test/popup-stub';
import { renderApp, signIn } from '@/test/render';

vi.mock('@/lib/reload-page', () => ({ reloadPage: vi.fn() }));

type Handler = (request: RecordedRequest) => Response | undefined;

function setup(onRequest?: Handler, connections: Connection[] = connectionsFixture) {
  const fetches = mockFetch((request) => {
    const custom = onRequest?.(request);
    if (custom !== undefined) return custom;
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/connections') return ok(connections);
    return ok({});
  });
  signIn();
  return { ...renderApp('/connections'), ...fetches };
}

const card = (name: string) => screen.getByRole('region', { name });
const connectionFetches = (calls: RecordedRequest[]) =>
  calls.filter((c) => c.path === '/api/connections' && c.method === 'GET').length;

describe('/connections: Social Connections', () => {
  it('shows a full-height spinner while loading, then one card per platform', async () => {
    setup();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Social Connections' }),
    ).toBeInTheDocument();
    const grid = screen.getByRole('region', { name: 'Reddit' }).closest('ul');
    const names = within(grid!)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names).toEqual(['Reddit', 'X (Twitter)', 'Telegram', 'YouTube', 'Facebook', 'LinkedIn']);
  });

  it('lays the cards out in 1, 2 and 3 columns on small, medium and large screens', async () => {
    setup();
    await screen.findByRole('region', { name: 'Reddit' });
    const grid = card('Reddit').closest('ul');
    expect(grid).toHaveClass('grid-cols-1', 'md:grid-cols-2', 'lg:grid-cols-3');
  });

  it('a connected card shows the account and Disconnect; a sandboxed one says so', async () => {
    setup();
    const reddit = await screen.findByRole('region', { name: 'Reddit' });
    expect(within(reddit).getByText('Connected')).toBeInTheDocument();
    expect(within(reddit).getByText('jane_r')).toBeInTheDocument();
    expect(await within(reddit).findByText('JR')).toBeInTheDocument(); // initials when there is no picture
    expect(within(reddit).getByText('Sandbox')).toBeInTheDocument();
    expect(within(reddit).getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  });

  it('disconnected platforms offer Connect {platform}', async () => {
    setup();
    await screen.findByRole('region', { name: 'Reddit' });
    expect(
      within(card('X (Twitter)')).getByRole('button', { name: 'Connect X (Twitter)' }),
    ).toBeEnabled();
    expect(
      within(card('Telegram')).getByRole('button', { name: 'Connect Telegram' }),
    ).toBeEnabled();
    expect(within(card('YouTube')).getByRole('button', { name: 'Connect YouTube' })).toBeEnabled();
    expect(within(card('YouTube')).getByText('Not connected')).toBeInTheDocument();
  });

  it('Facebook and LinkedIn are "Coming soon" with no button', async () => {
    setup();
    await screen.findByRole('region', { name: 'Reddit' });
    for (const name of ['Facebook', 'LinkedIn']) {
      expect(within(card(name)).getByText('Coming soon')).toBeInTheDocument();
      expect(within(card(name)).queryByRole('button')).not.toBeInTheDocument();
      expect(within(card(name)).queryByText('Sandbox')).not.toBeInTheDocument();
    }
  });

  it('an expired connection needs reconnecting: note and Connect', async () => {
    setup(undefined, [
      {
        platform: 'youtube',
        status: 'expired',
        profileData: { username: 'Jane Tube', avatar: 'https://img.example/a.png' },
        sandbox: false,
      },
    ]);
    const youtube = await screen.findByRole('region', { name: 'YouTube' });
    expect(within(youtube).getByText('Reconnect needed')).toBeInTheDocument();
    expect(within(youtube).getByText(/Connect again/u)).toBeInTheDocument();
    expect(within(youtube).getByRole('button', { name: 'Connect YouTube' })).toBeEnabled();
    expect(within(youtube).queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
  });

  it('"Failed to load platforms" with a Retry that reloads the page', async () => {
    const { reloadPage } = await import('@/lib/reload-page');
    const { user } = setup((request) =>
      request.path === '/api/connections'
        ? fail(500, 'Database unavailable', 'INTERNAL_ERROR')
        : undefined,
    );
    expect(await screen.findByText('Failed to load platforms')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('disconnects: Disconnecting..., toast, store and list updated', async () => {
    useAuthStore.getState().addSocialAccount({ platform: 'reddit', username: 'jane_r' });
    let release: () => void = () => undefined;
    let deleted = false;
    const { user, calls } = setup((request) => {
      if (request.path === '/api/connections' && deleted)
        return ok(
          connectionsFixture.map((c) => ({ ...c, status: 'disconnected', profileData: null })),
        );
      if (request.method !== 'DELETE') return undefined;
      return new Promise<Response>((resolve) => {
        release = () => {
          deleted = true;
          resolve(okWith('Reddit disconnected successfully', null));
        };
      }) as unknown as Response;
    });
    const reddit = await screen.findByRole('region', { name: 'Reddit' });
    await user.click(within(reddit).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Reddit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await within(dialog).findByRole('button', { name: 'Disconnecting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByText('Reddit disconnected successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/connections/reddit')).toBe(
      true,
    );
    expect(useAuthStore.getState().socialAccounts).toEqual([]);
    expect(await within(reddit).findByRole('button', { name: 'Connect Reddit' })).toBeEnabled();
  });

  it('a failed disconnect says so, with the server’s reason', async () => {
    const { user } = setup((request) =>
      request.method === 'DELETE'
        ? fail(503, 'Reddit is unavailable', 'SERVICE_UNAVAILABLE')
        : undefined,
    );
    const reddit = await screen.findByRole('region', { name: 'Reddit' });
    await user.click(within(reddit).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Reddit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Failed to disconnect account')).toBeInTheDocument();
    expect(screen.getByText('Reddit is unavailable')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(reddit).getByRole('button', { name: 'Disconnect' })).toBeEnabled();
  });

  it('Disconnect asks first: Cancel or Escape keep the account and send nothing', async () => {
    const { user, calls } = setup();
    const reddit = await screen.findByRole('region', { name: 'Reddit' });
    await user.click(within(reddit).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disconnect Reddit?' });
    expect(dialog).toHaveAccessibleDescription(
      'SocialPulse will stop reading this Reddit account. Your summaries stay, and you can connect again at any time.',
    );
    // An alert dialog: focus starts on Cancel, the safe answer.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.click(within(reddit).getByRole('button', { name: 'Disconnect' }));
    await screen.findByRole('alertdialog', { name: 'Disconnect Reddit?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(within(reddit).getByText('jane_r')).toBeInTheDocument();
  });
});

describe('/connections: OAuth popups for Reddit, YouTube and X', () => {
  const youtubeConnected: Connection = {
    platform: 'youtube',
    status: 'connected',
    profileData: { username: 'Jane Tube', avatar: null },
    sandbox: true,
  };

  it('opens the popup on the click, then points it at the consent page; success refetches', async () => {
    const { popup, open } = stubWindowOpen();
    let connected = false;
    const { user, calls } = setup((request) => {
      if (request.path === '/api/youtube/auth') return ok({ url: '/sandbox/youtube/consent?s=1' });
      if (request.path === '/api/connections')
        return ok(
          connected ? [...connectionsFixture.slice(0, 5), youtubeConnected] : connectionsFixture,
        );
      return undefined;
    });
    const youtube = await screen.findByRole('region', { name: 'YouTube' });
    await user.click(within(youtube).getByRole('button', { name: 'Connect YouTube' }));

    expect(open).toHaveBeenCalledWith(
      'about:blank',
      'socialpulse-oauth-youtube',
      expect.any(String),
    );
    await waitFor(() => expect(popup.location.href).toBe('/sandbox/youtube/consent?s=1'));
    expect(within(youtube).getByRole('button', { name: 'Connecting...' })).toBeDisabled();

    const before = connectionFetches(calls);
    connected = true;
    postOAuthResult({ type: 'oauth-result', platform: 'youtube', success: true });
    expect(await screen.findByText('Account connected successfully')).toBeInTheDocument();
    expect(connectionFetches(calls)).toBe(before + 1);
    expect(await within(youtube).findByText('Jane Tube')).toBeInTheDocument();
    expect(within(youtube).getByRole('button', { name: 'Disconnect' })).toBeEnabled();
    expect(useAuthStore.getState().socialAccounts).toContainEqual({
      platform: 'youtube',
      username: 'Jane Tube',
      avatar: null,
    });
  });

  it('an error from the return page: "Failed to connect to Account" and the reason', async () => {
    const { popup } = stubWindowOpen();
    const { user } = setup((request) =>
      request.path === '/api/twitter/auth' ? ok({ url: '/consent' }) : undefined,
    );
    const twitter = await screen.findByRole('region', { name: 'X (Twitter)' });
    await user.click(within(twitter).getByRole('button', { name: 'Connect X (Twitter)' }));
    await waitFor(() => expect(popup.location.href).toBe('/consent'));
    postOAuthResult({
      type: 'oauth-result',
      platform: 'twitter',
      success: false,
      error: 'You declined to authorize the application',
    });
    expect(await screen.findByText('Failed to connect to Account')).toBeInTheDocument();
    expect(screen.getByText('You declined to authorize the application')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(twitter).getByRole('button', { name: 'Connect X (Twitter)' })).toBeEnabled(),
    );
  });

  it('a blocked popup asks to allow popups and calls nothing', async () => {
    stubWindowOpen({ blocked: true });
    const { user, calls } = setup();
    const youtube = await screen.findByRole('region', { name: 'YouTube' });
    await user.click(within(youtube).getByRole('button', { name: 'Connect YouTube' }));
    expect(await screen.findByText('Please allow popups for this site')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/youtube/auth')).toBe(false);
    expect(within(youtube).getByRole('button', { name: 'Connect YouTube' })).toBeEnabled();
  });

  it('when the authorize URL cannot be had: "Failed to initiate connection", popup closed', async () => {
    const { popup } = stubWindowOpen();
    const { user } = setup((request) =>
      request.path === '/api/reddit/auth'
        ? fail(503, 'Reddit is not configured', 'SERVICE_UNAVAILABLE')
        : request.path === '/api/connections'
          ? ok(connectionsFixture.map((c) => ({ ...c, status: 'disconnected' as const })))
          : undefined,
    );
    const reddit = await screen.findByRole('region', { name: 'Reddit' });
    await user.click(within(reddit).getByRole('button', { name: 'Connect Reddit' }));
    expect(await screen.findByText('Failed to initiate connection')).toBeInTheDocument();
    expect(screen.getByText('Reddit is not configured')).toBeInTheDocument();
    expect(popup.closed).toBe(true);
    expect(within(reddit).getByRole('button', { name: 'Connect Reddit' })).toBeEnabled();
  });
});
