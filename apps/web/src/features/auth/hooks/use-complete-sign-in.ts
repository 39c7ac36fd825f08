import type { AuthResult, Settings } from '@socialpulse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PATHS } from '@/config/paths';
import { dismissAuthErrors } from '@/features/auth/auth-toasts';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useSettingsStore } from '@/features/settings/stores/settings-store';
import { settingsQueryKey } from '@/lib/query-keys';

/**
 * After login or register: take away the failed attempts' error toasts, drop anything cached for a previous user, keep the session, go to Pulse.
 * Settings already known (a new account's) are seeded so the first page does not refetch them.
 */
export function useCompleteSignIn(): (result: AuthResult, settings?: Settings) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (result, settings) => {
    dismissAuthErrors();
    queryClient.clear();
    if (settings !== undefined) {
      queryClient.setQueryData(settingsQueryKey, settings);
      useSettingsStore.getState().applyServerSettings(settings);
    }
    useAuthStore.getState().setAuth(result);
    void navigate(PATHS.pulse, { replace: true });
  };
}
