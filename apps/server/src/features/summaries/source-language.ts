/**
 * The language a source's content is written in, as far as this server has seen it for one user:
 * the setup form warns, before a summary is asked for, that quotes stay in their own language when
 * no model translates them (docs/decisions/0056).
 */
import type { Platform, SourceLanguage, SummaryLanguage } from '@socialpulse/contract';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { contentItems, summaries, userContent } from '@/db/schema';
import type { ContentItem } from '@/platforms/types';
import { contentLanguage } from '@/summarizer/digest/language';

/** Enough recent Pulse items to tell a language, few enough to read on each form opened. */
const PULSE_ITEMS = 40;

/** The language of fetched items' titles, texts and comments, as the digest tells it. */
export function itemsLanguage(items: readonly ContentItem[]): SummaryLanguage | null {
  return contentLanguage(
    items.flatMap((i) => [i.title ?? '', i.text, ...i.comments.map((c) => c.text)]),
  );
}

/**
 * What the user's own data says of a source's language: the language detected in their newest
 * summary of it that had one, else the recent items fetched for their Pulse from it. Only rows
 * owned by or linked to `userId` are read, so another user's summaries never answer.
 */
export async function sourceLanguage(
  db: DbOrTx,
  userId: string,
  platform: Platform,
  sourceId: string,
): Promise<SourceLanguage> {
  const [summary] = await db
    .select({ language: summaries.contentLanguage })
    .from(summaries)
    .where(
      and(
        eq(summaries.userId, userId),
        eq(summaries.platform, platform),
        eq(summaries.sourceId, sourceId),
        isNotNull(summaries.contentLanguage),
      ),
    )
    .orderBy(desc(summaries.createdAt))
    .limit(1);
  if (summary?.language) return { language: summary.language, basis: 'summaries' };

  const items = await db
    .select({ title: contentItems.title, text: contentItems.text })
    .from(userContent)
    .innerJoin(contentItems, eq(contentItems.id, userContent.contentItemId))
    .where(
      and(
        eq(userContent.userId, userId),
        eq(contentItems.platform, platform),
        eq(contentItems.sourceId, sourceId),
      ),
    )
    .orderBy(desc(contentItems.publishedAt))
    .limit(PULSE_ITEMS);
  const language = contentLanguage(items.flatMap((i) => [i.title ?? '', i.text]));
  return language === null ? { language: null, basis: null } : { language, basis: 'pulse' };
}
