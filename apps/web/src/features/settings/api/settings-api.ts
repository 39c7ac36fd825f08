import type { Settings, SettingsPatch } from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const contract = () => import('@socialpulse/contract/settings');

export const INVALID_SETTINGS_RESPONSE = 'Invalid settings response from API';

export async function fetchSettings(): Promise<Settings> {
  const response = await apiRequest('/settings', {
    schema: async () => (await contract()).settingsResponseSchema,
    invalidMessage: INVALID_SETTINGS_RESPONSE,
  });
  return response.data;
}

/** `accessToken` is for the moment after registration, before the session is stored. */
export async function updateSettings(
  patch: SettingsPatch,
  accessToken?: string,
): Promise<Settings> {
  const response = await apiRequest('/settings', {
    method: 'PATCH',
    json: patch,
    accessToken,
    schema: async () => (await contract()).settingsResponseSchema,
    invalidMessage: INVALID_SETTINGS_RESPONSE,
  });
  return response.data;
}
