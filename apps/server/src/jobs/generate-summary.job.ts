import { z } from 'zod';
import {
  RATE_LIMIT_RETRIES_MAX,
  failRateLimitedSummary,
  rateLimitRetryAt,
} from '@/features/summaries/rate-limit-retry';
import { SummaryRateLimitedError, generateSummary } from '@/features/summaries/summary-generator';
import { defineJob } from '@/jobs/job-definition';

/** How long one run may take before pg-boss treats it as lost (a killed worker) and retries it. */
export const SUMMARY_JOB_EXPIRE_SECONDS = 10 * 60;
export const SUMMARY_JOB_RETRY_LIMIT = 4;

/**
 * Generates one summary (features/summaries/summary-generator.ts). Sent by POST /summaries. When the
 * platform rate-limits, the summary is marked `rate_limited` and a new job for it is sent to start
 * at the platform's reset (features/summaries/rate-limit-retry.ts: 5 s to 15 min away, at most
 * RATE_LIMIT_RETRIES_MAX times, then `failed`); this run then ends normally. Other errors are
 * retried by pg-boss with backoff (60 s, doubling); a run lost with its process is retried once it
 * expires. Anything left pending or processing after that is ended by `summary.recover-stale`.
 */
export const generateSummaryJob = defineJob({
  name: 'summary.generate',
  payload: z.object({
    summaryId: z.uuid(),
    /** Rate-limited runs before this one. */
    rateLimitRetries: z.number().int().min(0).default(0),
  }),
  retryLimit: SUMMARY_JOB_RETRY_LIMIT,
  retryDelaySeconds: 60,
  expireInSeconds: SUMMARY_JOB_EXPIRE_SECONDS,
  handler: async (
    { summaryId, rateLimitRetries },
    { db, log, now, connections, queue, summarizer },
  ) => {
    if (!connections) throw new Error('summary.generate needs the worker’s connection access');
    try {
      await generateSummary(
        { db, access: connections, now, log, ...(summarizer ? { summarizer } : {}) },
        summaryId,
      );
    } catch (error) {
      // Without a queue to send to, pg-boss's own retry (with backoff) is the fallback.
      if (!(error instanceof SummaryRateLimitedError) || !queue) throw error;
      if (rateLimitRetries >= RATE_LIMIT_RETRIES_MAX) {
        await failRateLimitedSummary(db, summaryId, now());
        log.warn({ job: 'summary.generate', summaryId }, 'summary still rate-limited; gave up');
        return;
      }
      const startAfter = rateLimitRetryAt(error.resetAt, now());
      // If this send fails, the error propagates and pg-boss retries this run instead.
      await queue.send(
        'summary.generate',
        { summaryId, rateLimitRetries: rateLimitRetries + 1 },
        { startAfter },
      );
      log.info(
        { job: 'summary.generate', summaryId, startAfter: startAfter.toISOString() },
        'summary rate-limited; retry scheduled at the reset',
      );
      return;
    }
    log.info({ job: 'summary.generate', summaryId }, 'summary generated');
  },
});
