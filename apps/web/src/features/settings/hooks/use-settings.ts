import type { Settings, SettingsPatch } from '@socialpulse/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSettings, updateSettings } from '@/features/settings/api/settings-api';
import { useSettingsStore } from '@/features/settings/stores/settings-store';
import { settingsQueryKey } from '@/lib/query-keys';

/**
 * The server's settings; every successful load is mirrored into the persisted store. Also started
 * ahead of the first render (app/prefetch.ts).
 */
export const settingsQuery = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: async () => {
    const settings = await fetchSettings();
    useSettingsStore.getState().applyServerSettings(settings);
    return settings;
  },
});

export function useSettingsQuery() {
  return useQuery(settingsQuery);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => updateSettings(patch),
    onSuccess: (settings: Settings, patch) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      useSettingsStore.getState().applyServerSettings(settings);
      // The keyword chips are the tracked keywords (docs/decisions/0008): Manage Keywords and the
      // alerts read them again. (The prefix, not the keywords feature's keys: no import cycle.)
      if (patch.keywords !== undefined)
        void queryClient.invalidateQueries({ queryKey: ['keyword-alerts'] });
      // Preferences and the adult-content setting shape the Pulse: the next visit asks again, and
      // the server prepares a new one if it must.
      if (patch.hideNsfw !== undefined || patch.platformPreferences !== undefined)
        void queryClient.invalidateQueries({ queryKey: ['pulse'] });
    },
  });
}
