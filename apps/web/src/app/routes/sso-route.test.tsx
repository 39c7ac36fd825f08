import type { Options, SignInOptions } from '@socialpulse/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { authResult, serverSettings, testUser } from '@/test/fixtures';
import { renderApp } from '@/test/render';

function options(signIn: SignInOptions): Options {
  return {
    platforms: [],
    tones: [],
    languages: [],
    periods: [],
    capabilities: { llm: false, email: false },
    signIn,
    oauth: { publicUrl: 'http://localhost:3000', sandboxAcceptsHere: true },
  };
}

function serve(signIn: SignInOptions, session: () => Response = () => ok(authResult)) {
  return mockFetch((request) => {
    if (request.path === '/api/options') return ok(options(signIn));
    if (request.path === '/api/auth/oidc/session') return session();
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    return ok([]);
  });
}

describe('/auth with single sign-on', () => {
  it('offers "Sign in with <name>" beside the password form and Google', async () => {
    serve({ password: true, google: true, sso: { name: 'Acme ID' } });
    renderApp('/auth');
    const sso = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(sso).toHaveAttribute('href', '/api/auth/oidc/start');
    expect(screen.getByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('shows only the single sign-on button when password login is off', async () => {
    serve({ password: false, google: false, sso: { name: 'Acme ID' } });
    renderApp('/auth');
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Login' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  });

  it('carries an invitation link to single sign-on, and says the visitor was invited', async () => {
    serve({ password: false, google: false, sso: { name: 'Acme ID' } });
    renderApp('/auth?invite=tok%2Ben');
    const sso = await screen.findByRole('link', { name: 'Sign in with Acme ID' });
    expect(sso).toHaveAttribute('href', '/api/auth/oidc/start?invite=tok%2Ben');
    expect(screen.getByRole('status')).toHaveTextContent('You were invited');
  });

  it('sends an invitation with single sign-on beside the password form too', async () => {
    serve({ password: true, google: false, sso: { name: 'Acme ID' } });
    renderApp('/auth?invite=abc');
    expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toHaveAttribute(
      'href',
      '/api/auth/oidc/start?invite=abc',
    );
  });

  it('keeps the password form and Google, without single sign-on, when the server has none', async () => {
    serve({ password: true, google: true, sso: null });
    renderApp('/auth');
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign in with/ })).toBeNull();
  });

  it.each([
    [
      'sso_unavailable',
      'The sign-in provider cannot be reached right now. Please try again later.',
    ],
    ['sso_failed', 'Single sign-on failed. Please try again.'],
    [
      'sso_email_taken',
      /An account with this email already exists\. Sign in the way you did before/,
    ],
    [
      'sso_no_email',
      'Your sign-in provider did not share an email address, which an account needs.',
    ],
    ['signups_closed', 'New accounts cannot be created on this server right now.'],
    ['account_disabled', 'This account has been disabled by an administrator.'],
    ['invite_required', /Signups on this server need an invitation/],
    ['invite_invalid', /This invitation link is invalid, already used or expired/],
  ])('?error=%s has its own message', async (code, message) => {
    serve({ password: true, google: true, sso: { name: 'Acme ID' } });
    renderApp(`/auth?error=${code}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});

describe('/auth/callback/oidc', () => {
  it('claims the session the API left in its cookie and goes on to the Pulse', async () => {
    const { calls } = serve({ password: true, google: true, sso: { name: 'Acme ID' } });
    const { router } = renderApp('/auth/callback/oidc');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useAuthStore.getState().token).toBe(authResult.accessToken);
    expect(calls.filter((c) => c.path === '/api/auth/oidc/session')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/auth/oidc/session')?.method).toBe('POST');
  });

  it('goes back to /auth with a message when there is no session to claim', async () => {
    serve({ password: true, google: true, sso: { name: 'Acme ID' } }, () =>
      fail(401, 'No single sign-on to finish', 'INVALID_TOKEN'),
    );
    const { router } = renderApp('/auth/callback/oidc');
    expect(await screen.findByText('Single sign-on failed. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
