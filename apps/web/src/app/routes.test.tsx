import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/routes';
import { emptyPulse } from '@/test/pulse-fixtures';
import { mockFetch, ok, okPage } from '@/test/fetch-mock';
import { connectionsFixture, serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

function serveSignedInApp() {
  return mockFetch((request) => {
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    if (request.path === '/api/connections') return ok(connectionsFixture);
    if (request.path === '/api/summaries') return okPage([]);
    if (request.path === '/api/pulse') return ok(emptyPulse());
    if (request.path === '/api/keyword-alerts/alerts') return ok([]);
    return ok({});
  });
}

const pathname = (router: ReturnType<typeof renderApp>['router']) => router.state.location.pathname;

describe('routes and guards', () => {
  it.each(['/', '/summaries', '/connections', '/settings'])(
    'signed out, %s redirects to /auth replacing history',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => expect(pathname(router)).toBe('/auth'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    },
  );

  it('/login redirects to /auth', async () => {
    const { router } = renderApp('/login');
    await waitFor(() => expect(pathname(router)).toBe('/auth'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('/dashboard redirects to /login when signed out', async () => {
    // Stop at /login to see the first hop; the real /login then goes on to /auth (tested above).
    const withLoginProbe: RouteObject[] = routes.map((root) => ({
      ...root,
      children: root.children?.map((route) =>
        route.path === '/login' ? { path: '/login', element: <p>login probe</p> } : route,
      ),
    })) as RouteObject[];
    const { router } = renderApp('/dashboard', withLoginProbe);
    expect(await screen.findByText('login probe')).toBeInTheDocument();
    expect(pathname(router)).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('/dashboard ends on /auth when signed out', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(pathname(router)).toBe('/auth'));
  });

  it('signed out, unknown paths go to /auth', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(pathname(router)).toBe('/auth'));
  });

  it('signed in, an unknown path says the page does not exist, with a way to the Pulse', async () => {
    serveSignedInApp();
    signIn();
    const { router } = renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(pathname(router)).toBe('/no/such/page');
    expect(screen.getByRole('link', { name: 'Go to your Pulse' })).toHaveAttribute('href', '/');
  });

  it('signed in, /auth sends the user to Pulse', async () => {
    serveSignedInApp();
    signIn();
    const { router } = renderApp('/auth');
    await waitFor(() => expect(pathname(router)).toBe('/'));
  });

  it("Pulse shows today's empty sections", async () => {
    serveSignedInApp();
    signIn();
    renderApp('/');
    expect(await screen.findByText('No trending topics found')).toBeInTheDocument();
    expect(screen.getByText('No suggestions available')).toBeInTheDocument();
    expect(screen.getByText('No highlights available')).toBeInTheDocument();
  });

  it('Summaries, Platforms and the dashboard render their headings', async () => {
    serveSignedInApp();
    signIn();
    const { router } = renderApp('/summaries');
    expect(await screen.findByText('No summaries yet')).toBeInTheDocument();
    await router.navigate('/connections');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Social Connections' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Telegram' })).toBeInTheDocument();
    await router.navigate('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome, ${testUser.username}` }),
    ).toBeInTheDocument();
    expect(await screen.findByText('jane_r')).toBeInTheDocument();
    await router.navigate('/new-summary');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'New summary' }),
    ).toBeInTheDocument();
  });

  it.each([
    '/new-summary',
    '/summary/source/reddit',
    '/summary/setup/reddit/t5_1',
    '/youtube/channel/UC1/videos',
  ])('signed out, %s redirects to /auth', async (path) => {
    const { router } = renderApp(path);
    await waitFor(() => expect(pathname(router)).toBe('/auth'));
  });

  it('the OAuth return pages are public (Google arrives signed out)', async () => {
    const { router } = renderApp('/auth/callback/google');
    expect(await screen.findByText('Missing required parameters')).toBeInTheDocument();
    expect(pathname(router)).toBe('/auth/callback/google');
  });

  it('an unknown platform in summary/source goes back to new-summary', async () => {
    serveSignedInApp();
    signIn();
    const { router } = renderApp('/summary/source/myspace');
    await waitFor(() => expect(pathname(router)).toBe('/new-summary'));
  });

  it('the current link is marked with aria-current', async () => {
    serveSignedInApp();
    signIn();
    renderApp('/summaries');
    await screen.findByText('No summaries yet');
    const current = screen.getAllByRole('link', { current: 'page' });
    expect(current.length).toBeGreaterThan(0);
    for (const link of current) expect(link).toHaveTextContent('Summaries');
  });

  it('a session that ends (logout elsewhere) sends the user to /auth', async () => {
    serveSignedInApp();
    signIn();
    const { router } = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const { useAuthStore } = await import('@/features/auth/stores/auth-store');
    useAuthStore.getState().logout();
    await waitFor(() => expect(pathname(router)).toBe('/auth'));
  });
});
