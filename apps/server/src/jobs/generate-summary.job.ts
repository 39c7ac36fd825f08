import { z } from 'zod';
import {
  RATE_LIMIT_RETRIES_MAX,
  failRateLimitedSummary,
  rateLimitRetryAt,
} from '@/features/summaries/rate-limit-retry';
import { recordSummaryJob } from '@/features/summaries/summary-runs.repository';
import {
  SummaryRateLimitedError,
  SummaryRetryableError,
  generateSummary,
  type GenerateOutcome,
} from '@/features/summaries/summary-generator';
import { summariesFinished } from '@/lib/metrics';
import { defineJob, type JobContext } from '@/jobs/job-definition';

/** How long one run may take before pg-boss treats it as lost (a killed worker) and retries it. */
export const SUMMARY_JOB_EXPIRE_SECONDS = 10 * 60;
export const SUMMARY_JOB_RETRY_LIMIT = 4;
/**
 * First retry after 5–10 s, then about twice as long each time (pg-boss backoff): a sandbox or
 * platform that was briefly down, or a run handed back from a dead worker, finishes within seconds.
 */
export const SUMMARY_JOB_RETRY_DELAY_SECONDS = 5;

/**
 * Generates one summary (features/summaries/summary-generator.ts). Sent by POST /summaries, several
 * at once per worker (WORKER_CONCURRENCY). When the platform rate-limits, the summary is marked
 * `rate_limited` and a new job for it is sent to start at the platform's reset
 * (features/summaries/rate-limit-retry.ts: 5 s to 15 min away, at most RATE_LIMIT_RETRIES_MAX times,
 * then `failed`); this run then ends normally. A passing failure (platform unavailable, 5xx) puts
 * the summary back to `pending` and is retried by pg-boss; the last attempt marks it `failed`. A run
 * lost with its process is handed back by the heartbeat sweep (jobs/orphaned-runs.ts), or retried
 * once it expires; anything left after that is ended by `summary.recover-stale`.
 */
export const generateSummaryJob = defineJob({
  name: 'summary.generate',
  payload: z.object({
    summaryId: z.uuid(),
    /** Rate-limited runs before this one. */
    rateLimitRetries: z.number().int().min(0).default(0),
  }),
  retryLimit: SUMMARY_JOB_RETRY_LIMIT,
  retryDelaySeconds: SUMMARY_JOB_RETRY_DELAY_SECONDS,
  expireInSeconds: SUMMARY_JOB_EXPIRE_SECONDS,
  concurrent: true,
  handler: async ({ summaryId, rateLimitRetries }, context, run) => {
    const { db, log, now, connections, summarizer, workerId, shareFetches } = context;
    if (!connections) throw new Error('summary.generate needs the worker’s connection access');
    let outcome: GenerateOutcome;
    try {
      outcome = await generateSummary(
        {
          db,
          access: connections,
          now,
          log,
          ...(summarizer ? { summarizer } : {}),
          ...(shareFetches === undefined ? {} : { shareFetches }),
        },
        summaryId,
        run
          ? { jobId: run.id, workerId: workerId ?? null, finalAttempt: run.finalAttempt }
          : undefined,
      );
    } catch (error) {
      if (error instanceof SummaryRetryableError) {
        log.warn(
          { job: 'summary.generate', summaryId, reason: error.message },
          'summary generation failed for now; the queue retries it',
        );
        throw error;
      }
      // Without a queue to send to, pg-boss's own retry (with backoff) is the fallback.
      if (!(error instanceof SummaryRateLimitedError) || !context.queue) throw error;
      await scheduleAtReset(context, summaryId, rateLimitRetries, error.resetAt, run?.priority);
      return;
    }
    if (outcome === 'completed' || outcome === 'no_data' || outcome === 'failed')
      summariesFinished.inc({ status: outcome });
    logOutcome(context, summaryId, outcome);
  },
});

async function scheduleAtReset(
  { db, log, now, queue }: JobContext,
  summaryId: string,
  rateLimitRetries: number,
  resetAt: Date | undefined,
  priority: number | undefined,
): Promise<void> {
  if (!queue) return;
  if (rateLimitRetries >= RATE_LIMIT_RETRIES_MAX) {
    await failRateLimitedSummary(db, summaryId, now());
    summariesFinished.inc({ status: 'failed' });
    log.warn({ job: 'summary.generate', summaryId }, 'summary still rate-limited; gave up');
    return;
  }
  summariesFinished.inc({ status: 'rate_limited' });
  const startAfter = rateLimitRetryAt(resetAt, now());
  // If this send fails, the error propagates and pg-boss retries this run instead.
  const jobId = await queue.sendJob(
    generateSummaryJob,
    { summaryId, rateLimitRetries: rateLimitRetries + 1 },
    { startAfter, ...(priority ? { priority } : {}) },
  );
  // Deleting the summary cancels the job that will run it, which is now this one.
  if (jobId) await recordSummaryJob(db, summaryId, jobId);
  log.info(
    { job: 'summary.generate', summaryId, startAfter: startAfter.toISOString() },
    'summary rate-limited; retry scheduled at the reset',
  );
}

/** Logged by what happened to the summary, so a failure reads as one. */
function logOutcome({ log }: JobContext, summaryId: string, outcome: GenerateOutcome): void {
  const fields = { job: 'summary.generate', summaryId };
  if (outcome === 'completed') log.info(fields, 'summary generated');
  else if (outcome === 'no_data') log.info(fields, 'summary generated: nothing in the period');
  else if (outcome === 'failed') log.warn(fields, 'summary failed');
  else if (outcome === 'missing') log.info(fields, 'summary deleted; job dropped');
  else log.debug(fields, 'summary already finished; job dropped');
}
