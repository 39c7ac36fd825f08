import { SUMMARY_MESSAGES } from '@socialpulse/contract';
import { z } from 'zod';
import {
  failStaleSummary,
  findStaleSummaries,
  summariesWithLiveJobs,
} from '@/features/summaries/summaries.repository';
import type { Db } from '@/db/database';
import { SUMMARY_JOB_EXPIRE_SECONDS, generateSummaryJob } from '@/jobs/generate-summary.job';
import { defineJob } from '@/jobs/job-definition';

/** A summary untouched this long while pending or processing has outlived any run of its job. */
export const STALE_SUMMARY_MS = (SUMMARY_JOB_EXPIRE_SECONDS + 5 * 60) * 1000;

/**
 * Ends summaries left `pending` or `processing` by a process that died mid-run once pg-boss has no
 * job left for them (queued, waiting for a retry or active): they become `failed` with
 * "Generation was interrupted. Please try again." A summary whose job is still alive is left alone.
 */
export async function recoverStaleSummaries(db: Db, now: Date): Promise<string[]> {
  const before = new Date(now.getTime() - STALE_SUMMARY_MS);
  const stale = await findStaleSummaries(db, before);
  const live = await summariesWithLiveJobs(
    db,
    generateSummaryJob.name,
    stale.map((s) => s.id),
  );
  const failed: string[] = [];
  for (const row of stale) {
    if (live.has(row.id)) continue;
    if (await failStaleSummary(db, row.id, before, SUMMARY_MESSAGES.interrupted, now))
      failed.push(row.id);
  }
  return failed;
}

export const recoverSummariesJob = defineJob({
  name: 'summary.recover-stale',
  payload: z.object({}),
  cron: '*/5 * * * *',
  retryLimit: 1,
  handler: async (_payload, { db, log, now }) => {
    const failed = await recoverStaleSummaries(db, now());
    if (failed.length > 0)
      log.warn({ job: 'summary.recover-stale', summaries: failed }, 'ended interrupted summaries');
  },
});
