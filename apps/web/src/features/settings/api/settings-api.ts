import { settingsResponseSchema, type Settings, type SettingsPatch } from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

export const INVALID_SETTINGS_RESPONSE = 'Invalid settings response from API';

export async function fetchSettings(): Promise<Settings> {
  const response = await apiRequest('/settings', {
    schema: settingsResponseSchema,
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
    schema: settingsResponseSchema,
    invalidMessage: INVALID_SETTINGS_RESPONSE,
  });
  return response.data;
}
