import type {
  Connection,
  OauthCallbackBody,
  TelegramCodeSent,
  TelegramVerifyResult,
} from '@socialpulse/contract';
import { OAUTH_PLATFORMS, type OAuthPlatform } from '@socialpulse/contract/constants/common';
import { apiRequest } from '@/lib/api-client';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const contract = () => import('@socialpulse/contract/connections');

export const INVALID_CONNECTIONS_RESPONSE = 'Invalid connections response from API';

export function isOAuthPlatform(platform: string): platform is OAuthPlatform {
  return (OAUTH_PLATFORMS as readonly string[]).includes(platform);
}

export async function fetchConnections(): Promise<Connection[]> {
  const response = await apiRequest('/connections', {
    schema: async () => (await contract()).connectionListResponseSchema,
    invalidMessage: INVALID_CONNECTIONS_RESPONSE,
  });
  return response.data;
}

export async function disconnectPlatform(platform: string): Promise<void> {
  await apiRequest(`/connections/${encodeURIComponent(platform)}`, {
    method: 'DELETE',
    schema: async () => (await contract()).disconnectResponseSchema,
    invalidMessage: INVALID_CONNECTIONS_RESPONSE,
  });
}

/**
 * The consent page the popup opens. The page's origin goes along: the popup must return to it, and
 * the server knows whether it can (a sandbox at one of its own addresses) or must say why not.
 */
export async function fetchPlatformAuthUrl(platform: OAuthPlatform): Promise<string> {
  const origin = encodeURIComponent(window.location.origin);
  const response = await apiRequest(`/${platform}/auth?origin=${origin}`, {
    schema: async () => (await contract()).authUrlResponseSchema,
    invalidMessage: INVALID_CONNECTIONS_RESPONSE,
  });
  return response.data.url;
}

/**
 * Called by the popup's return page: the server exchanges the code and stores the connection. A
 * provider error is sent too (with its state), so the server spends the state and words the error.
 */
export async function completePlatformCallback(
  platform: OAuthPlatform,
  input: OauthCallbackBody,
): Promise<Connection> {
  const response = await apiRequest(`/${platform}/callback`, {
    method: 'POST',
    json: input,
    schema: async () => (await contract()).connectionResponseSchema,
    invalidMessage: INVALID_CONNECTIONS_RESPONSE,
  });
  return response.data;
}

/** phoneNumber → success, message; `data` says where Telegram sent the code. */
export async function sendTelegramCode(phoneNumber: string): Promise<TelegramCodeSent> {
  const response = await apiRequest('/telegram/auth/phone', {
    method: 'POST',
    json: { phoneNumber },
    schema: async () => (await contract()).telegramCodeSentResponseSchema,
    invalidMessage: INVALID_CONNECTIONS_RESPONSE,
  });
  return response.data;
}

export async function verifyTelegram(
  input: { code: string } | { password: string },
): Promise<TelegramVerifyResult> {
  const response = await apiRequest('/telegram/auth/verify', {
    method: 'POST',
    json: input,
    schema: async () => (await contract()).telegramVerifyResponseSchema,
    invalidMessage: INVALID_CONNECTIONS_RESPONSE,
  });
  return response.data;
}
