import { z } from 'zod';
import { generateSummary } from '@/features/summaries/summary-generator';
import { defineJob } from '@/jobs/job-definition';

/** How long one run may take before pg-boss treats it as lost (a killed worker) and retries it. */
export const SUMMARY_JOB_EXPIRE_SECONDS = 10 * 60;
export const SUMMARY_JOB_RETRY_LIMIT = 4;

/**
 * Generates one summary (features/summaries/summary-generator.ts). Sent by POST /summaries. A rate
 * limit is thrown after the summary is marked `rate_limited`, so pg-boss retries with backoff
 * (60 s, doubling); a run lost with its process is retried once it expires. Anything left pending or
 * processing after that is ended by `summary.recover-stale`.
 */
export const generateSummaryJob = defineJob({
  name: 'summary.generate',
  payload: z.object({ summaryId: z.uuid() }),
  retryLimit: SUMMARY_JOB_RETRY_LIMIT,
  retryDelaySeconds: 60,
  expireInSeconds: SUMMARY_JOB_EXPIRE_SECONDS,
  handler: async ({ summaryId }, { db, log, now, connections }) => {
    if (!connections) throw new Error('summary.generate needs the worker’s connection access');
    await generateSummary({ db, access: connections, now, log }, summaryId);
    log.info({ job: 'summary.generate', summaryId }, 'summary generated');
  },
});
