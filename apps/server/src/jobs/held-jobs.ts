import { and, eq, gte, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { jobHolds, workerHeartbeats } from '@/db/schema';
import { findJob } from '@/jobs/registry';

/**
 * What handing a job back needs of the queue. Declared here rather than taken from JobQueue, which
 * records holds through this module: the two would import each other.
 */
export interface HandBackQueue {
  cancel(name: string, ids: readonly string[]): Promise<void>;
  getJobState(name: string, id: string): Promise<string | undefined>;
  sendUnchecked(name: string, payload: unknown): Promise<string | null>;
}

/** Notes that this worker process runs the job now (jobs with `handBackWhenWorkerDies`). */
export async function holdJob(
  db: Db,
  hold: { jobId: string; name: string; workerId: string; data: unknown },
  now: Date,
): Promise<void> {
  await db
    .insert(jobHolds)
    .values({ ...hold, startedAt: now })
    .onConflictDoUpdate({
      target: jobHolds.jobId,
      set: { workerId: hold.workerId, startedAt: now },
    });
}

/** The handler ended (either way): the job is pg-boss's again. */
export async function releaseJob(db: Db, jobId: string, workerId: string): Promise<void> {
  await db.delete(jobHolds).where(and(eq(jobHolds.jobId, jobId), eq(jobHolds.workerId, workerId)));
}

export interface HeldJobSweepDeps {
  db: Db;
  queue: HandBackQueue;
  log: FastifyBaseLogger;
}

/**
 * Hands back the jobs held by worker processes whose heartbeat is older than `staleBefore`: each
 * hold is claimed by deleting it (of several sweepers, one wins), and a job still active is
 * cancelled, its definition's `onHandBack` gives back what the dead run had claimed, and the same
 * payload is queued again to run at once. A job that finished before its process died is left
 * alone: running it again could send twice what it already sent. Answers the jobs handed back.
 */
export async function handBackHeldJobs(
  { db, queue, log }: HeldJobSweepDeps,
  options: { staleBefore: Date; workerId: string },
): Promise<string[]> {
  const held = await db
    .select()
    .from(jobHolds)
    .where(
      and(
        sql`${jobHolds.workerId} <> ${options.workerId}`,
        notExists(
          db
            .select({ id: workerHeartbeats.id })
            .from(workerHeartbeats)
            .where(
              and(
                eq(workerHeartbeats.id, jobHolds.workerId),
                gte(workerHeartbeats.lastSeenAt, options.staleBefore),
              ),
            ),
        ),
      ),
    )
    .limit(200);
  const handedBack: string[] = [];
  for (const hold of held) {
    const [claimed] = await db
      .delete(jobHolds)
      .where(and(eq(jobHolds.jobId, hold.jobId), eq(jobHolds.workerId, hold.workerId)))
      .returning({ jobId: jobHolds.jobId });
    if (!claimed) continue;
    if ((await queue.getJobState(hold.name, hold.jobId)) !== 'active') continue;
    await queue.cancel(hold.name, [hold.jobId]);
    await findJob(hold.name)?.onHandBack?.(db, hold.jobId);
    await queue.sendUnchecked(hold.name, hold.data);
    handedBack.push(hold.jobId);
  }
  if (handedBack.length > 0)
    log.warn({ jobs: handedBack.length }, 'jobs of stopped workers handed back');
  return handedBack;
}
