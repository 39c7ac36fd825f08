import type { Platform } from '@socialpulse/contract';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '@/db/database';
import {
  contentItems,
  userContent,
  type ContentEngagement,
  type ContentSourceType,
} from '@/db/schema';

export type ContentItemRow = typeof contentItems.$inferSelect;

export interface SeedItem {
  text: string;
  platform?: Platform;
  sourceId?: string;
  title?: string | null;
  sourceType?: ContentSourceType;
  sourceName?: string;
  publishedAt?: Date;
  engagement?: ContentEngagement;
  nsfw?: boolean;
}

/**
 * Stores one content item, as ingestion will, and links it to the users whose sources it came
 * from (not yet scanned). Each call is a new upstream item (fresh external id).
 */
export async function seedItem(
  db: DbOrTx,
  item: SeedItem,
  viewers: readonly string[],
): Promise<ContentItemRow> {
  const externalId = randomBytes(8).toString('hex');
  const platform = item.platform ?? 'reddit';
  const [row] = await db
    .insert(contentItems)
    .values({
      platform,
      externalId,
      sourceId: item.sourceId ?? 'src-1',
      sourceName: item.sourceName ?? 'r/programming',
      sourceType: item.sourceType ?? 'post',
      url: `https://example.com/${platform}/${externalId}`,
      title: item.title ?? null,
      text: item.text,
      author: 'someone',
      publishedAt: item.publishedAt ?? new Date(),
      engagement: item.engagement ?? { views: 120, likes: 7, comments: 3 },
      nsfw: item.nsfw ?? false,
    })
    .returning();
  if (!row) throw new Error('insert into content_items returned no row');
  if (viewers.length > 0) {
    await db
      .insert(userContent)
      .values(viewers.map((userId) => ({ userId, contentItemId: row.id })));
  }
  return row;
}
