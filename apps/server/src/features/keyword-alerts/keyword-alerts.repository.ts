import { and, desc, eq, notExists } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { contentItems, keywordAlerts } from '@/db/schema';

export type KeywordAlertRow = typeof keywordAlerts.$inferSelect;
export type NewKeywordAlert = typeof keywordAlerts.$inferInsert;

/** Rows per INSERT: far below PostgreSQL's 65,535 bound parameters at 11 columns each. */
const INSERT_CHUNK = 500;

export function listAlerts(
  db: DbOrTx,
  userId: string,
  options: { unreadOnly: boolean; limit: number; hideNsfw?: boolean },
): Promise<KeywordAlertRow[]> {
  return db
    .select()
    .from(keywordAlerts)
    .where(
      and(
        eq(keywordAlerts.userId, userId),
        options.unreadOnly ? eq(keywordAlerts.isRead, false) : undefined,
        // Alerts on adult items are kept, only not shown, so switching the setting off brings them back.
        options.hideNsfw
          ? notExists(
              db
                .select({ id: contentItems.id })
                .from(contentItems)
                .where(
                  and(
                    eq(contentItems.id, keywordAlerts.contentItemId),
                    eq(contentItems.nsfw, true),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(keywordAlerts.detectedAt), desc(keywordAlerts.id))
    .limit(options.limit);
}

export async function setAlertRead(
  db: DbOrTx,
  userId: string,
  id: string,
  isRead: boolean,
): Promise<KeywordAlertRow | undefined> {
  const [row] = await db
    .update(keywordAlerts)
    .set({ isRead })
    .where(and(eq(keywordAlerts.id, id), eq(keywordAlerts.userId, userId)))
    .returning();
  return row;
}

/**
 * Inserts alerts, skipping any keyword and item pair that already has one, and answers only the
 * rows that are new (what a notifier should announce).
 */
export async function insertAlerts(
  db: DbOrTx,
  rows: readonly NewKeywordAlert[],
): Promise<{ id: string; userId: string }[]> {
  const created: { id: string; userId: string }[] = [];
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    const inserted = await db
      .insert(keywordAlerts)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoNothing({ target: [keywordAlerts.keywordId, keywordAlerts.contentItemId] })
      .returning({ id: keywordAlerts.id, userId: keywordAlerts.userId });
    created.push(...inserted);
  }
  return created;
}
