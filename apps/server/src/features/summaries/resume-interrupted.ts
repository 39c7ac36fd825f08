import type { Db } from '@/db/database';
import {
  findUnfinishedSummaries,
  summariesWithLiveJobs,
} from '@/features/summaries/summaries.repository';
import type { SummaryQueue } from '@/features/summaries/summary-queue';
import { recordSummaryJob } from '@/features/summaries/summary-runs.repository';

const GENERATE_JOB = 'summary.generate';

/**
 * Start-up recovery for the embedded database, which one process owns alone (db/dir-lock.ts). Runs
 * after the dead worker's runs were handed back to pg-boss (jobs/orphaned-runs.ts), for what that
 * cannot reach: an unfinished summary with no queued job (a run recorded by an older release, a
 * send lost with the process) is sent again now, so the user sees it finish right after the
 * restart. A second delivery is harmless: the generator leaves finished summaries alone. On a
 * PostgreSQL server other workers may hold those summaries; there the heartbeat sweep does this.
 */
export async function resumeInterruptedSummaries(db: Db, queue: SummaryQueue): Promise<string[]> {
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
    const jobId = await queue.enqueueSummary(summary.id);
    if (jobId) await recordSummaryJob(db, summary.id, jobId);
    resumed.push(summary.id);
  }
  return resumed;
}
