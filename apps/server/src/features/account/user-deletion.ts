import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '@/db/database';
import {
  contentItems,
  highlightFeedback,
  keywordAlerts,
  savedHighlights,
  userContent,
  users,
} from '@/db/schema';
import { forgetLoginCounters } from '@/features/auth/login-throttle';
import { forgetMailCounters } from '@/features/account/mail-throttle';
import { deleteAllSummaries } from '@/features/summaries/summaries.repository';
import type { SummariesService } from '@/features/summaries/summaries.service';

/** Every table whose rows point at a content item, each row belonging to one user. */
const ITEM_REFERENCES = [userContent, keywordAlerts, savedHighlights, highlightFeedback] as const;
// Spelled out: drizzle leaves a one-table statement's columns unqualified, and a bare "id" inside
// the subqueries would be keyword_alerts' own.
const ITEM_ID = sql.raw('"content_items"."id"');

/**
 * Deletes the content items this user's rows point at that no other user's row does. The items are
 * locked first, in a statement of their own, because ingestion may be storing one of them for
 * another user meanwhile (an upsert that locks the item's row, then the link, not in one
 * transaction). A link committed before the delete's fresh snapshot keeps the item. An upsert
 * waiting on the lock finds the row gone and inserts the item anew. A link insert waiting on it
 * fails on the missing item, and that ingestion run fails before it saves its cursor, so the next
 * run stores the item again.
 */
async function deleteItemsOnlyReferencedBy(tx: DbOrTx, userId: string): Promise<number> {
  const theirs = sql.join(
    ITEM_REFERENCES.map(
      (table) => sql`select r.content_item_id from ${table} r where r.user_id = ${userId}`,
    ),
    sql` union `,
  );
  const onlyTheirs = sql`${ITEM_ID} in (${theirs}) and ${sql.join(
    ITEM_REFERENCES.map(
      (table) =>
        sql`not exists (select 1 from ${table} o where o.content_item_id = ${ITEM_ID} and o.user_id <> ${userId})`,
    ),
    sql` and `,
  )}`;
  await tx.select({ id: contentItems.id }).from(contentItems).where(onlyTheirs).for('update');
  const rows = await tx.delete(contentItems).where(onlyTheirs).returning({ id: contentItems.id });
  return rows.length;
}

/**
 * Deletes an account with everything it owns. Every table holding a user's rows references
 * users(id) ON DELETE CASCADE (summaries, connections and their tokens, sources, keywords, alerts,
 * saved highlights, feedback, settings, sessions, Pulses, ingestion state, Telegram logins, OAuth
 * states); invitations it made or used keep no link to it (SET NULL). The summaries' queued jobs
 * are cancelled once the deletion has committed. Content items are shared by every user who
 * follows their source: those that only this user's rows pointed at go too, the others stay.
 */
export class UserDeletion {
  constructor(
    private readonly db: Db,
    private readonly summaries: SummariesService,
  ) {}

  /**
   * `guard` runs first in the deletion's transaction and may refuse it by throwing (the rule that
   * an administrator must remain is checked there, under its lock); nothing is deleted then.
   */
  async delete(userId: string, guard?: (tx: Tx) => Promise<void>): Promise<boolean> {
    const deleted = await this.db.transaction(async (tx) => {
      await guard?.(tx);
      const [user] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!user) return undefined;
      // Login throttling counts by email, outside the user's rows: nothing may keep naming them.
      await forgetLoginCounters(tx, user.email);
      await forgetMailCounters(tx, user.email);
      const summaries = await deleteAllSummaries(tx, userId);
      // Before the user's rows go: they are what says which items were theirs.
      await deleteItemsOnlyReferencedBy(tx, userId);
      const rows = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return rows.length === 1 ? summaries : undefined;
    });
    if (!deleted) return false;
    await this.summaries.cancelJobs(deleted.map((s) => s.jobId));
    return true;
  }
}
