import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '@/db/database';
import type { JobContext, JobDefinition } from '@/jobs/job-definition';
import { JOBS, findJob, type JobName, type JobPayload } from '@/jobs/registry';

export interface SendOptions {
  startAfter?: Date;
  /**
   * With `singletonSeconds`: at most one job of this name and key per time slot of that many
   * seconds (pg-boss throttling); a second send in the slot is dropped and answers null.
   */
  singletonKey?: string;
  singletonSeconds?: number;
}

export interface JobQueueOptions {
  /** Process jobs and run schedules (worker role), or only enqueue (api role). */
  work: boolean;
  /** How often idle workers poll; pg-boss's minimum is 0.5 s. */
  pollingIntervalSeconds?: number;
  jobs?: readonly JobDefinition[];
}

/**
 * pg-boss on the application's own database: over PGlite through its executeSql adapter, over
 * PostgreSQL through its own small pool. Workers on several machines share queues safely
 * (SKIP LOCKED); schedules fire once per tick across all of them.
 */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async start(
    database: Database,
    log: FastifyBaseLogger,
    options: JobQueueOptions,
  ): Promise<JobQueue> {
    const boss = new PgBoss({
      ...database.boss,
      // Maintenance and the cron clock only need to run where jobs are worked.
      supervise: options.work,
      schedule: options.work,
      max: 4,
    });
    // Without a listener an 'error' event would crash the process; pg-boss recovers on its own.
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    const queue = new JobQueue(boss, log);
    for (const job of options.jobs ?? JOBS) await ensureQueue(boss, job);
    return queue;
  }

  /**
   * Enqueues a job; the payload is checked against the job's schema before it is stored.
   * `startAfter` holds it back until then (a rate limit's reset).
   */
  async send<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    options: SendOptions = {},
  ): Promise<string | null> {
    return this.sendUnchecked(name, payload, JOBS, options);
  }

  /** For definitions outside the registry (tests) and for callers holding only a name. */
  async sendUnchecked(
    name: string,
    payload: unknown,
    jobs: readonly JobDefinition[] = JOBS,
    options: SendOptions = {},
  ): Promise<string | null> {
    const job = jobs.find((j) => j.name === name) ?? findJob(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    const data = job.payload.parse(payload) as object;
    const sendOptions: PgBoss.SendOptions = {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
    };
    return Object.keys(sendOptions).length > 0
      ? this.boss.send(name, data, sendOptions)
      : this.boss.send(name, data);
  }

  /** Starts a worker per job and registers the cron schedules. */
  async startWorkers(
    context: JobContext,
    options: Pick<JobQueueOptions, 'pollingIntervalSeconds' | 'jobs'> = {},
  ): Promise<void> {
    const withQueue: JobContext = { ...context, queue: context.queue ?? this };
    for (const job of options.jobs ?? JOBS) {
      await this.boss.work(
        job.name,
        { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
        async (batch: PgBoss.Job<unknown>[]) => {
          for (const item of batch) await runOne(job, item, withQueue);
        },
      );
      if (job.cron) await this.boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    }
    this.log.info({ jobs: (options.jobs ?? JOBS).map((j) => j.name) }, 'workers started');
  }

  /** `created`, `active`, `completed`, `failed`, … or undefined when no such job exists. */
  async getJobState(name: string, id: string): Promise<string | undefined> {
    return (await this.boss.getJobById(name, id, { includeArchive: true }))?.state;
  }

  getSchedules(): Promise<PgBoss.Schedule[]> {
    return this.boss.getSchedules();
  }

  /** Lets running jobs finish (up to `timeoutMs`), then stops polling. Does not close the database. */
  async stop(timeoutMs = 10_000): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: timeoutMs, close: true });
  }
}

/** Deadlock, unique violation: what two processes creating the same queue at once run into. */
const CREATE_RACE_CODES = new Set(['40P01', '23505']);

/**
 * Creates the job's queue unless it exists. API and worker processes starting together on a fresh
 * database both try; PostgreSQL may pick one as a deadlock victim, and a retry then finds the queue.
 */
async function ensureQueue(boss: PgBoss, job: JobDefinition): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await boss.getQueue(job.name)) return;
      await boss.createQueue(job.name, {
        name: job.name,
        retryLimit: job.retryLimit ?? 3,
        retryDelay: job.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? 15 * 60,
      });
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'string' || !CREATE_RACE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 100));
    }
  }
}

async function runOne(
  job: JobDefinition,
  item: PgBoss.Job<unknown>,
  context: JobContext,
): Promise<void> {
  const parsed = job.payload.safeParse(item.data ?? {});
  if (!parsed.success) {
    // Logged with the issues, then thrown so pg-boss records the failure against the job.
    context.log.error(
      { job: job.name, id: item.id, issues: parsed.error.issues },
      'job payload rejected',
    );
    throw new Error(`Invalid payload for ${job.name}`);
  }
  await job.handler(parsed.data, context);
}
