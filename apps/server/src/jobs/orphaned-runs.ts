import { SUMMARY_MESSAGES } from '@socialpulse/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { updateSummary } from '@/features/summaries/summaries.repository';
import {
  claimOrphanedRun,
  claimUnsentSummary,
  findOrphanedRuns,
  findUnsentSummaries,
  findUnstartedRuns,
  replaceSummaryJob,
} from '@/features/summaries/summary-runs.repository';
import { generateSummaryJob } from '@/jobs/generate-summary.job';
import type { JobQueue } from '@/jobs/job-queue';

export interface OrphanSweepDeps {
  db: Db;
  queue: Pick<JobQueue, 'fail' | 'getJobState' | 'send' | 'activeSince' | 'cancel'>;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * Hands the runs of dead worker processes back to pg-boss. A `processing` summary whose worker's
 * heartbeat is older than `staleBefore` is claimed with a conditional update (of several sweepers,
 * only one wins the row), then its job is failed the way its worker would have failed it: pg-boss
 * retries it after the short first retry delay, on whichever worker polls first. A job that had no
 * retry left ends the summary as interrupted. Answers the summaries handed back.
 */
export async function handBackOrphanedRuns(
  { db, queue, log, now }: OrphanSweepDeps,
  options: { staleBefore: Date; workerId: string },
): Promise<string[]> {
  const orphans = await findOrphanedRuns(db, options.staleBefore, options.workerId);
  const handedBack: string[] = [];
  for (const run of orphans) {
    if (!(await claimOrphanedRun(db, run, now()))) continue;
    await queue.fail(generateSummaryJob.name, run.jobId, `worker ${run.workerId} stopped`);
    if (await retriedOrEnded({ db, queue, log, now }, run)) handedBack.push(run.id);
  }
  if (handedBack.length > 0)
    log.info({ summaries: handedBack }, 'runs of a stopped worker handed back to the queue');
  return handedBack;
}

/**
 * Hands back summaries whose job a worker fetched but never began: the job has been active for
 * more than `staleSeconds` while the summary is still `pending` (a run marks it `processing` within
 * milliseconds of starting). Its process died between pg-boss's fetch and the handler, and the job
 * would wait for its expiry (10 minutes). Of several sweepers, the one whose cancel changes the job
 * queues the same payload again under a new id, recorded on the summary first so deleting it
 * cancels the new job. Answers the summaries handed back.
 */
export async function handBackUnstartedSummaries(
  { db, queue, log }: OrphanSweepDeps,
  options: { staleSeconds: number },
): Promise<string[]> {
  const active = await queue.activeSince(generateSummaryJob.name, options.staleSeconds);
  if (active.length === 0) return [];
  const handedBack: string[] = [];
  for (const run of await findUnstartedRuns(
    db,
    active.map((a) => a.id),
  )) {
    if (!(await queue.cancel(generateSummaryJob.name, [run.jobId]))) continue;
    const jobId = randomUUID();
    if (!(await replaceSummaryJob(db, run, jobId))) continue;
    const payload = active.find((a) => a.id === run.jobId)?.data;
    await queue.send(
      generateSummaryJob.name,
      generateSummaryJob.payload.parse(payload ?? { summaryId: run.id }),
      { id: jobId },
    );
    handedBack.push(run.id);
  }
  if (handedBack.length > 0)
    log.info({ summaries: handedBack }, 'summaries fetched by a stopped worker handed back');
  return handedBack;
}

/**
 * After a run's job was failed on its dead worker's behalf: true when pg-boss will run it again;
 * otherwise (no retry left, or the job is gone) the summary is ended as interrupted.
 */
async function retriedOrEnded(
  { db, queue, log, now }: OrphanSweepDeps,
  run: { id: string; jobId: string },
): Promise<boolean> {
  const state = await queue.getJobState(generateSummaryJob.name, run.jobId);
  if (state === 'retry' || state === 'created') return true;
  await updateSummary(db, run.id, { status: 'failed', error: SUMMARY_MESSAGES.interrupted }, now());
  log.warn({ summaryId: run.id, jobId: run.jobId, state }, 'interrupted summary had no retry left');
  return false;
}

/**
 * Sends the job of summaries an API process stored but died before queueing (killed between the
 * two writes): without this they would wait `pending` until the stale-summary recovery fails them.
 * The job id is recorded before the job is sent, with a conditional update, so of several sweepers
 * only one sends. Answers the summaries sent.
 */
export async function sendUnsentSummaries(
  { db, queue, log }: OrphanSweepDeps,
  options: { createdBefore: Date },
): Promise<string[]> {
  const sent: string[] = [];
  for (const id of await findUnsentSummaries(db, options.createdBefore)) {
    const jobId = randomUUID();
    if (!(await claimUnsentSummary(db, id, jobId))) continue;
    await queue.send(generateSummaryJob.name, { summaryId: id }, { id: jobId });
    sent.push(id);
  }
  if (sent.length > 0) log.info({ summaries: sent }, 'summaries stored without a job were sent');
  return sent;
}
