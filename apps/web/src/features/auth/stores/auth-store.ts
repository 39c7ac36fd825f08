import type { AuthResult, User } from '@socialpulse/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** A connected platform account as the UI remembers it (each with platform). */
export type SocialAccount = {
  platform: string;
  username?: string;
  avatar?: string | null;
};

type AuthData = {
  token: string | null;
  refreshToken: string | null;
  user: User | null;
  socialAccounts: SocialAccount[];
  /** Derived from the token on every change, so it can never disagree with it. */
  isAuthenticated: boolean;
};

type AuthActions = {
  setToken: (token: string | null) => void;
  setRefreshToken: (refreshToken: string | null) => void;
  setUser: (user: User | null) => void;
  /** Stores a login/register answer in one step. */
  setAuth: (result: AuthResult) => void;
  /** Clears the access token only: the user becomes unauthenticated. */
  clear: () => void;
  addSocialAccount: (account: SocialAccount) => void;
  removeSocialAccount: (platform: string) => void;
  logout: () => void;
};

export type AuthState = AuthData & AuthActions;

/** The session is persisted locally under this key. */
export const AUTH_STORAGE_KEY = 'auth-storage';

const signedOut: AuthData = {
  token: null,
  refreshToken: null,
  user: null,
  socialAccounts: [],
  isAuthenticated: false,
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...signedOut,
      setToken: (token) => set({ token, isAuthenticated: Boolean(token) }),
      setRefreshToken: (refreshToken) => set({ refreshToken }),
      setUser: (user) => set({ user }),
      setAuth: ({ accessToken, refreshToken, user }) =>
        set({ token: accessToken, refreshToken, user, isAuthenticated: true }),
      clear: () => set({ token: null, isAuthenticated: false }),
      addSocialAccount: (account) =>
        set((state) => ({
          socialAccounts: [
            ...state.socialAccounts.filter((a) => a.platform !== account.platform),
            account,
          ],
        })),
      removeSocialAccount: (platform) =>
        set((state) => ({
          socialAccounts: state.socialAccounts.filter((a) => a.platform !== platform),
        })),
      logout: () => set(signedOut),
    }),
    {
      name: AUTH_STORAGE_KEY,
      version: 1,
      partialize: ({ token, refreshToken, user, socialAccounts, isAuthenticated }) => ({
        token,
        refreshToken,
        user,
        socialAccounts,
        isAuthenticated,
      }),
      // A hand-edited or stale entry must not claim a session without a token.
      merge: (persisted, current) => {
        const saved = (persisted ?? {}) as Partial<AuthData>;
        const merged = { ...current, ...saved };
        return { ...merged, isAuthenticated: Boolean(merged.token) };
      },
    },
  ),
);
