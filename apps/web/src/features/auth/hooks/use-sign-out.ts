import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { PATHS } from '@/config/paths';
import { logout } from '@/features/auth/api/auth-api';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useSettingsStore } from '@/features/settings/stores/settings-store';
import { isApiError } from '@/lib/api-error';

/**
 * Signs out on the server (revoking the refresh token's family), then locally. The local sign-out
 * happens even when the server call fails: the user asked to leave, and leaving must work offline.
 */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSigningOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await logout(useAuthStore.getState().refreshToken);
    } catch (error) {
      // An expired session already toasted and signed out; anything else is worth saying.
      if (!(isApiError(error) && error.code === 'SESSION_EXPIRED'))
        toast.error(t('auth.logoutFailed'));
    } finally {
      useAuthStore.getState().logout();
      useSettingsStore.getState().reset();
      queryClient.clear();
      setSigningOut(false);
      void navigate(PATHS.auth, { replace: true });
    }
  };

  return { signOut, isSigningOut };
}
