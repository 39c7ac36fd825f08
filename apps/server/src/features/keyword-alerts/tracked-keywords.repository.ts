import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/database';
import { trackedKeywords, users } from '@/db/schema';

export type TrackedKeywordRow = typeof trackedKeywords.$inferSelect;
export type NewTrackedKeyword = typeof trackedKeywords.$inferInsert;
export type TrackedKeywordChanges = Partial<
  Pick<NewTrackedKeyword, 'keyword' | 'keywordKey' | 'platforms' | 'settings' | 'isActive'>
>;

export function listKeywords(db: DbOrTx, userId: string): Promise<TrackedKeywordRow[]> {
  return db
    .select()
    .from(trackedKeywords)
    .where(eq(trackedKeywords.userId, userId))
    .orderBy(asc(trackedKeywords.createdAt), asc(trackedKeywords.id));
}

/** The user's keyword, optionally locked until the transaction ends (read-modify-write). */
export async function findKeyword(
  db: DbOrTx,
  userId: string,
  id: string,
  lock = false,
): Promise<TrackedKeywordRow | undefined> {
  const query = db
    .select()
    .from(trackedKeywords)
    .where(and(eq(trackedKeywords.id, id), eq(trackedKeywords.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Serialises one user's keyword creations so the count check and the insert cannot interleave.
 * NO KEY UPDATE rather than UPDATE: inserts elsewhere that reference the user (refresh tokens)
 * take KEY SHARE on the same row and must not wait for us.
 */
export async function lockKeywordOwner(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function countKeywords(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trackedKeywords)
    .where(eq(trackedKeywords.userId, userId));
  return row?.n ?? 0;
}

/** Whether the user already tracks this key under another id (`exceptId` is the keyword being edited). */
export async function keywordKeyTaken(
  db: DbOrTx,
  userId: string,
  key: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: trackedKeywords.id })
    .from(trackedKeywords)
    .where(
      and(
        eq(trackedKeywords.userId, userId),
        eq(trackedKeywords.keywordKey, key),
        exceptId ? ne(trackedKeywords.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertKeyword(
  db: DbOrTx,
  values: NewTrackedKeyword,
): Promise<TrackedKeywordRow> {
  const [row] = await db.insert(trackedKeywords).values(values).returning();
  if (!row) throw new Error('insert into tracked_keywords returned no row');
  return row;
}

export async function updateKeyword(
  db: DbOrTx,
  userId: string,
  id: string,
  changes: TrackedKeywordChanges,
): Promise<TrackedKeywordRow | undefined> {
  const [row] = await db
    .update(trackedKeywords)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(trackedKeywords.id, id), eq(trackedKeywords.userId, userId)))
    .returning();
  return row;
}

/** Deletes the user's keyword (its alerts go with it); false when there was none. */
export async function deleteKeyword(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(trackedKeywords)
    .where(and(eq(trackedKeywords.id, id), eq(trackedKeywords.userId, userId)))
    .returning({ id: trackedKeywords.id });
  return rows.length > 0;
}

/** Every active keyword of these users: what the scanner compiles into one matcher. */
export function activeKeywordsOfUsers(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<TrackedKeywordRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(trackedKeywords)
    .where(and(inArray(trackedKeywords.userId, [...userIds]), eq(trackedKeywords.isActive, true)));
}
