import type { Platform } from '@socialpulse/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import {
  connections,
  contentItems,
  ingestCursors,
  ingestRuns,
  sources,
  userContent,
} from '@/db/schema';

export type IngestCursorRow = typeof ingestCursors.$inferSelect;
export type IngestRunRow = typeof ingestRuns.$inferSelect;
export type NewContentItem = typeof contentItems.$inferInsert;

/** Rows per INSERT: far below PostgreSQL's bound-parameter limit at 13 columns each. */
const UPSERT_CHUNK = 200;

export function cursorsOfUser(db: DbOrTx, userId: string): Promise<IngestCursorRow[]> {
  return db.select().from(ingestCursors).where(eq(ingestCursors.userId, userId));
}

export function runsOfUser(db: DbOrTx, userId: string): Promise<IngestRunRow[]> {
  return db.select().from(ingestRuns).where(eq(ingestRuns.userId, userId));
}

/** Sources the user picked to summarize (remembered in `sources`), oldest first. */
export function rememberedSources(db: DbOrTx, userId: string, platform: Platform) {
  return db
    .select({ externalId: sources.externalId, name: sources.name, type: sources.type })
    .from(sources)
    .where(
      and(eq(sources.userId, userId), eq(sources.platform, platform), eq(sources.followed, true)),
    )
    .orderBy(desc(sources.updatedAt), sources.createdAt);
}

/** Users with at least one connected (not expired) account: whom the schedules fan out to. */
export async function usersWithConnections(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: connections.userId })
    .from(connections)
    .where(eq(connections.status, 'connected'));
  return rows.map((r) => r.userId);
}

/**
 * Stores items (new ones inserted, known ones get fresh engagement, text and source name) and
 * links them to the user. Answers the ids of all stored items and of the links that are new.
 */
export async function storeItems(
  db: DbOrTx,
  userId: string,
  items: readonly NewContentItem[],
): Promise<{ itemIds: string[]; newLinks: number }> {
  const itemIds: string[] = [];
  let newLinks = 0;
  for (let i = 0; i < items.length; i += UPSERT_CHUNK) {
    const chunk = items.slice(i, i + UPSERT_CHUNK);
    const stored = await db
      .insert(contentItems)
      .values(chunk)
      .onConflictDoUpdate({
        target: [contentItems.platform, contentItems.externalId],
        set: {
          engagement: sql`excluded.engagement`,
          title: sql`excluded.title`,
          text: sql`excluded.text`,
          sourceName: sql`excluded.source_name`,
          fetchedAt: sql`excluded.fetched_at`,
          // A post can be marked NSFW (or its subreddit) after it was first stored.
          nsfw: sql`excluded.nsfw`,
        },
      })
      .returning({ id: contentItems.id });
    const ids = stored.map((r) => r.id);
    itemIds.push(...ids);
    if (ids.length === 0) continue;
    const linked = await db
      .insert(userContent)
      .values(ids.map((contentItemId) => ({ userId, contentItemId })))
      .onConflictDoNothing()
      .returning({ id: userContent.contentItemId });
    newLinks += linked.length;
  }
  return { itemIds, newLinks };
}

export async function saveCursor(
  db: DbOrTx,
  values: typeof ingestCursors.$inferInsert,
): Promise<void> {
  await db
    .insert(ingestCursors)
    .values(values)
    .onConflictDoUpdate({
      target: [ingestCursors.userId, ingestCursors.platform, ingestCursors.sourceId],
      set: {
        sourceName: values.sourceName,
        // A run that found nothing newer keeps the watermark it had.
        watermark: sql`greatest(${ingestCursors.watermark}, excluded.watermark)`,
        lastFetchedAt: values.lastFetchedAt,
        lastError: values.lastError ?? null,
      },
    });
}

export async function saveRun(db: DbOrTx, values: typeof ingestRuns.$inferInsert): Promise<void> {
  await db
    .insert(ingestRuns)
    .values(values)
    .onConflictDoUpdate({
      target: [ingestRuns.userId, ingestRuns.platform],
      set: {
        lastRunAt: values.lastRunAt,
        rateLimitedUntil: values.rateLimitedUntil ?? null,
        lastError: values.lastError ?? null,
      },
    });
}
