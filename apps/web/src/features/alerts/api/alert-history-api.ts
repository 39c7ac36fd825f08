import type { KeywordAlertDetail, KeywordAlertPage } from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';
import { INVALID_KEYWORDS_RESPONSE } from '@/features/keywords/api/keywords-api';

// The response schemas (and zod) load with the first request, not with the screen.
const keywordsContract = () => import('@socialpulse/contract/keywords');

/** One page of every alert, newest first; `cursor` is the previous page's `nextCursor`. */
export async function fetchAlertHistory(cursor: string | null): Promise<KeywordAlertPage> {
  const query = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  const response = await apiRequest(`/keyword-alerts/history${query}`, {
    schema: async () => (await keywordsContract()).keywordAlertPageResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}

export async function fetchAlert(id: string): Promise<KeywordAlertDetail> {
  const response = await apiRequest(`/keyword-alerts/alerts/${encodeURIComponent(id)}`, {
    schema: async () => (await keywordsContract()).keywordAlertDetailResponseSchema,
    invalidMessage: INVALID_KEYWORDS_RESPONSE,
  });
  return response.data;
}
