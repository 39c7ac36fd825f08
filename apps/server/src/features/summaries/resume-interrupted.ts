import type { Db } from '@/db/database';
import {
  findUnfinishedSummaries,
  summariesWithLiveJobs,
} from '@/features/summaries/summaries.repository';
import type { JobQueue } from '@/jobs/job-queue';

const GENERATE_JOB = 'summary.generate';

/**
 * Start-up recovery for the embedded database, which one process owns alone (db/dir-lock.ts): a
 * `summary.generate` job still marked active there belongs to a process that died mid-run. pg-boss
 * would retry it only once it expires (10 minutes), so every unfinished summary without a queued
 * job is sent again now and the user sees it finish right after the restart. A second delivery is
 * harmless: the generator leaves finished summaries alone. On a PostgreSQL server other workers may
 * be running those jobs, so there the expiry and `summary.recover-stale` do this instead.
 */
export async function resumeInterruptedSummaries(
  db: Db,
  queue: Pick<JobQueue, 'send'>,
): Promise<string[]> {
  const unfinished = await findUnfinishedSummaries(db);
  const queued = await summariesWithLiveJobs(
    db,
    GENERATE_JOB,
    unfinished.map((s) => s.id),
    ['created', 'retry'],
  );
  const resumed: string[] = [];
  for (const summary of unfinished) {
    if (queued.has(summary.id)) continue;
    await queue.send(GENERATE_JOB, { summaryId: summary.id });
    resumed.push(summary.id);
  }
  return resumed;
}
