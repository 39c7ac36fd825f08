import type { SummaryOptions } from '@socialpulse/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { summaries } from '@/db/schema';
import { nextRunAfter, runWindow } from '@/features/digests/digest-schedule';
import {
  advanceDigest,
  findDueDigests,
  insertRun,
  type DigestRow,
  type DigestRunRow,
} from '@/features/digests/digests.repository';
import { insertSummary } from '@/features/summaries/summaries.repository';
import type { SummaryQueue } from '@/features/summaries/summary-queue';
import { recordSummaryJob } from '@/features/summaries/summary-runs.repository';

/** Subscriptions read at once by `digests.due`; it reads again until none is due. */
export const DUE_BATCH = 500;

/** What starting runs needs from the job queue (jobs/digest-queue-port.ts implements it). */
export interface DigestQueue {
  /**
   * Queues the delivery of a run; it waits until the run's summaries are final. With
   * `throttleSeconds`, at most one such send per run in that many seconds (the liveness sweep's re-sends).
   */
  enqueueDelivery(
    runId: string,
    options?: { startAfter?: Date; throttleSeconds?: number },
  ): Promise<string | null>;
}

export interface StartRunsDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Null in tests that generate the summaries themselves. */
  summaries: Pick<SummaryQueue, 'enqueueSummary'> | null;
  digests: DigestQueue | null;
}

const DAY_MS = 86_400_000;

/** Summary options of a digest's summary: the window is stored on the row; the dates name it. */
function summaryOptions(row: DigestRow, platform: string, window: { start: Date; end: Date }) {
  const startDate = window.start.toISOString().slice(0, 10);
  // The window ends at an instant; the last day it touches is the one before that instant.
  const endDate = new Date(Math.max(window.start.getTime(), window.end.getTime() - 1))
    .toISOString()
    .slice(0, 10);
  const options: SummaryOptions = {
    period: 'custom',
    dateRange: { startDate, endDate },
    tone: row.tone,
    language: row.language,
    // "New" finds everything posted in the window; the other sorts rank and may skip some.
    ...(platform === 'reddit' ? { redditSort: 'new' as const } : {}),
  };
  return options;
}

/**
 * Claims one due subscription and stores its run with one pending summary per source, all in one
 * transaction. The claim is a conditional update of `next_run_at` (only one of several workers
 * changes the row) and the run is unique per (subscription, window end), so a slot runs once.
 */
async function claimRun(deps: StartRunsDeps, row: DigestRow): Promise<DigestRunRow | undefined> {
  const now = deps.now();
  const window = runWindow(row.schedule, row.timeZone, row.lastWindowEnd, now);
  const next = nextRunAfter(row.schedule, row.timeZone, now);
  return deps.db.transaction(async (tx) => {
    const advanced = await advanceDigest(
      tx,
      row,
      { nextRunAt: next, lastWindowEnd: window.end },
      now,
    );
    if (!advanced) return undefined;
    const summaryIds: string[] = [];
    for (const source of row.sources) {
      const summary = await insertSummary(tx, {
        userId: row.userId,
        platform: source.platform,
        sourceId: source.sourceId,
        options: summaryOptions(row, source.platform, window),
        status: 'pending',
        windowStart: window.start,
        windowEnd: window.end,
        createdAt: now,
        updatedAt: now,
      });
      summaryIds.push(summary.id);
    }
    const run = await insertRun(tx, {
      subscriptionId: row.id,
      userId: row.userId,
      windowStart: window.start,
      windowEnd: window.end,
      summaryIds,
      createdAt: now,
    });
    // The claim above makes this unreachable; the unique index is the guarantee all the same.
    if (!run) tx.rollback();
    return run;
  });
}

/**
 * One tick of the scheduler: every subscription whose next run has come gets one run covering
 * [previous window end, latest slot]. Its summaries go to `summary.generate` like any other, and
 * its delivery is queued. Answers the runs this call started.
 */
export async function startDueRuns(deps: StartRunsDeps): Promise<DigestRunRow[]> {
  const started: DigestRunRow[] = [];
  // Batch after batch until none is left: every row read is advanced (by us or by the worker that
  // won it), so the next read finds the ones after it.
  for (;;) {
    const due = await findDueDigests(deps.db, deps.now(), DUE_BATCH);
    let claimed = 0;
    for (const row of due) {
      const run = await claimRun(deps, row);
      if (!run) continue;
      claimed++;
      started.push(run);
      await queueRunWork(deps, run);
    }
    // A full batch of which this worker won nothing is another worker's to finish.
    if (due.length < DUE_BATCH || claimed === 0) break;
  }
  if (started.length > 0) deps.log.info({ runs: started.length }, 'digest runs started');
  return started;
}

/**
 * Sends the run's summaries and delivery to the queue. A send lost with the process is not lost
 * work: the workers' liveness sweep sends unsent summaries and queues a delivery for every pending
 * run that has none.
 */
async function queueRunWork(deps: StartRunsDeps, run: DigestRunRow): Promise<void> {
  if (deps.summaries)
    for (const id of run.summaryIds) {
      const jobId = await deps.summaries.enqueueSummary(id);
      if (jobId) await recordSummaryJob(deps.db, id, jobId);
    }
  if (deps.digests) await deps.digests.enqueueDelivery(run.id);
}

/** The run's summaries, scoped by its user, in the order of the subscription's sources. */
export async function runSummaries(db: Db, run: DigestRunRow) {
  if (run.summaryIds.length === 0) return [];
  const rows = await db
    .select()
    .from(summaries)
    .where(and(eq(summaries.userId, run.userId), inArray(summaries.id, run.summaryIds)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return run.summaryIds.flatMap((id) => byId.get(id) ?? []);
}

/** A run older than this is delivered with whatever its summaries have by then. */
export const RUN_DELIVERY_DEADLINE_MS = DAY_MS / 12;
