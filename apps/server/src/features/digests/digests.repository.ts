import { and, asc, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { digestFeedTokens, digestRuns, digestSubscriptions } from '@/db/schema';

export type DigestRow = typeof digestSubscriptions.$inferSelect;
export type NewDigest = typeof digestSubscriptions.$inferInsert;
export type DigestRunRow = typeof digestRuns.$inferSelect;

export async function listDigests(db: DbOrTx, userId: string): Promise<DigestRow[]> {
  return db
    .select()
    .from(digestSubscriptions)
    .where(eq(digestSubscriptions.userId, userId))
    .orderBy(asc(digestSubscriptions.createdAt), asc(digestSubscriptions.id));
}

export async function countDigests(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(digestSubscriptions)
    .where(eq(digestSubscriptions.userId, userId));
  return Number(row?.count ?? 0);
}

export async function findDigest(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<DigestRow | undefined> {
  const [row] = await db
    .select()
    .from(digestSubscriptions)
    .where(and(eq(digestSubscriptions.id, id), eq(digestSubscriptions.userId, userId)))
    .limit(1);
  return row;
}

/** Unscoped: only for a caller who proved the id another way (a signed unsubscribe link). */
export async function findDigestById(db: DbOrTx, id: string): Promise<DigestRow | undefined> {
  const [row] = await db
    .select()
    .from(digestSubscriptions)
    .where(eq(digestSubscriptions.id, id))
    .limit(1);
  return row;
}

export async function insertDigest(db: DbOrTx, values: NewDigest): Promise<DigestRow> {
  const [row] = await db.insert(digestSubscriptions).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateDigest(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<NewDigest>,
): Promise<DigestRow | undefined> {
  const [row] = await db
    .update(digestSubscriptions)
    .set(values)
    .where(and(eq(digestSubscriptions.id, id), eq(digestSubscriptions.userId, userId)))
    .returning();
  return row;
}

export async function deleteDigest(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(digestSubscriptions)
    .where(and(eq(digestSubscriptions.id, id), eq(digestSubscriptions.userId, userId)))
    .returning({ id: digestSubscriptions.id });
  return rows.length > 0;
}

/** Subscriptions whose next run has come, oldest due first. */
export async function findDueDigests(db: DbOrTx, now: Date, limit: number): Promise<DigestRow[]> {
  return db
    .select()
    .from(digestSubscriptions)
    .where(
      and(
        eq(digestSubscriptions.paused, false),
        isNotNull(digestSubscriptions.nextRunAt),
        lte(digestSubscriptions.nextRunAt, now),
      ),
    )
    .orderBy(asc(digestSubscriptions.nextRunAt))
    .limit(limit);
}

/**
 * Moves a subscription past a run, only if nobody else did: the row must still say `expectedNext`.
 * Of several workers claiming the same slot, one changes the row; the others get false.
 */
export async function advanceDigest(
  db: DbOrTx,
  row: Pick<DigestRow, 'id' | 'nextRunAt'>,
  values: { nextRunAt: Date; lastWindowEnd: Date },
  now: Date,
): Promise<boolean> {
  if (!row.nextRunAt) return false;
  const rows = await db
    .update(digestSubscriptions)
    .set({ ...values, updatedAt: now })
    .where(
      and(
        eq(digestSubscriptions.id, row.id),
        eq(digestSubscriptions.paused, false),
        eq(digestSubscriptions.nextRunAt, row.nextRunAt),
      ),
    )
    .returning({ id: digestSubscriptions.id });
  return rows.length > 0;
}

/** Stores a run unless one for the same subscription and window end exists (answers undefined). */
export async function insertRun(
  db: DbOrTx,
  values: typeof digestRuns.$inferInsert,
): Promise<DigestRunRow | undefined> {
  const [row] = await db
    .insert(digestRuns)
    .values(values)
    .onConflictDoNothing({ target: [digestRuns.subscriptionId, digestRuns.windowEnd] })
    .returning();
  return row;
}

export async function findRun(db: DbOrTx, id: string): Promise<DigestRunRow | undefined> {
  const [row] = await db.select().from(digestRuns).where(eq(digestRuns.id, id)).limit(1);
  return row;
}

export async function listRuns(
  db: DbOrTx,
  userId: string,
  subscriptionId: string,
  limit = 50,
): Promise<DigestRunRow[]> {
  return db
    .select()
    .from(digestRuns)
    .where(and(eq(digestRuns.userId, userId), eq(digestRuns.subscriptionId, subscriptionId)))
    .orderBy(desc(digestRuns.windowEnd))
    .limit(limit);
}

/** The user's newest delivered runs of digests that publish to the feed. */
export async function listFeedRuns(
  db: DbOrTx,
  userId: string,
  limit: number,
): Promise<(DigestRunRow & { digestName: string })[]> {
  const rows = await db
    .select({ run: digestRuns, digestName: digestSubscriptions.name })
    .from(digestRuns)
    .innerJoin(digestSubscriptions, eq(digestSubscriptions.id, digestRuns.subscriptionId))
    .where(
      and(
        eq(digestRuns.userId, userId),
        eq(digestRuns.status, 'completed'),
        sql`(${digestSubscriptions.channels}->>'feed')::boolean`,
      ),
    )
    .orderBy(desc(digestRuns.windowEnd), desc(digestRuns.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.run, digestName: r.digestName }));
}

/** Pending runs created before `before`: their delivery job may have been lost with a process. */
/**
 * Pending runs created before `before`, `limit` at a time in id order after `afterId`: the sweep
 * pages through all of them, however many a large slot left waiting on their summaries.
 */
export async function findPendingRuns(
  db: DbOrTx,
  before: Date,
  limit: number,
  afterId?: string,
): Promise<string[]> {
  const rows = await db
    .select({ id: digestRuns.id })
    .from(digestRuns)
    .where(
      and(
        eq(digestRuns.status, 'pending'),
        lte(digestRuns.createdAt, before),
        afterId ? gt(digestRuns.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(digestRuns.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims the run's email for one sender; false when it was claimed already. `jobId` names the
 * delivery job that claimed it, so the claim can be given back if that job's worker dies.
 */
export async function claimRunEmail(
  db: DbOrTx,
  runId: string,
  now: Date,
  jobId: string | null = null,
): Promise<boolean> {
  const rows = await db
    .update(digestRuns)
    .set({ emailedAt: now, emailJobId: jobId })
    .where(and(eq(digestRuns.id, runId), sql`${digestRuns.emailedAt} is null`))
    .returning({ id: digestRuns.id });
  return rows.length > 0;
}

/** Gives the claim back after a failed send, so a retry sends it. */
export async function releaseRunEmail(db: DbOrTx, runId: string): Promise<void> {
  await db
    .update(digestRuns)
    .set({ emailedAt: null, emailJobId: null })
    .where(eq(digestRuns.id, runId));
}

/**
 * Gives back the email claim of a run not yet delivered whose delivery job died with its worker:
 * the send may not have happened. Answers whether a claim was given back.
 */
export async function releaseEmailOfJob(db: DbOrTx, jobId: string): Promise<boolean> {
  const rows = await db
    .update(digestRuns)
    .set({ emailedAt: null, emailJobId: null })
    .where(and(eq(digestRuns.emailJobId, jobId), eq(digestRuns.status, 'pending')))
    .returning({ id: digestRuns.id });
  return rows.length > 0;
}

/** Stamps when the run's webhook message was first queued; false when it was stamped already. */
export async function claimRunWebhook(db: DbOrTx, runId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(digestRuns)
    .set({ webhookQueuedAt: now })
    .where(and(eq(digestRuns.id, runId), sql`${digestRuns.webhookQueuedAt} is null`))
    .returning({ id: digestRuns.id });
  return rows.length > 0;
}

export async function finishRun(
  db: DbOrTx,
  runId: string,
  status: 'completed' | 'failed',
  now: Date,
): Promise<void> {
  await db
    .update(digestRuns)
    .set({ status, deliveredAt: now })
    .where(and(eq(digestRuns.id, runId), eq(digestRuns.status, 'pending')));
}

export async function findFeedToken(
  db: DbOrTx,
  userId: string,
): Promise<typeof digestFeedTokens.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(digestFeedTokens)
    .where(eq(digestFeedTokens.userId, userId))
    .limit(1);
  return row;
}

export async function userOfFeedToken(db: DbOrTx, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: digestFeedTokens.userId })
    .from(digestFeedTokens)
    .where(eq(digestFeedTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.userId;
}

/** Replaces the user's feed token (the old address stops working at once). */
export async function storeFeedToken(
  db: DbOrTx,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await db
    .insert(digestFeedTokens)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: digestFeedTokens.userId, set: { tokenHash, createdAt: now } });
}

export async function deleteFeedToken(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .delete(digestFeedTokens)
    .where(eq(digestFeedTokens.userId, userId))
    .returning({ userId: digestFeedTokens.userId });
  return rows.length > 0;
}
