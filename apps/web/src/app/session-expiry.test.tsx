import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

describe('session expiry in the running app', () => {
  it('an expired access token refreshes once and the page loads', async () => {
    const { calls } = mockFetch((request) => {
      if (request.path === '/api/auth/refresh-token')
        return ok({ accessToken: 'access-2', refreshToken: 'refresh-2' });
      if (request.headers.get('Authorization') !== 'Bearer access-2')
        return fail(401, 'Token expired', 'TOKEN_EXPIRED');
      return request.path === '/api/settings' ? ok(serverSettings) : ok(testUser);
    });
    signIn();
    renderApp('/settings');
    expect(await screen.findByLabelText('Tone')).toHaveValue('engaging');
    expect(calls.filter((c) => c.path === '/api/auth/refresh-token')).toHaveLength(1);
    expect(useAuthStore.getState()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
  });

  it('a failed refresh logs out, goes to /auth and says "Session expired. Please login again."', async () => {
    mockFetch((request) =>
      request.path === '/api/auth/refresh-token'
        ? fail(401, 'Invalid refresh token', 'INVALID_TOKEN')
        : fail(401, 'Token expired', 'TOKEN_EXPIRED'),
    );
    signIn();
    const { router } = renderApp('/settings');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(await screen.findByText('Session expired. Please login again.')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      isAuthenticated: false,
    });
  });

  it('follows a session another window rotated (an OAuth popup refreshing its token)', async () => {
    mockFetch((request) => (request.path === '/api/settings' ? ok(serverSettings) : ok(testUser)));
    signIn();
    renderApp('/settings');
    await screen.findByLabelText('Tone');
    const rotated = {
      state: { ...useAuthStore.getState(), token: 'access-9', refreshToken: 'refresh-9' },
      version: 1,
    };
    localStorage.setItem('auth-storage', JSON.stringify(rotated));
    window.dispatchEvent(new StorageEvent('storage', { key: 'auth-storage' }));
    await waitFor(() =>
      expect(useAuthStore.getState()).toMatchObject({
        token: 'access-9',
        refreshToken: 'refresh-9',
      }),
    );
  });
});
