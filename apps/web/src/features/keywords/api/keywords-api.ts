import type {
  KeywordAlert,
  TrackedKeyword,
  TrackedKeywordInputRaw,
  TrackedKeywordPatch,
} from '@socialpulse/contract';
import { PULSE_LIMITS } from '@socialpulse/contract/constants/pulse';
import { apiRequest } from '@/lib/api-client';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const commonContract = () => import('@socialpulse/contract/common');
const keywordsContract = () => import('@socialpulse/contract/keywords');

export const INVALID_KEYWORDS_RESPONSE = 'Invalid keywords response from API';

const keywordPath = (id: string) => `/keyword-alerts/keywords/${encodeURIComponent(id)}`;

export async function fetchKeywords(): Promise<TrackedKeyword[]> {
  const response = await apiRequest('/keyword-alerts/keywords', {
    schema: async () => (await keywordsContract()).trackedKeywordListResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}

export async function createKeyword(input: TrackedKeywordInputRaw): Promise<TrackedKeyword> {
  const response = await apiRequest('/keyword-alerts/keywords', {
    method: 'POST',
    json: input,
    schema: async () => (await keywordsContract()).trackedKeywordResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}

export async function updateKeyword(
  id: string,
  patch: TrackedKeywordPatch,
): Promise<TrackedKeyword> {
  const response = await apiRequest(keywordPath(id), {
    method: 'PATCH',
    json: patch,
    schema: async () => (await keywordsContract()).trackedKeywordResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}

export async function deleteKeyword(id: string): Promise<void> {
  await apiRequest(keywordPath(id), {
    method: 'DELETE',
    schema: async () => (await commonContract()).okEnvelopeSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
}

export async function toggleKeyword(id: string, isActive: boolean): Promise<TrackedKeyword> {
  const response = await apiRequest(`${keywordPath(id)}/toggle`, {
    method: 'PATCH',
    json: { isActive },
    schema: async () => (await keywordsContract()).trackedKeywordResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}

/** The newest alerts, as many as the Pulse shows. */
export async function fetchAlerts(): Promise<KeywordAlert[]> {
  const response = await apiRequest(`/keyword-alerts/alerts?limit=${PULSE_LIMITS.alerts}`, {
    schema: async () => (await keywordsContract()).keywordAlertListResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}

export async function markAlertRead(id: string): Promise<KeywordAlert> {
  const response = await apiRequest(`/keyword-alerts/alerts/${encodeURIComponent(id)}/read`, {
    method: 'PATCH',
    json: {},
    schema: async () => (await keywordsContract()).keywordAlertResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}
