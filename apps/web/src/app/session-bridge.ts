import { toast } from '@/lib/toast';
import { PATHS } from '@/config/paths';
import { AUTH_STORAGE_KEY, useAuthStore } from '@/features/auth/stores/auth-store';
import { useSettingsStore } from '@/features/settings/stores/settings-store';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { registerSession } from '@/lib/session';

let followingOtherWindows = false;

/**
 * Another window of the app (an OAuth popup refreshing the session, a second tab signing out)
 * writes the persisted session; reading it back keeps this window from using a rotated-out refresh
 * token, which the server would treat as reuse and revoke.
 */
function followOtherWindows(): void {
  if (followingOtherWindows) return;
  followingOtherWindows = true;
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) void useAuthStore.persist.rehydrate();
  });
}

/** Connects the API client to the auth store; `navigate` is the router's, passed in to avoid a cycle. */
export function connectSession(navigate: (path: string) => void): void {
  followOtherWindows();
  registerSession({
    getAccessToken: () => useAuthStore.getState().token,
    getRefreshToken: () => useAuthStore.getState().refreshToken,
    setTokens: ({ accessToken, refreshToken }) => {
      const store = useAuthStore.getState();
      store.setToken(accessToken);
      store.setRefreshToken(refreshToken);
    },
    onSessionExpired: () => {
      useAuthStore.getState().logout();
      useSettingsStore.getState().reset();
      queryClient.clear();
      toast.error(i18n.t('errors.sessionExpired'), { id: 'session-expired' });
      navigate(PATHS.auth);
    },
    onPasswordChangeRequired: () => {
      const { user, setUser } = useAuthStore.getState();
      // The route guard then shows only the change-password screen.
      if (user && !user.mustChangePassword) setUser({ ...user, mustChangePassword: true });
    },
  });
}
