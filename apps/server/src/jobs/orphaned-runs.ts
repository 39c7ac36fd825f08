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
} from '@/features/summaries/summary-runs.repository';
import { generateSummaryJob } from '@/jobs/generate-summary.job';
import type { JobQueue } from '@/jobs/job-queue';

export interface OrphanSweepDeps {
  db: Db;
  queue: Pick<JobQueue, 'fail' | 'getJobState' | 'send'>;
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
    const state = await queue.getJobState(generateSummaryJob.name, run.jobId);
    if (state === 'retry' || state === 'created') {
      handedBack.push(run.id);
      continue;
    }
    // No retry left, or the job is gone: nothing will run the summary again.
    await updateSummary(
      db,
      run.id,
      { status: 'failed', error: SUMMARY_MESSAGES.interrupted },
      now(),
    );
    log.warn(
      { summaryId: run.id, jobId: run.jobId, state },
      'interrupted summary had no retry left',
    );
  }
  if (handedBack.length > 0)
    log.info({ summaries: handedBack }, 'runs of a stopped worker handed back to the queue');
  return handedBack;
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
