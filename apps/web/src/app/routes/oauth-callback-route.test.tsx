import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { i18n } from '@/lib/i18n';
import { fail, mockFetch, ok, okWith } from '@/test/fetch-mock';
import { authResult, serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

/** This page as a popup: an opener to post to, and a close() to call. */
function asPopup() {
  const opener = { closed: false, postMessage: vi.fn() };
  const close = vi.fn();
  vi.stubGlobal('opener', opener);
  vi.stubGlobal('close', close);
  return { postMessage: opener.postMessage, close };
}

/** The server's answer to a completed connect: the stored connection and a message. */
const connectedAnswer = () =>
  okWith('Connected successfully', {
    platform: 'reddit',
    status: 'connected',
    profileData: null,
    sandbox: true,
  });

function serve(callback: () => Response) {
  return mockFetch((request) => {
    if (request.path.endsWith('/callback')) return callback();
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    return ok([]);
  });
}

describe('OAuth return pages /auth/callback/{platform}', () => {
  it('access_denied: tells the opener the user declined (and lets the server spend the state)', async () => {
    const { postMessage, close } = asPopup();
    signIn();
    const { calls } = serve(() =>
      fail(400, 'You declined to authorize the application', 'BAD_REQUEST'),
    );
    renderApp('/auth/callback/reddit?error=access_denied&state=s1');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        {
          type: 'oauth-result',
          platform: 'reddit',
          success: false,
          error: 'You declined to authorize the application',
        },
        window.location.origin,
      ),
    );
    expect(close).toHaveBeenCalled();
    expect(calls.find((c) => c.path === '/api/reddit/callback')?.json()).toEqual({
      state: 's1',
      error: 'access_denied',
    });
    // If the window cannot close, it says what happened.
    expect(
      await screen.findByText('You declined to authorize the application'),
    ).toBeInTheDocument();
  });

  it.each(['', '?code=abc', '?state=s1', '?code=%20&state=s1'])(
    'missing code or state (%j): "Invalid or missing authorization code or state"',
    async (query) => {
      const { postMessage } = asPopup();
      serve(connectedAnswer);
      renderApp(`/auth/callback/youtube${query}`);
      await waitFor(() =>
        expect(postMessage).toHaveBeenCalledWith(
          expect.objectContaining({
            platform: 'youtube',
            success: false,
            error: 'Invalid or missing authorization code or state',
          }),
          window.location.origin,
        ),
      );
    },
  );

  it('posts {code, state} to the server with the session, then reports success and closes', async () => {
    const { postMessage, close } = asPopup();
    signIn();
    const { calls } = serve(connectedAnswer);
    renderApp('/auth/callback/twitter?code=c-1&state=s-1');
    expect(screen.getByText('Completing sign-in…')).toBeInTheDocument();
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'oauth-result', platform: 'twitter', success: true },
        window.location.origin,
      ),
    );
    expect(close).toHaveBeenCalled();
    const posts = calls.filter((c) => c.path === '/api/twitter/callback');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.json()).toEqual({ code: 'c-1', state: 's-1' });
    expect(posts[0]?.headers.get('Authorization')).toBe(`Bearer ${authResult.accessToken}`);
    expect(await screen.findByText('Account connected successfully')).toBeInTheDocument();
  });

  it('another provider error is worded by the server; without a state nothing is sent', async () => {
    const { postMessage } = asPopup();
    signIn();
    const { calls } = serve(() =>
      fail(502, 'Reddit had a problem. Try connecting again.', 'SERVICE_UNAVAILABLE'),
    );
    renderApp('/auth/callback/reddit?error=server_error&state=s7');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ error: 'Reddit had a problem. Try connecting again.' }),
        window.location.origin,
      ),
    );
    expect(calls.filter((c) => c.path === '/api/reddit/callback')).toHaveLength(1);
  });

  it('access_denied without a state: nothing to send, the same message', async () => {
    const { postMessage } = asPopup();
    const { calls } = serve(connectedAnswer);
    renderApp('/auth/callback/youtube?error=access_denied');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ error: 'You declined to authorize the application' }),
        window.location.origin,
      ),
    );
    expect(calls.some((c) => c.path.endsWith('/callback'))).toBe(false);
  });

  it('a server refusal is posted as the error, in the server’s words', async () => {
    const { postMessage } = asPopup();
    signIn();
    serve(() => fail(400, 'This sign-in link has expired. Start again.', 'BAD_REQUEST'));
    renderApp('/auth/callback/reddit?code=c-2&state=s-2');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        {
          type: 'oauth-result',
          platform: 'reddit',
          success: false,
          error: 'This sign-in link has expired. Start again.',
        },
        window.location.origin,
      ),
    );
  });

  it('opened directly (no opener): shows the result and a way back', async () => {
    vi.stubGlobal('opener', null);
    signIn();
    serve(connectedAnswer);
    renderApp('/auth/callback/youtube?code=c-3&state=s-3');
    expect(await screen.findByText('Account connected successfully')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Social Connections' })).toHaveAttribute(
      'href',
      '/connections',
    );
  });
});

describe('runOAuthReturnOnce', () => {
  it('shares one call between overlapping runs (StrictMode runs effects twice; codes are single use)', async () => {
    asPopup();
    signIn();
    const { calls } = serve(connectedAnswer);
    const { runOAuthReturnOnce } = await import('@/features/connections/oauth-callback');
    const [a, b] = await Promise.all([
      runOAuthReturnOnce('reddit', '?code=c-9&state=s-9', i18n.t),
      runOAuthReturnOnce('reddit', '?code=c-9&state=s-9', i18n.t),
    ]);
    expect(a).toBe(b);
    expect(calls.filter((c) => c.path === '/api/reddit/callback')).toHaveLength(1);
  });
});

describe('Google return page /auth/callback/google', () => {
  it('no parameters at all: "Missing required parameters"', async () => {
    const { postMessage } = asPopup();
    serve(() => ok(authResult));
    renderApp('/auth/callback/google');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ success: false, error: 'Missing required parameters' }),
        window.location.origin,
      ),
    );
  });

  it('access_denied: "You declined to authorize the application"', async () => {
    const { postMessage } = asPopup();
    serve(() => ok(authResult));
    renderApp('/auth/callback/google?error=access_denied');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ error: 'You declined to authorize the application' }),
        window.location.origin,
      ),
    );
  });

  it('posts the sign-in result to the opener, which stores it', async () => {
    const { postMessage } = asPopup();
    const { calls } = serve(() => ok(authResult));
    renderApp('/auth/callback/google?code=g-1&state=gs-1');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        { type: 'oauth-result', platform: 'google', success: true, auth: authResult },
        window.location.origin,
      ),
    );
    expect(calls.find((c) => c.path === '/api/auth/google/callback')?.json()).toEqual({
      code: 'g-1',
      state: 'gs-1',
    });
    // The popup itself does not sign in: the opener does, with what it was sent.
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('"Failed to sign in with Google" when the server gives no reason', async () => {
    const { postMessage } = asPopup();
    serve(() => new Response('', { status: 502 }));
    renderApp('/auth/callback/google?code=g-2&state=gs-2');
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ success: false, error: 'Failed to sign in with Google' }),
        window.location.origin,
      ),
    );
  });

  it('opened directly: signs in right here and goes to Pulse', async () => {
    vi.stubGlobal('opener', null);
    serve(() => ok(authResult));
    const { router } = renderApp('/auth/callback/google?code=g-3&state=gs-3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAuthStore.getState().token).toBe(authResult.accessToken);
  });
});
