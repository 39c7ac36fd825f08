import type { Platform, SourceLanguage } from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

// The response schema (and zod) load with the first request, not with the screen (docs/decisions/0018).
const contract = () => import('@socialpulse/contract/source-language');

export const INVALID_SOURCE_LANGUAGE_RESPONSE = 'Invalid source language response from API';

/** The language the user's own data shows a source's content in (null when nothing tells it). */
export async function fetchSourceLanguage(
  platform: Platform,
  sourceId: string,
): Promise<SourceLanguage> {
  const params = new URLSearchParams({ platform, sourceId });
  const response = await apiRequest(`/summaries/source-language?${params.toString()}`, {
    schema: async () => (await contract()).sourceLanguageResponseSchema,
    invalidMessage: INVALID_SOURCE_LANGUAGE_RESPONSE,
  });
  return response.data;
}
