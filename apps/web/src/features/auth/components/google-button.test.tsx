import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { authResult, serverSettings, testUser } from '@/test/fixtures';
import { postOAuthResult, stubWindowOpen } from '@/test/popup-stub';
import { renderApp } from '@/test/render';

function serve(authUrl: () => Response = () => ok({ url: '/sandbox/google/authorize?x=1' })) {
  return mockFetch((request) => {
    if (request.path === '/api/auth/google') return authUrl();
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    return ok([]);
  });
}

async function clickGoogle(view: ReturnType<typeof renderApp>) {
  await view.user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
}

describe('Continue with Google: the popup states', () => {
  afterEach(() => vi.useRealTimers());

  it('connecting, then success: stored like a login and on to Pulse', async () => {
    const { popup } = stubWindowOpen();
    serve();
    const view = renderApp('/auth');
    await clickGoogle(view);
    await waitFor(() => expect(popup.location.href).toBe('/sandbox/google/authorize?x=1'));
    expect(screen.getByRole('button', { name: 'Waiting for Google…' })).toBeDisabled();

    postOAuthResult({ type: 'oauth-result', platform: 'google', success: true, auth: authResult });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
    expect(useAuthStore.getState().token).toBe(authResult.accessToken);
    expect(useAuthStore.getState().user).toEqual(testUser);
  });

  it('error: the return page’s message', async () => {
    stubWindowOpen();
    serve();
    const view = renderApp('/auth');
    await clickGoogle(view);
    postOAuthResult({
      type: 'oauth-result',
      platform: 'google',
      success: false,
      error: 'You declined to authorize the application',
    });
    expect(
      await screen.findByText('You declined to authorize the application'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('closed: "Authentication window was closed" within a second', async () => {
    const { popup } = stubWindowOpen();
    serve();
    const view = renderApp('/auth');
    await clickGoogle(view);
    popup.closed = true;
    expect(
      await screen.findByText('Authentication window was closed', {}, { timeout: 2_500 }),
    ).toBeInTheDocument();
  });

  it('timeout: "Authentication timed out" after 120 s, and the popup is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { popup } = stubWindowOpen();
    serve();
    const view = renderApp('/auth');
    await clickGoogle(view);
    await waitFor(() => expect(popup.location.href).toContain('/sandbox/google'));
    await act(() => vi.advanceTimersByTimeAsync(118_000));
    expect(screen.queryByText('Authentication timed out')).not.toBeInTheDocument();
    expect(popup.closed).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Authentication timed out')).toBeInTheDocument();
    expect(popup.closed).toBe(true);
  });

  it('blocked: "Failed to open popup. Please allow popups for this site."', async () => {
    stubWindowOpen({ blocked: true });
    const { calls } = serve();
    const view = renderApp('/auth');
    await clickGoogle(view);
    expect(
      await screen.findByText('Failed to open popup. Please allow popups for this site.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/google')).toBe(false);
  });

  it('no authorize URL: "Failed to sign in with Google" and the popup closes', async () => {
    const { popup } = stubWindowOpen();
    serve(() => fail(503, 'Google sign-in is not configured', 'SERVICE_UNAVAILABLE'));
    const view = renderApp('/auth');
    await clickGoogle(view);
    expect(await screen.findByText('Failed to sign in with Google')).toBeInTheDocument();
    expect(popup.closed).toBe(true);
  });

  it('opened away from PUBLIC_URL: the server’s instructions, and the page’s origin was sent', async () => {
    stubWindowOpen();
    const message =
      "This server's address is https://pulse.example.com (PUBLIC_URL). Open SocialPulse at that address to connect accounts, or set PUBLIC_URL to the address you use.";
    const { calls } = serve(() => fail(400, message, 'BAD_REQUEST'));
    const view = renderApp('/auth');
    await clickGoogle(view);
    expect(await screen.findByText('Failed to sign in with Google')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    const start = calls.find((c) => c.path === '/api/auth/google');
    expect(new URL(start!.url, window.location.origin).searchParams.get('origin')).toBe(
      window.location.origin,
    );
  });

  it('from an invitation link, sends the invitation with the start', async () => {
    stubWindowOpen();
    const { calls } = serve();
    const view = renderApp('/auth?invite=tok%2Ben');
    await clickGoogle(view);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/auth/google')).toBe(true));
    const start = calls.find((c) => c.path === '/api/auth/google');
    expect(new URL(start!.url, window.location.origin).searchParams.get('invite')).toBe('tok+en');
  });
});
