import type { Connection } from '@socialpulse/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { mockFetch, ok } from '@/test/fetch-mock';
import { connectionsFixture, serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

function setup(path: string, connections: Connection[]) {
  mockFetch((request) => {
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/connections') return ok(connections);
    return ok([]);
  });
  signIn();
  return renderApp(path);
}

const none = connectionsFixture.map((c) => ({
  ...c,
  status: 'disconnected' as const,
  profileData: null,
}));
const several: Connection[] = [
  ...none.filter((c) => !['youtube', 'telegram'].includes(c.platform)),
  {
    platform: 'youtube',
    status: 'connected',
    profileData: { username: 'Jane Tube', avatar: null },
    sandbox: true,
  },
  {
    platform: 'telegram',
    status: 'connected',
    profileData: { username: 'Jane T', avatar: null },
    sandbox: true,
  },
];

describe('new-summary', () => {
  it('with nothing connected: Connect Platform goes to /connections', async () => {
    const { user, router } = setup('/new-summary', none);
    expect(await screen.findByText('No platforms connected yet')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Connect Platform' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/connections'));
  });

  it('lists the connected summary platforms in the product order, each leading to its sources', async () => {
    const { user, router } = setup('/new-summary', several);
    const list = (await screen.findByRole('link', { name: /Jane Tube/u })).closest('ul')!;
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/summary/source/telegram',
      '/summary/source/youtube',
    ]);
    expect(within(links[1]!).getByText('Jane Tube')).toBeInTheDocument();
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/summary/source/telegram'));
  });

  it('drops a platform from the stored accounts when the server says it expired', async () => {
    useAuthStore.getState().addSocialAccount({ platform: 'reddit', username: 'old' });
    setup('/new-summary', [
      { platform: 'reddit', status: 'expired', profileData: null, sandbox: false },
    ]);
    expect(await screen.findByText('No platforms connected yet')).toBeInTheDocument();
    expect(useAuthStore.getState().socialAccounts).toEqual([]);
  });
});

describe('dashboard', () => {
  it('welcome, the connected platforms with their accounts, and Create Summary', async () => {
    const { user, router } = setup('/dashboard', several);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome, ${testUser.username}` }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Jane Tube')).toBeInTheDocument();
    expect(screen.getByText('Jane T')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Create Summary' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-summary'));
  });
});
