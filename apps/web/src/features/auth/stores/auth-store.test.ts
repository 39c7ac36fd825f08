import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { authResult, testUser } from '@/test/fixtures';

const state = () => useAuthStore.getState();
const persisted = () =>
  JSON.parse(localStorage.getItem('auth-storage') ?? '{}') as { state: Record<string, unknown> };

describe('auth store', () => {
  it('starts signed out', () => {
    expect(state()).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      socialAccounts: [],
      isAuthenticated: false,
    });
  });

  it('setting a token marks authenticated; clearing marks unauthenticated', () => {
    state().setToken('abc');
    expect(state().isAuthenticated).toBe(true);
    state().clear();
    expect(state().token).toBeNull();
    expect(state().isAuthenticated).toBe(false);
    state().setToken('abc');
    state().setToken(null);
    expect(state().isAuthenticated).toBe(false);
  });

  it('setAuth stores the whole auth result', () => {
    state().setAuth(authResult);
    expect(state()).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      user: testUser,
      isAuthenticated: true,
    });
  });

  it('adding a social account replaces one with the same platform', () => {
    state().addSocialAccount({ platform: 'reddit', username: 'old' });
    state().addSocialAccount({ platform: 'telegram', username: 'tg' });
    state().addSocialAccount({ platform: 'reddit', username: 'new' });
    expect(state().socialAccounts).toEqual([
      { platform: 'telegram', username: 'tg' },
      { platform: 'reddit', username: 'new' },
    ]);
  });

  it('removes a social account by platform', () => {
    state().addSocialAccount({ platform: 'reddit' });
    state().addSocialAccount({ platform: 'youtube' });
    state().removeSocialAccount('reddit');
    expect(state().socialAccounts).toEqual([{ platform: 'youtube' }]);
  });

  it('logout clears token, refreshToken, user and socialAccounts', () => {
    state().setAuth(authResult);
    state().addSocialAccount({ platform: 'reddit' });
    state().logout();
    expect(state()).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      socialAccounts: [],
      isAuthenticated: false,
    });
  });

  it('persists under auth-storage', () => {
    state().setAuth(authResult);
    expect(persisted().state).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
      isAuthenticated: true,
    });
  });

  it('rehydrating never claims a session without a token', async () => {
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ state: { token: null, isAuthenticated: true }, version: 1 }),
    );
    await useAuthStore.persist.rehydrate();
    expect(state().isAuthenticated).toBe(false);
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({
        state: { token: 't', refreshToken: 'r', isAuthenticated: false },
        version: 1,
      }),
    );
    await useAuthStore.persist.rehydrate();
    expect(state().isAuthenticated).toBe(true);
  });
});
