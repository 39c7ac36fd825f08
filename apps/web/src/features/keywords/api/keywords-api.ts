import {
  keywordAlertListResponseSchema,
  keywordAlertResponseSchema,
  okEnvelopeSchema,
  PULSE_LIMITS,
  trackedKeywordListResponseSchema,
  trackedKeywordResponseSchema,
  type KeywordAlert,
  type TrackedKeyword,
  type TrackedKeywordInputRaw,
  type TrackedKeywordPatch,
} from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

export const INVALID_KEYWORDS_RESPONSE = 'Invalid keywords response from API';

const keywordPath = (id: string) => `/keyword-alerts/keywords/${encodeURIComponent(id)}`;

export async function fetchKeywords(): Promise<TrackedKeyword[]> {
  const response = await apiRequest('/keyword-alerts/keywords', {
    schema: trackedKeywordListResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}

export async function createKeyword(input: TrackedKeywordInputRaw): Promise<TrackedKeyword> {
  const response = await apiRequest('/keyword-alerts/keywords', {
    method: 'POST',
    json: input,
    schema: trackedKeywordResponseSchema,
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
    schema: trackedKeywordResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}

export async function deleteKeyword(id: string): Promise<void> {
  await apiRequest(keywordPath(id), {
    method: 'DELETE',
    schema: okEnvelopeSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
}

export async function toggleKeyword(id: string, isActive: boolean): Promise<TrackedKeyword> {
  const response = await apiRequest(`${keywordPath(id)}/toggle`, {
    method: 'PATCH',
    json: { isActive },
    schema: trackedKeywordResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}

/** The newest alerts, as many as the Pulse shows. */
export async function fetchAlerts(): Promise<KeywordAlert[]> {
  const response = await apiRequest(`/keyword-alerts/alerts?limit=${PULSE_LIMITS.alerts}`, {
    schema: keywordAlertListResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}

export async function markAlertRead(id: string): Promise<KeywordAlert> {
  const response = await apiRequest(`/keyword-alerts/alerts/${encodeURIComponent(id)}/read`, {
    method: 'PATCH',
    json: {},
    schema: keywordAlertResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}
