import { and, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { jobHolds, workerHeartbeats } from '@/db/schema';
import { JOBS, findJob } from '@/jobs/registry';

/**
 * What handing a job back needs of the queue. Declared here rather than taken from JobQueue, which
 * records holds through this module: the two would import each other.
 */
export interface HandBackQueue {
  cancel(name: string, ids: readonly string[]): Promise<boolean>;
  activeSince(
    name: string,
    seconds: number,
  ): Promise<{ id: string; name: string; data: unknown }[]>;
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
    if (await handBack(db, queue, { id: hold.jobId, name: hold.name, data: hold.data }))
      handedBack.push(hold.jobId);
  }
  if (handedBack.length > 0)
    log.warn({ jobs: handedBack.length }, 'jobs of stopped workers handed back');
  return handedBack;
}

/**
 * Hands back the jobs that a worker fetched but never began: active for more than `staleSeconds`
 * with no hold. A live worker records its hold within milliseconds of the fetch, so such a job was
 * fetched by a process that died before its handler started; pg-boss would run it again only after
 * its expiry and the next maintenance, minutes later. Of several sweepers, the one whose cancel
 * changes the job queues it again. Answers the jobs handed back.
 */
export async function handBackUnheldJobs(
  { db, queue, log }: HeldJobSweepDeps,
  options: { staleSeconds: number },
): Promise<string[]> {
  const handedBack: string[] = [];
  for (const job of JOBS.filter((j) => j.handBackWhenWorkerDies)) {
    const active = await queue.activeSince(job.name, options.staleSeconds);
    if (active.length === 0) continue;
    const held = new Set(
      (
        await db
          .select({ jobId: jobHolds.jobId })
          .from(jobHolds)
          .where(
            inArray(
              jobHolds.jobId,
              active.map((a) => a.id),
            ),
          )
      ).map((h) => h.jobId),
    );
    for (const stray of active.filter((a) => !held.has(a.id)))
      if (await handBack(db, queue, stray)) handedBack.push(stray.id);
  }
  if (handedBack.length > 0)
    log.warn({ jobs: handedBack.length }, 'jobs fetched by stopped workers handed back');
  return handedBack;
}

/** Cancels an active job and queues its payload again; false when another sweeper got there first. */
async function handBack(
  db: Db,
  queue: HandBackQueue,
  job: { id: string; name: string; data: unknown },
): Promise<boolean> {
  if (!(await queue.cancel(job.name, [job.id]))) return false;
  await findJob(job.name)?.onHandBack?.(db, job.id);
  await queue.sendUnchecked(job.name, job.data);
  return true;
}
