import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

describe('/auth', () => {
  it('has Login and Register tabs', async () => {
    const { user } = renderApp('/auth');
    const login = await screen.findByRole('tab', { name: 'Login' });
    expect(login).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('toasts a known error code in its product wording and removes it from the URL', async () => {
    const { router } = renderApp('/auth?error=invalid_request');
    expect(
      await screen.findByText('Invalid or missing authorization code or state'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('never shows the text of the error parameter: anything unknown gets the generic message', async () => {
    const spoof = '<script>Your account is suspended, call +1 555 0100 to restore it</script>';
    const { router } = renderApp(`/auth?error=${encodeURIComponent(spoof)}`);
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/suspended|555 0100|script/);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('a sentence that reads like one of ours is still not shown as sent', async () => {
    renderApp('/auth?error=Invalid%20or%20missing%20authorization%20code%20or%20state');
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.queryByText('Invalid or missing authorization code or state')).toBeNull();
  });

  it.each([
    ['server_error', 'Failed to sign in with Google'],
    ['constructor', 'An unexpected error occurred'],
  ])('?error=%s → "%s"', async (code, message) => {
    renderApp(`/auth?error=${code}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('explains access_denied in words', async () => {
    renderApp('/auth?error=access_denied');
    expect(
      await screen.findByText('You declined to authorize the application'),
    ).toBeInTheDocument();
  });

  it('Continue with Google opens a centred 600×700 popup at the URL the API gives', async () => {
    const popup = { location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    mockFetch((request) =>
      request.path === '/api/auth/google'
        ? ok({ url: 'https://accounts.example/consent' })
        : ok({}),
    );
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(popup.location.href).toBe('https://accounts.example/consent'));
    expect(open.mock.calls[0]?.[2]).toMatch(/width=600,height=700,left=\d+,top=\d+/u);
  });

  it('Continue with Google toasts "Failed to sign in with Google" when the call fails', async () => {
    const popup = { location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    mockFetch(() => fail(404, 'Not found', 'NOT_FOUND'));
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByText('Failed to sign in with Google')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
  });

  it('a blocked popup asks to allow popups', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { calls } = mockFetch(() => ok({}));
    const { user } = renderApp('/auth');
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(
      await screen.findByText('Failed to open popup. Please allow popups for this site.'),
    ).toBeInTheDocument();
    // The page reads /api/options; Google's URL is never asked for.
    expect(calls.filter((c) => c.path === '/api/auth/google')).toHaveLength(0);
  });

  it('the language picker switches the UI before sign-in', async () => {
    const { user } = renderApp('/auth');
    await user.selectOptions(await screen.findByLabelText('Interface language'), 'ru');
    expect(await screen.findByRole('tab', { name: 'Вход' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('settings-storage') ?? '{}')).toMatchObject({
      state: { language: 'ru' },
    });
  });
});

describe('/auth with the sign-in options in the page', () => {
  function putInPage(signIn: unknown) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'sign-in-options';
    block.textContent = JSON.stringify(signIn);
    document.head.append(block);
    return () => block.remove();
  }

  it('shows the form before GET /api/options answers', async () => {
    const remove = putInPage({ password: true, google: false, sso: null });
    try {
      mockFetch(() => new Promise<Response>(() => {}));
      renderApp('/auth');
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Google/ })).toBeNull();
    } finally {
      remove();
    }
  });

  it('does not ask GET /api/options at all', async () => {
    const remove = putInPage({ password: true, google: true, sso: null });
    try {
      const { calls } = mockFetch(() => new Promise<Response>(() => {}));
      renderApp('/auth');
      expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
      expect(calls.map((call) => call.path)).not.toContain('/api/options');
    } finally {
      remove();
    }
  });

  it('offers only what the page says, single sign-on only included', async () => {
    const remove = putInPage({ password: false, google: false, sso: { name: 'Acme ID' } });
    try {
      mockFetch(() => new Promise<Response>(() => {}));
      renderApp('/auth');
      expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    } finally {
      remove();
    }
  });

  it('waits for GET /api/options when the block is not of the expected shape', async () => {
    const remove = putInPage({ password: 'yes' });
    try {
      mockFetch(() => new Promise<Response>(() => {}));
      renderApp('/auth');
      expect(await screen.findByText('Loading…')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    } finally {
      remove();
    }
  });
});
