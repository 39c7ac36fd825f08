import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db } from '@/db/database';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import type { DeliveryDeps } from '@/features/digests/digest-delivery';
import type { WebhookDeps } from '@/features/digests/webhook-delivery';
import type { EmailNotifier } from '@/features/email/email-notifier';
import type { SummaryStrategy } from '@/features/summaries/summary-strategy';
import type { MatcherCache } from '@/matcher/matcher-cache';

export interface SendOptions {
  startAfter?: Date;
  /** The job's id, chosen by the sender (a uuid), so it can be recorded before the job exists. */
  id?: string;
  /**
   * With `singletonSeconds`: at most one job of this name and key per time slot of that many
   * seconds (pg-boss throttling); a second send in the slot is dropped and answers null.
   */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Higher is taken first (pg-boss orders by priority, then age); 0 by default. */
  priority?: number;
}

/**
 * How handlers enqueue follow-up work: by the job's definition rather than its name, so this file
 * needs nothing from the registry (no import cycle) and the payload is still typed. JobQueue
 * implements it and checks the payload against the job's schema before storing it.
 */
export interface JobSender {
  sendJob<P extends z.ZodType>(
    job: Pick<JobDefinition<P>, 'name' | 'payload'>,
    payload: z.input<P>,
    options?: SendOptions,
  ): Promise<string | null>;
}

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
  queue?: JobSender;
  /** Writes summary content (an LLM with the offline fallback); the offline engine when absent. */
  summarizer?: SummaryStrategy;
  /** False turns off one fetch per public source and window for digest runs (SHARED_SOURCE_FETCH). */
  shareFetches?: boolean;
  /** Keyword-alert and daily Pulse emails; absent without SMTP_URL, and then nothing is sent. */
  email?: EmailNotifier;
  /**
   * Scheduled digests' delivery: the mailer (absent without SMTP_URL), the public address for links
   * and the unsubscribe link signer. digests.deliver needs it.
   */
  digests?: Pick<DeliveryDeps, 'mailer' | 'publicUrl' | 'unsubscribe'>;
  /**
   * Digest webhooks' delivery: the checked, pinned sender (WEBHOOK_ALLOW_PRIVATE decides which
   * addresses it reaches), the secret box of the signing secrets and the public address for links.
   * digests.webhook needs it.
   */
  webhooks?: Pick<WebhookDeps, 'send' | 'secrets' | 'publicUrl'>;
  /**
   * This worker process's id (jobs/worker-liveness.ts): summary.generate records it on the summary
   * it runs, so a sweeper can tell a run whose process died. Absent in tests that run no sweeper.
   */
  workerId?: string;
}

/** The delivery being handled, as pg-boss sees it. */
export interface JobRun {
  id: string;
  /** Higher runs first; a follow-up job keeps it. */
  priority: number;
  /** No retry follows if this run throws. */
  finalAttempt: boolean;
}

export interface JobDefinition<
  TPayload extends z.ZodType = z.ZodType,
  TName extends string = string,
> {
  /** Queue name: `<area>.<verb-noun>`, e.g. `summary.generate`. */
  name: TName;
  /** Checked on send and again on receipt (the row may have been written by an older release). */
  payload: TPayload;
  /** `run` is absent when a test or script calls the handler directly (no queue, no retry). */
  handler: (payload: z.output<TPayload>, context: JobContext, run?: JobRun) => Promise<void>;
  /** Cron expression (UTC) when the job also runs on a schedule; the scheduled payload is `{}`. */
  cron?: string;
  retryLimit?: number;
  /** First retry after this to twice this; each later one waits about twice as long (backoff). */
  retryDelaySeconds?: number;
  expireInSeconds?: number;
  /** Runs WORKER_CONCURRENCY deliveries at once per process instead of one. */
  concurrent?: boolean;
  /**
   * A run held by a worker process that dies is handed back within seconds (jobs/held-jobs.ts)
   * rather than after its expiry. For short jobs whose handler is safe to run again.
   */
  handBackWhenWorkerDies?: boolean;
  /** Gives back what a run held by a dead worker had claimed, before the job is queued again. */
  onHandBack?: (db: Db, jobId: string) => Promise<void>;
}

/** Identity function that keeps the name and payload types attached to the definition. */
export function defineJob<TPayload extends z.ZodType, const TName extends string>(
  definition: JobDefinition<TPayload, TName>,
): JobDefinition<TPayload, TName> {
  return definition;
}
