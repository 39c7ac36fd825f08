import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database } from '@/db/database';
import type {
  JobContext,
  JobDefinition,
  JobRun,
  JobSender,
  SendOptions,
} from '@/jobs/job-definition';
import { holdJob, releaseJob } from '@/jobs/held-jobs';
import { jobDuration } from '@/lib/metrics';
import { JOBS, findJob, type JobName, type JobPayload } from '@/jobs/registry';

/** A job a worker has fetched and not finished, as `activeSince` answers it. */
export interface ActiveJob {
  id: string;
  name: string;
  data: unknown;
}

export interface JobQueueOptions {
  /** Process jobs and run schedules (worker role), or only enqueue (api role). */
  work: boolean;
  /** How often idle workers poll; pg-boss's minimum is 0.5 s. */
  pollingIntervalSeconds?: number;
  jobs?: readonly JobDefinition[];
  /** Deliveries of a `concurrent` job run at once in this process (WORKER_CONCURRENCY). */
  concurrency?: number;
}

/**
 * pg-boss on the application's own database: over PGlite through its executeSql adapter, over
 * PostgreSQL through its own small pool. Workers on several machines share queues safely
 * (SKIP LOCKED); schedules fire once per tick across all of them.
 */
export class JobQueue implements JobSender {
  private constructor(
    private readonly boss: PgBoss,
    private readonly log: FastifyBaseLogger,
    private readonly concurrency: number,
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
      // Each concurrent run may hold a connection for its queue calls, beside maintenance and polls.
      max: 4 + (options.concurrency ?? 1),
    });
    // Without a listener an 'error' event would crash the process; pg-boss recovers on its own.
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    const queue = new JobQueue(boss, log, Math.max(1, options.concurrency ?? 1));
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

  /** What handlers use (JobSender): the definition names the queue and checks the payload. */
  async sendJob<P extends z.ZodType>(
    job: Pick<JobDefinition<P>, 'name' | 'payload'>,
    payload: z.input<P>,
    options: SendOptions = {},
  ): Promise<string | null> {
    return this.sendUnchecked(job.name, payload, [job], options);
  }

  /** For definitions outside the registry (tests) and for callers holding only a name. */
  async sendUnchecked(
    name: string,
    payload: unknown,
    jobs: readonly Pick<JobDefinition, 'name' | 'payload'>[] = JOBS,
    options: SendOptions = {},
  ): Promise<string | null> {
    const job = jobs.find((j) => j.name === name) ?? findJob(name);
    if (!job) throw new Error(`Unknown job ${name}`);
    const data = job.payload.parse(payload) as object;
    const sendOptions: PgBoss.SendOptions = {
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.id ? { id: options.id } : {}),
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.singletonSeconds ? { singletonSeconds: options.singletonSeconds } : {}),
      ...(options.priority ? { priority: options.priority } : {}),
    };
    return Object.keys(sendOptions).length > 0
      ? this.boss.send(name, data, sendOptions)
      : this.boss.send(name, data);
  }

  /**
   * Starts a worker per job (`concurrency` of them for a `concurrent` job: pg-boss 10 runs one
   * delivery per worker, each fetching the highest priority first) and registers the cron schedules.
   */
  async startWorkers(
    context: JobContext,
    options: Pick<JobQueueOptions, 'pollingIntervalSeconds' | 'jobs'> = {},
  ): Promise<void> {
    const withQueue: JobContext = { ...context, queue: context.queue ?? this };
    const workOptions = {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      includeMetadata: true as const,
      batchSize: 1,
    };
    for (const job of options.jobs ?? JOBS) {
      const workers = job.concurrent ? this.concurrency : 1;
      for (let i = 0; i < workers; i++) {
        await this.boss.work(job.name, workOptions, async (batch) => {
          for (const item of batch) await runOne(job, item, withQueue);
        });
      }
      if (job.cron) await this.boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    }
    this.log.info(
      { jobs: (options.jobs ?? JOBS).map((j) => j.name), concurrency: this.concurrency },
      'workers started',
    );
  }

  /**
   * Cancels jobs not yet finished; a running one is left to end on its own. Answers whether any job
   * changed: of several processes cancelling one job, one is told true.
   */
  async cancel(name: string, ids: readonly string[]): Promise<boolean> {
    if (ids.length === 0) return false;
    // pg-boss 10 answers { affected } although its typings say void.
    const result = (await this.boss.cancel(name, [...ids])) as unknown as
      { affected?: number } | undefined;
    return (result?.affected ?? 0) > 0;
  }

  /**
   * Jobs of `name` that a worker fetched more than `seconds` ago (by the database's clock, which
   * every process shares) and that are still marked active. pg-boss marks a job active when it
   * fetches it, before the handler runs; a process killed in between leaves such a job until it
   * expires. There is no pg-boss call for this, so its job table is read as `hasLiveJob` does.
   */
  async activeSince(name: string, seconds: number): Promise<ActiveJob[]> {
    const result = await this.boss.getDb().executeSql(
      `select id, data from pgboss.job where name = $1 and state = 'active'
           and started_on < now() - make_interval(secs => $2) limit 200`,
      [name, seconds],
    );
    return (result.rows as { id: string; data: unknown }[]).map((r) => ({
      id: r.id,
      name,
      data: r.data ?? {},
    }));
  }

  /**
   * The values of `field` in the payloads of the jobs of `name` still to run or running (created,
   * retry, active): which runs have a delivery on its way. Read from pg-boss's job table, as
   * `activeSince` is.
   */
  async liveJobKeys(name: string, field: string): Promise<Set<string>> {
    const result = await this.boss.getDb().executeSql(
      `select distinct data->>$2 as key from pgboss.job
         where name = $1 and state in ('created', 'retry', 'active')`,
      [name, field],
    );
    return new Set(
      (result.rows as { key: string | null }[]).flatMap((r) => (r.key ? [r.key] : [])),
    );
  }

  /**
   * Fails a job, as its worker would have: pg-boss then retries it after the queue's retry delay
   * (or marks it failed when no retry is left). Answers whether a job was still unfinished.
   */
  async fail(name: string, id: string, reason: string): Promise<boolean> {
    // pg-boss 10 answers { affected } although its typings say void.
    const result = (await this.boss.fail(name, id, { message: reason })) as unknown as
      { affected?: number } | undefined;
    return (result?.affected ?? 0) > 0;
  }

  /** `created`, `active`, `completed`, `failed`, … or undefined when no such job exists. */
  async getJobState(name: string, id: string): Promise<string | undefined> {
    return (await this.boss.getJobById(name, id, { includeArchive: true }))?.state;
  }

  /**
   * Whether a job of `name` sent with `singletonKey` is waiting or running. pg-boss's own throttle
   * holds one per key per time slot only; a request in the next slot while the first still runs
   * would queue a second.
   */
  async hasLiveJob(name: string, singletonKey: string): Promise<boolean> {
    const result = await this.boss
      .getDb()
      .executeSql(
        `select 1 from pgboss.job where name = $1 and singleton_key = $2 and state in ('created', 'retry', 'active') limit 1`,
        [name, singletonKey],
      );
    return result.rows.length > 0;
  }

  /** Jobs waiting per queue (created or retry, not yet started), for the metrics. */
  async queueSizes(): Promise<Record<string, number>> {
    const sizes: Record<string, number> = {};
    for (const job of JOBS) sizes[job.name] = await this.boss.getQueueSize(job.name);
    return sizes;
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
  const settings = {
    name: job.name,
    retryLimit: job.retryLimit ?? 3,
    retryDelay: job.retryDelaySeconds ?? 30,
    retryBackoff: true,
    expireInSeconds: job.expireInSeconds ?? 15 * 60,
  };
  for (let attempt = 1; ; attempt++) {
    try {
      // An existing queue takes the definition's current retry settings (new jobs copy them).
      if (await boss.getQueue(job.name)) return await boss.updateQueue(job.name, settings);
      await boss.createQueue(job.name, settings);
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
  item: PgBoss.JobWithMetadata<unknown>,
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
  const run: JobRun = {
    id: item.id,
    priority: item.priority,
    finalAttempt: item.retryCount >= item.retryLimit,
  };
  const stopTimer = jobDuration.startTimer({ job: job.name });
  const holder = job.handBackWhenWorkerDies ? context.workerId : undefined;
  if (holder)
    await holdJob(
      context.db,
      { jobId: item.id, name: job.name, workerId: holder, data: item.data ?? {} },
      context.now(),
    );
  try {
    await job.handler(parsed.data, context, run);
    stopTimer({ outcome: 'ok' });
  } catch (error) {
    stopTimer({ outcome: 'error' });
    throw error;
  } finally {
    if (holder) await releaseJob(context.db, item.id, holder);
  }
}
