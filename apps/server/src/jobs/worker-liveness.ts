import { randomUUID } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { workerHeartbeats } from '@/db/schema';
import type { JobQueue } from '@/jobs/job-queue';
import { handBackHeldJobs, handBackUnheldJobs } from '@/jobs/held-jobs';
import {
  handBackOrphanedRuns,
  handBackUnstartedSummaries,
  sendUnsentSummaries,
} from '@/jobs/orphaned-runs';
import { sendUndeliveredRuns } from '@/jobs/undelivered-runs';

export interface LivenessTiming {
  /** How often this process touches its heartbeat row. */
  heartbeatMs: number;
  /** How often it looks for runs of dead workers. */
  sweepMs: number;
  /** A heartbeat older than this is a dead process: several beats missed, not a slow query. */
  staleMs: number;
}

export const DEFAULT_LIVENESS: LivenessTiming = {
  heartbeatMs: 5_000,
  sweepMs: 10_000,
  staleMs: 20_000,
};

/** Rows of processes gone this long are deleted; nothing refers to them any more. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * This worker process's heartbeat, and the sweep that hands back the runs of processes that stopped
 * beating (killed, crashed, cut off). pg-boss 10 would retry such a run only when its job expires
 * (10 minutes); with several workers on one PostgreSQL server the heartbeat is what tells a dead
 * process from a busy one.
 */
export class WorkerLiveness {
  readonly workerId = randomUUID();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly deps: {
      db: Db;
      queue: Pick<
        JobQueue,
        | 'fail'
        | 'getJobState'
        | 'send'
        | 'sendJob'
        | 'cancel'
        | 'sendUnchecked'
        | 'activeSince'
        | 'liveJobKeys'
      >;
      log: FastifyBaseLogger;
      now: () => Date;
      timing?: LivenessTiming;
    },
  ) {}

  private get timing(): LivenessTiming {
    return this.deps.timing ?? DEFAULT_LIVENESS;
  }

  /** Beats once (so this worker is alive before it takes any job), then on a timer. */
  async start(): Promise<void> {
    await this.beat();
    this.every(this.timing.heartbeatMs, () => this.beat());
    this.every(this.timing.sweepMs, () => this.sweep());
  }

  /**
   * Hands back runs whose worker missed its beats or died before beginning them; answers their
   * summaries. `everyoneElseIsDead` (the embedded database, which one process owns alone) skips
   * the wait for beats: any other worker id is a previous, killed process.
   */
  async sweep(options: { everyoneElseIsDead?: boolean } = {}): Promise<string[]> {
    const now = this.deps.now();
    const staleBefore = options.everyoneElseIsDead
      ? now
      : new Date(now.getTime() - this.timing.staleMs);
    const handedBack = await handBackOrphanedRuns(this.deps, {
      staleBefore,
      workerId: this.workerId,
    });
    await handBackHeldJobs(this.deps, { staleBefore, workerId: this.workerId });
    // A job fetched and never begun has no worker recorded anywhere, so only its age tells, read on
    // the database's clock. Not shortened for the embedded database: this process's own workers
    // are already fetching.
    const staleSeconds = this.timing.staleMs / 1000;
    await handBackUnheldJobs(this.deps, { staleSeconds });
    handedBack.push(...(await handBackUnstartedSummaries(this.deps, { staleSeconds })));
    // A live API process sends its summary's job within milliseconds of storing it; one still
    // unsent after the stale interval lost its process in between.
    await sendUnsentSummaries(this.deps, {
      createdBefore: new Date(now.getTime() - this.timing.staleMs),
    });
    // Likewise a digest run's delivery is queued within milliseconds of the run being stored.
    await sendUndeliveredRuns(this.deps, {
      createdBefore: new Date(now.getTime() - this.timing.staleMs),
    });
    await this.deps.db
      .delete(workerHeartbeats)
      .where(lt(workerHeartbeats.lastSeenAt, new Date(now.getTime() - FORGET_AFTER_MS)));
    return handedBack;
  }

  /** Stops beating and removes the row: runs left behind are then handed back at the next sweep. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.deps.db.delete(workerHeartbeats).where(eq(workerHeartbeats.id, this.workerId));
  }

  private async beat(): Promise<void> {
    const lastSeenAt = this.deps.now();
    await this.deps.db
      .insert(workerHeartbeats)
      .values({ id: this.workerId, lastSeenAt })
      .onConflictDoUpdate({ target: workerHeartbeats.id, set: { lastSeenAt } });
  }

  private every(ms: number, task: () => Promise<unknown>): void {
    const timer = setInterval(() => {
      task().catch((error: unknown) =>
        this.deps.log.error({ err: error, workerId: this.workerId }, 'worker liveness task failed'),
      );
    }, ms);
    timer.unref();
    this.timers.push(timer);
  }
}
