import { and, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  contentItems,
  highlightFeedback,
  pulses,
  savedHighlights,
  sources,
  userContent,
} from '@/db/schema';

export type PulseRow = typeof pulses.$inferSelect;
export type PulseItemRow = typeof contentItems.$inferSelect;
export type SavedHighlightRow = typeof savedHighlights.$inferSelect;
export type HighlightFeedbackRow = typeof highlightFeedback.$inferSelect;

export async function findPulse(
  db: DbOrTx,
  userId: string,
  day: string,
): Promise<PulseRow | undefined> {
  const [row] = await db
    .select()
    .from(pulses)
    .where(and(eq(pulses.userId, userId), eq(pulses.day, day)))
    .limit(1);
  return row;
}

/** The user's latest builds up to `day` (newest first): what is shown while today's is prepared. */
export async function latestPulses(
  db: DbOrTx,
  userId: string,
  day: string,
  limit: number,
): Promise<PulseRow[]> {
  return db
    .select()
    .from(pulses)
    .where(and(eq(pulses.userId, userId), lte(pulses.day, day)))
    .orderBy(desc(pulses.day))
    .limit(limit);
}

export async function storePulse(
  db: DbOrTx,
  values: { userId: string; day: string; data: unknown; generatedAt: Date },
): Promise<void> {
  await db
    .insert(pulses)
    .values(values)
    .onConflictDoUpdate({
      target: [pulses.userId, pulses.day],
      set: { data: values.data, generatedAt: values.generatedAt },
    });
}

/** Claims the day's Pulse email: true for exactly one caller while it has not been sent. */
export async function claimPulseEmail(
  db: DbOrTx,
  userId: string,
  day: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(pulses)
    .set({ emailedAt: at })
    .where(and(eq(pulses.userId, userId), eq(pulses.day, day), isNull(pulses.emailedAt)))
    .returning({ day: pulses.day });
  return rows.length > 0;
}

/** Hands the claim back after a failed send, so a later build tries again. */
export async function releasePulseEmail(db: DbOrTx, userId: string, day: string): Promise<void> {
  await db
    .update(pulses)
    .set({ emailedAt: null })
    .where(and(eq(pulses.userId, userId), eq(pulses.day, day)));
}

/**
 * The viewer's own row for an item's source, if they have one: items are shared, but the name a
 * user gave a source is theirs, so it is read from `sources` per viewer, never from the item.
 */
function viewersSource(viewerId: AnyPgColumn) {
  return and(
    eq(sources.userId, viewerId),
    eq(sources.platform, contentItems.platform),
    eq(sources.externalId, contentItems.sourceId),
  );
}

/** The item as its viewer sees it: their own name for the source, else the platform's. */
function asSeenBy(row: { item: PulseItemRow; ownName: string | null }): PulseItemRow {
  return row.ownName === null ? row.item : { ...row.item, sourceName: row.ownName };
}

/** The user's items published since `since`, most recent first, at most `limit`. */
export async function itemsOfUserSince(
  db: DbOrTx,
  userId: string,
  since: Date,
  limit: number,
): Promise<PulseItemRow[]> {
  const rows = await db
    .select({ item: contentItems, ownName: sources.name })
    .from(userContent)
    .innerJoin(contentItems, eq(contentItems.id, userContent.contentItemId))
    .leftJoin(sources, viewersSource(userContent.userId))
    .where(and(eq(userContent.userId, userId), gte(contentItems.publishedAt, since)))
    .orderBy(desc(contentItems.publishedAt))
    .limit(limit);
  return rows.map(asSeenBy);
}

/** True when the item came from one of the user's sources: the only items they may act on. */
export async function userSeesItem(db: DbOrTx, userId: string, itemId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userContent.contentItemId })
    .from(userContent)
    .where(and(eq(userContent.userId, userId), eq(userContent.contentItemId, itemId)))
    .limit(1);
  return row !== undefined;
}

export function savedOf(
  db: DbOrTx,
  userId: string,
  itemIds: readonly string[],
): Promise<SavedHighlightRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(savedHighlights)
    .where(
      and(eq(savedHighlights.userId, userId), inArray(savedHighlights.contentItemId, [...itemIds])),
    );
}

export function feedbackOf(
  db: DbOrTx,
  userId: string,
  itemIds: readonly string[],
): Promise<HighlightFeedbackRow[]> {
  if (itemIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(highlightFeedback)
    .where(
      and(
        eq(highlightFeedback.userId, userId),
        inArray(highlightFeedback.contentItemId, [...itemIds]),
      ),
    );
}

export async function saveHighlight(
  db: DbOrTx,
  values: { userId: string; contentItemId: string; note: string | null; savedAt: Date },
): Promise<SavedHighlightRow> {
  const [row] = await db
    .insert(savedHighlights)
    .values(values)
    .onConflictDoUpdate({
      target: [savedHighlights.userId, savedHighlights.contentItemId],
      set: { note: values.note, savedAt: values.savedAt },
    })
    .returning();
  if (!row) throw new Error('upsert into saved_highlights returned no row');
  return row;
}

export async function unsaveHighlight(
  db: DbOrTx,
  userId: string,
  contentItemId: string,
): Promise<void> {
  await db
    .delete(savedHighlights)
    .where(
      and(eq(savedHighlights.userId, userId), eq(savedHighlights.contentItemId, contentItemId)),
    );
}

export async function giveFeedback(
  db: DbOrTx,
  values: { userId: string; contentItemId: string; isHelpful: boolean; givenAt: Date },
): Promise<HighlightFeedbackRow> {
  const [row] = await db
    .insert(highlightFeedback)
    .values(values)
    .onConflictDoUpdate({
      target: [highlightFeedback.userId, highlightFeedback.contentItemId],
      set: { isHelpful: values.isHelpful, givenAt: values.givenAt },
    })
    .returning();
  if (!row) throw new Error('upsert into highlight_feedback returned no row');
  return row;
}

/** The user's saved highlights with their items, newest saved first (only items they still see). */
export async function savedHighlightsOf(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<{ saved: SavedHighlightRow; item: PulseItemRow }[]> {
  const rows = await db
    .select({ saved: savedHighlights, item: contentItems, ownName: sources.name })
    .from(savedHighlights)
    .innerJoin(contentItems, eq(contentItems.id, savedHighlights.contentItemId))
    .innerJoin(
      userContent,
      and(
        eq(userContent.contentItemId, savedHighlights.contentItemId),
        eq(userContent.userId, savedHighlights.userId),
      ),
    )
    .leftJoin(sources, viewersSource(savedHighlights.userId))
    .where(eq(savedHighlights.userId, userId))
    .orderBy(desc(savedHighlights.savedAt), desc(savedHighlights.contentItemId))
    .limit(limit);
  return rows.map((row) => ({ saved: row.saved, item: asSeenBy(row) }));
}
