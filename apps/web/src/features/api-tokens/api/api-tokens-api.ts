import type {
  AdminApiToken,
  ApiToken,
  ApiTokenInput,
  CreatedApiToken,
} from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const commonContract = () => import('@socialpulse/contract/common');
const tokensContract = () => import('@socialpulse/contract/api-tokens');

export const INVALID_API_TOKENS_RESPONSE = 'Invalid API tokens response from API';

export async function fetchApiTokens(): Promise<ApiToken[]> {
  const response = await apiRequest('/tokens', {
    schema: async () => (await tokensContract()).apiTokensResponseSchema,
    invalidMessage: INVALID_API_TOKENS_RESPONSE,
  });
  return response.data;
}

/** A new token; the answer is the only place its secret ever appears. */
export async function createApiToken(input: ApiTokenInput): Promise<CreatedApiToken> {
  const response = await apiRequest('/tokens', {
    method: 'POST',
    json: input,
    schema: async () => (await tokensContract()).createdApiTokenResponseSchema,
    invalidMessage: INVALID_API_TOKENS_RESPONSE,
  });
  return response.data;
}

export async function revokeApiToken(id: string): Promise<void> {
  await apiRequest(`/tokens/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: async () => (await commonContract()).okEnvelopeSchema,
    invalidMessage: INVALID_API_TOKENS_RESPONSE,
  });
}

export async function fetchAllApiTokens(): Promise<AdminApiToken[]> {
  const response = await apiRequest('/admin/tokens', {
    schema: async () => (await tokensContract()).adminApiTokensResponseSchema,
    invalidMessage: INVALID_API_TOKENS_RESPONSE,
  });
  return response.data;
}

export async function revokeAnyApiToken(id: string): Promise<void> {
  await apiRequest(`/admin/tokens/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: async () => (await commonContract()).okEnvelopeSchema,
    invalidMessage: INVALID_API_TOKENS_RESPONSE,
  });
}
