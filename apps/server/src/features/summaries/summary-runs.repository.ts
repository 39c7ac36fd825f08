import { and, eq, gte, inArray, isNotNull, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { summaries, workerHeartbeats } from '@/db/schema';

/** Statuses that still hold a place in the queue: counted against the per-user cap and for priority. */
export const WAITING_STATUSES = ['pending', 'processing', 'rate_limited'] as const;

/** How many of the user's summaries are waiting for, or in, a run. */
export async function countWaitingSummaries(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(summaries)
    .where(and(eq(summaries.userId, userId), inArray(summaries.status, [...WAITING_STATUSES])));
  return Number(row?.count ?? 0);
}

/** Remembers which queued job will run the summary, so deleting it can cancel that job. */
/** False when the summary is gone meanwhile (deleted with its account): its job must not run. */
export async function recordSummaryJob(db: DbOrTx, id: string, jobId: string): Promise<boolean> {
  const rows = await db
    .update(summaries)
    .set({ jobId })
    .where(eq(summaries.id, id))
    .returning({ id: summaries.id });
  return rows.length > 0;
}

export interface OrphanedRun {
  id: string;
  jobId: string;
  workerId: string;
}

/**
 * `processing` summaries whose worker has not touched its heartbeat since `staleBefore` (or never
 * had one): that process is gone, and its pg-boss job would wait for its expiry to be retried.
 */
export async function findOrphanedRuns(
  db: DbOrTx,
  staleBefore: Date,
  exceptWorkerId: string,
  limit = 200,
): Promise<OrphanedRun[]> {
  const rows = await db
    .select({ id: summaries.id, jobId: summaries.jobId, workerId: summaries.workerId })
    .from(summaries)
    .where(
      and(
        eq(summaries.status, 'processing'),
        isNotNull(summaries.jobId),
        isNotNull(summaries.workerId),
        sql`${summaries.workerId} <> ${exceptWorkerId}`,
        notExists(
          db
            .select({ id: workerHeartbeats.id })
            .from(workerHeartbeats)
            .where(
              and(
                eq(workerHeartbeats.id, summaries.workerId),
                gte(workerHeartbeats.lastSeenAt, staleBefore),
              ),
            ),
        ),
      ),
    )
    .limit(limit);
  return rows.filter((r): r is OrphanedRun => r.jobId !== null && r.workerId !== null);
}

/** `pending` summaries whose recorded job is one of `jobIds` (jobs a worker fetched). */
export async function findUnstartedRuns(
  db: DbOrTx,
  jobIds: readonly string[],
): Promise<{ id: string; jobId: string }[]> {
  if (jobIds.length === 0) return [];
  const rows = await db
    .select({ id: summaries.id, jobId: summaries.jobId })
    .from(summaries)
    .where(and(eq(summaries.status, 'pending'), inArray(summaries.jobId, [...jobIds])));
  return rows.filter((r): r is { id: string; jobId: string } => r.jobId !== null);
}

/** Moves a `pending` summary from `run.jobId` to `jobId`; false when it changed meanwhile. */
export async function replaceSummaryJob(
  db: DbOrTx,
  run: { id: string; jobId: string },
  jobId: string,
): Promise<boolean> {
  const rows = await db
    .update(summaries)
    .set({ jobId })
    .where(
      and(
        eq(summaries.id, run.id),
        eq(summaries.status, 'pending'),
        eq(summaries.jobId, run.jobId),
      ),
    )
    .returning({ id: summaries.id });
  return rows.length > 0;
}

/**
 * Claims an orphaned run for one sweeper: only the first of several concurrent sweepers changes the
 * row (it is still `processing` under the dead worker), so only that one hands the job back.
 */
export async function claimOrphanedRun(db: DbOrTx, run: OrphanedRun, now: Date): Promise<boolean> {
  const claimed = await db
    .update(summaries)
    .set({ status: 'pending', workerId: null, updatedAt: now })
    .where(
      and(
        eq(summaries.id, run.id),
        eq(summaries.status, 'processing'),
        eq(summaries.workerId, run.workerId),
        eq(summaries.jobId, run.jobId),
      ),
    )
    .returning({ id: summaries.id });
  return claimed.length > 0;
}

/**
 * `pending` summaries created before `createdBefore` that never got a job: the API process that
 * created them died between storing the row and sending its job.
 */
export async function findUnsentSummaries(
  db: DbOrTx,
  createdBefore: Date,
  limit = 200,
): Promise<string[]> {
  const rows = await db
    .select({ id: summaries.id })
    .from(summaries)
    .where(
      and(
        eq(summaries.status, 'pending'),
        isNull(summaries.jobId),
        lt(summaries.createdAt, createdBefore),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Records `jobId` on an unsent summary; of several sweepers, only the first changes the row. */
export async function claimUnsentSummary(db: DbOrTx, id: string, jobId: string): Promise<boolean> {
  const claimed = await db
    .update(summaries)
    .set({ jobId })
    .where(and(eq(summaries.id, id), eq(summaries.status, 'pending'), isNull(summaries.jobId)))
    .returning({ id: summaries.id });
  return claimed.length > 0;
}
