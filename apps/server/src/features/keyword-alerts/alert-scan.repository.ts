import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/database';
import { contentItems, userContent } from '@/db/schema';

/** A user who can see an item: the unit the scanner works through. */
export interface ContentLink {
  userId: string;
  contentItemId: string;
}

export type ScanItem = Pick<
  typeof contentItems.$inferSelect,
  'id' | 'platform' | 'title' | 'text' | 'url' | 'sourceName' | 'sourceType' | 'engagement'
>;

/**
 * Takes up to `limit` links not yet scanned (oldest first, optionally only for some items) and
 * marks them scanned in the caller's transaction, so a rollback hands them back. SKIP LOCKED lets
 * several workers, and an ingestion batch racing the periodic job, each take different links.
 */
export function claimPendingLinks(
  tx: Tx,
  options: { limit: number; scannedAt: Date; itemIds?: readonly string[] },
): Promise<ContentLink[]> {
  // A locking CTE runs once, so exactly the rows it locked are the ones updated and returned.
  const pending = tx.$with('pending').as(
    tx
      .select({ userId: userContent.userId, itemId: userContent.contentItemId })
      .from(userContent)
      .where(
        and(
          isNull(userContent.scannedAt),
          options.itemIds ? inArray(userContent.contentItemId, [...options.itemIds]) : undefined,
        ),
      )
      .orderBy(asc(userContent.linkedAt))
      .limit(options.limit)
      .for('update', { skipLocked: true }),
  );
  return tx
    .with(pending)
    .update(userContent)
    .set({ scannedAt: options.scannedAt })
    .from(pending)
    .where(
      and(eq(userContent.userId, pending.userId), eq(userContent.contentItemId, pending.itemId)),
    )
    .returning({ userId: userContent.userId, contentItemId: userContent.contentItemId });
}

export function loadScanItems(db: DbOrTx, ids: readonly string[]): Promise<ScanItem[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: contentItems.id,
      platform: contentItems.platform,
      title: contentItems.title,
      text: contentItems.text,
      url: contentItems.url,
      sourceName: contentItems.sourceName,
      sourceType: contentItems.sourceType,
      engagement: contentItems.engagement,
    })
    .from(contentItems)
    .where(inArray(contentItems.id, [...ids]));
}

/** The user's items published since `since`, newest first: what a new keyword is tried on. */
export async function recentItemIdsOfUser(
  db: DbOrTx,
  userId: string,
  since: Date,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: contentItems.id })
    .from(userContent)
    .innerJoin(contentItems, eq(contentItems.id, userContent.contentItemId))
    .where(and(eq(userContent.userId, userId), gte(contentItems.publishedAt, since)))
    .orderBy(desc(contentItems.publishedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
