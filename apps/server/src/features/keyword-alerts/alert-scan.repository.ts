import { and, asc, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/database';
import { contentItems, sources, userContent } from '@/db/schema';

/** A user who can see an item: the unit the scanner works through. */
export interface ContentLink {
  userId: string;
  contentItemId: string;
}

export type ScanItem = Pick<
  typeof contentItems.$inferSelect,
  | 'id'
  | 'platform'
  | 'title'
  | 'text'
  | 'url'
  | 'sourceId'
  | 'sourceName'
  | 'sourceType'
  | 'engagement'
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
      sourceId: contentItems.sourceId,
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

/**
 * The names these users gave the items' sources, keyed by `ownSourceKey`: an alert shows its
 * owner's own name for the source, else the platform's name stored on the shared item.
 */
export async function ownSourceNames(
  db: DbOrTx,
  userIds: readonly string[],
  items: readonly Pick<ScanItem, 'sourceId'>[],
): Promise<Map<string, string>> {
  const sourceIds = [...new Set(items.map((i) => i.sourceId))];
  if (userIds.length === 0 || sourceIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: sources.userId,
      platform: sources.platform,
      externalId: sources.externalId,
      name: sources.name,
    })
    .from(sources)
    .where(and(inArray(sources.userId, [...userIds]), inArray(sources.externalId, sourceIds)));
  return new Map(rows.map((r) => [ownSourceKey(r.userId, r.platform, r.externalId), r.name]));
}

export function ownSourceKey(userId: string, platform: string, sourceId: string): string {
  return `${userId}\u0000${platform}\u0000${sourceId}`;
}
