import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '@/db/database';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import type { EmailNotifier } from '@/features/email/email-notifier';
import type { SummaryStrategy } from '@/features/summaries/summary-strategy';
import type { JobQueue } from '@/jobs/job-queue';
import type { MatcherCache } from '@/matcher/matcher-cache';

/** What every handler may use. Handlers get dependencies from here, never from module state. */
export interface JobContext {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  /**
   * The worker's keyword matcher, kept between runs so the automaton is rebuilt only when keywords
   * change. Optional: a handler without one builds a fresh matcher per run (tests, one-off runs).
   */
  matcherCache?: MatcherCache;
  /**
   * Platform calls on users' stored connections (summary.generate). Optional so jobs that do not
   * call platforms can run without a registry; a job that needs it fails clearly without one.
   */
  connections?: ConnectionAccess;
  /**
   * Enqueues follow-up jobs from inside a handler (summary.generate re-sends itself for a platform's
   * rate-limit reset). JobQueue.startWorkers sets it to itself when the caller did not.
   */
  queue?: Pick<JobQueue, 'send'>;
  /** Writes summary content (an LLM with the offline fallback); the offline engine when absent. */
  summarizer?: SummaryStrategy;
  /** Keyword-alert and daily Pulse emails; absent without SMTP_URL, and then nothing is sent. */
  email?: EmailNotifier;
}

export interface JobDefinition<
  TPayload extends z.ZodType = z.ZodType,
  TName extends string = string,
> {
  /** Queue name: `<area>.<verb-noun>`, e.g. `summary.generate`. */
  name: TName;
  /** Checked on send and again on receipt (the row may have been written by an older release). */
  payload: TPayload;
  handler: (payload: z.output<TPayload>, context: JobContext) => Promise<void>;
  /** Cron expression (UTC) when the job also runs on a schedule; the scheduled payload is `{}`. */
  cron?: string;
  retryLimit?: number;
  retryDelaySeconds?: number;
  expireInSeconds?: number;
}

/** Identity function that keeps the name and payload types attached to the definition. */
export function defineJob<TPayload extends z.ZodType, const TName extends string>(
  definition: JobDefinition<TPayload, TName>,
): JobDefinition<TPayload, TName> {
  return definition;
}
