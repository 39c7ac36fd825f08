import type { Platform } from '@socialpulse/contract';
import type { IngestSource } from '@/features/ingest/source-selection';
import { humanSourceTitle } from '@/summarizer/digest/source-title';

/**
 * The source name stored on shared `content_items` rows: only what the platform said (the title
 * the fetch answered, or the name in the platform's own listing), never the name a user typed
 * when following the source. Every user who follows the source reads these rows, so a typed name
 * there would let one user rename another's source ("SECURITY NOTICE …"). Without a platform name
 * the row says what the source is ("r/space", "X list"); each viewer still sees their own name
 * for the sources they follow (`sources.name`, joined where items are read).
 */
export function platformSourceName(
  platform: Platform,
  source: Pick<IngestSource, 'id' | 'platformName'>,
  fetchedTitle: string | undefined,
): string {
  const given = fetchedTitle?.trim() || source.platformName?.trim();
  return humanSourceTitle(platform, source.id, given, 'en');
}
