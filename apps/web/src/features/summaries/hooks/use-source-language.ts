import type { Platform } from '@socialpulse/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchSourceLanguage } from '@/features/summaries/api/source-language-api';

export const sourceLanguageQueryKey = (platform: Platform, sourceId: string) =>
  ['summaries', 'source-language', platform, sourceId] as const;

/**
 * The language a source is written in (the form asks only when no language model translates).
 * Asked again each time the form opens: a summary completed since may have told it.
 */
export function useSourceLanguage(platform: Platform, sourceId: string) {
  return useQuery({
    queryKey: sourceLanguageQueryKey(platform, sourceId),
    queryFn: () => fetchSourceLanguage(platform, sourceId),
  });
}
