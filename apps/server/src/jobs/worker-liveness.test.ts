import type { Summary } from '@socialpulse/contract';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { summaries, workerHeartbeats } from '@/db/schema';
import { summaryWindow } from '@/features/summaries/summary-window';
import { SUMMARY_JOB_EXPIRE_SECONDS, SUMMARY_JOB_RETRY_LIMIT } from '@/jobs/generate-summary.job';
import type { JobQueue } from '@/jobs/job-queue';
import { WorkerLiveness } from '@/jobs/worker-liveness';
import { dataOf } from '@/test/http';
import type { PlatformTestApp } from '@/test/platform-app';
import { startSummaryWorkerApp, type SummaryWorkerApp } from '@/test/summary-worker-app';
import { testDatabaseMode } from '@/test/test-database';
import { registerUser, type TestUser } from '@/test/users';

/**
 * A worker process that dies mid-run leaves its pg-boss job `active` until the job expires (10
 * minutes). Live workers see its heartbeat go stale and hand the run back to the queue at once.
 */
const log = pino({ level: 'silent' });
const TIMING = { heartbeatMs: 60_000, sweepMs: 60_000, staleMs: 20_000 };
const POLL = { timeout: 25_000, interval: 200 };
let app: SummaryWorkerApp;
let database: Database;
let queue: JobQueue;
let t: PlatformTestApp;
let user: TestUser;

beforeAll(async () => {
  app = await startSummaryWorkerApp({ concurrency: 2, workerId: 'live-worker' });
  ({ t, database, queue } = app);
  user = await registerUser(t.app);
  await t.connect(user, 'reddit');
});
afterAll(() => app.close());

const sweeper = () =>
  new WorkerLiveness({ db: database.db, queue, log, now: () => new Date(), timing: TIMING });

/**
 * What a worker that fetched the job and then died leaves behind: the summary and job mid-run, or
 * (`workerId` null) a job fetched `fetchedSecondsAgo` before its run began.
 */
async function runOfWorker(
  workerId: string | null,
  fetchedSecondsAgo = 0,
): Promise<{ id: string; jobId: string }> {
  const window = summaryWindow('last_7_days', undefined, new Date());
  const [row] = await database.db
    .insert(summaries)
    .values({
      userId: user.user.id,
      platform: 'reddit',
      sourceId: 'typescript',
      options: { period: 'last_7_days', tone: 'professional', language: 'en', redditSort: 'new' },
      status: workerId ? 'processing' : 'pending',
      attempts: workerId ? 1 : 0,
      windowStart: window.start,
      windowEnd: window.end,
      workerId,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  // Held back so no live worker takes it, then marked as fetched, as pg-boss's fetch does.
  const jobId = await queue.send(
    'summary.generate',
    { summaryId: row.id },
    { startAfter: new Date(Date.now() + 3_600_000) },
  );
  if (!jobId) throw new Error('no job id');
  await database.db.execute(
    sql`update pgboss.job set state = 'active',
          started_on = now() - make_interval(secs => ${fetchedSecondsAgo}) where id = ${jobId}`,
  );
  await database.db.update(summaries).set({ jobId }).where(eq(summaries.id, row.id));
  return { id: row.id, jobId };
}

async function heartbeat(workerId: string, agoMs: number): Promise<void> {
  await database.db
    .insert(workerHeartbeats)
    .values({ id: workerId, lastSeenAt: new Date(Date.now() - agoMs) });
}

describe(`runs of a dead worker process (${testDatabaseMode()})`, () => {
  it('are handed back to the queue by one sweeper and finish, well before the job would expire', async () => {
    expect(SUMMARY_JOB_EXPIRE_SECONDS).toBeGreaterThanOrEqual(600);
    await heartbeat('dead-worker', 60_000);
    await heartbeat('busy-worker', 1_000);
    const dead = await runOfWorker('dead-worker');
    const busy = await runOfWorker('busy-worker');
    // A worker that never wrote a heartbeat at all is as dead as one that stopped.
    const unknown = await runOfWorker('never-beat');

    const startedAt = Date.now();
    // Two sweepers at once (two worker processes): each run is handed back exactly once.
    const [a, b] = await Promise.all([sweeper().sweep(), sweeper().sweep()]);
    expect([...a, ...b].sort()).toEqual([dead.id, unknown.id].sort());
    expect(await queue.getJobState('summary.generate', dead.jobId)).toBe('retry');
    // The busy worker beats: its run is left to it.
    expect(await queue.getJobState('summary.generate', busy.jobId)).toBe('active');

    for (const run of [dead, unknown]) {
      await expect
        .poll(
          async () => dataOf<Summary>(await t.call(user, 'GET', `/api/summaries/${run.id}`)).status,
          POLL,
        )
        .toBe('completed');
    }
    expect(Date.now() - startedAt).toBeLessThan(25_000);
    const [row] = await database.db.select().from(summaries).where(eq(summaries.id, dead.id));
    expect(row).toMatchObject({ attempts: 2, workerId: 'live-worker', jobId: dead.jobId });
    expect((await sweeper().sweep()).length).toBe(0);
  });

  it('a job fetched by a worker that died before the run began is handed back by one sweeper', async () => {
    // pg-boss marks a job active at its fetch; the run marks its summary processing a moment later.
    const stranded = await runOfWorker(null, 60);
    const justFetched = await runOfWorker(null, 1);
    const [a, b] = await Promise.all([sweeper().sweep(), sweeper().sweep()]);
    expect([...a, ...b]).toEqual([stranded.id]);
    expect(await queue.getJobState('summary.generate', stranded.jobId)).toBe('cancelled');
    await expect
      .poll(
        async () =>
          dataOf<Summary>(await t.call(user, 'GET', `/api/summaries/${stranded.id}`)).status,
        POLL,
      )
      .toBe('completed');
    // Fetched a second ago: its worker is about to begin it.
    expect(await queue.getJobState('summary.generate', justFetched.jobId)).toBe('active');
    await queue.cancel('summary.generate', [justFetched.jobId]);
    await database.db.delete(summaries).where(eq(summaries.id, justFetched.id));
  });

  it('a run whose job had no retry left ends as interrupted instead of waiting forever', async () => {
    await heartbeat('dead-on-last-try', 60_000);
    const run = await runOfWorker('dead-on-last-try');
    await database.db.execute(
      sql`update pgboss.job set retry_count = ${SUMMARY_JOB_RETRY_LIMIT} where id = ${run.jobId}`,
    );
    expect(await sweeper().sweep()).toEqual([]);
    expect(dataOf<Summary>(await t.call(user, 'GET', `/api/summaries/${run.id}`))).toMatchObject({
      status: 'failed',
      error: 'Generation was interrupted. Please try again.',
    });
  });

  it('the embedded start-up sweep does not wait for the heartbeat to go stale', async () => {
    await heartbeat('just-killed', 1_000);
    const run = await runOfWorker('just-killed');
    const live = sweeper();
    expect(await live.sweep()).toEqual([]);
    // Any other worker, even one that beat a second ago (the busy one above included), is gone.
    expect(await live.sweep({ everyoneElseIsDead: true })).toContain(run.id);
  });
});

describe(`a summary stored by an API process that died before sending its job (${testDatabaseMode()})`, () => {
  /** What the killed process left: the row, `pending`, with no job, created `agoMs` ago. */
  async function unsentSummary(agoMs: number): Promise<string> {
    const window = summaryWindow('today', undefined, new Date());
    const createdAt = new Date(Date.now() - agoMs);
    const [row] = await database.db
      .insert(summaries)
      .values({
        userId: user.user.id,
        platform: 'reddit',
        sourceId: 'typescript',
        options: { period: 'today', tone: 'professional', language: 'en', redditSort: 'new' },
        status: 'pending',
        windowStart: window.start,
        windowEnd: window.end,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    return row.id;
  }

  it('is sent by one sweeper once the stale interval has passed, and finishes', async () => {
    const lost = await unsentSummary(60_000);
    // Just created: its own process is about to send the job; the sweep leaves it alone.
    const fresh = await unsentSummary(0);
    await Promise.all([sweeper().sweep(), sweeper().sweep()]);
    const [jobs] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`pgboss.job`)
      .where(sql`name = 'summary.generate' and data->>'summaryId' = ${lost}`);
    expect(Number(jobs?.n)).toBe(1);
    await expect
      .poll(
        async () => dataOf<Summary>(await t.call(user, 'GET', `/api/summaries/${lost}`)).status,
        POLL,
      )
      .toBe('completed');
    const [row] = await database.db.select().from(summaries).where(eq(summaries.id, fresh));
    expect(row).toMatchObject({ status: 'pending', jobId: null });
    await database.db.delete(summaries).where(eq(summaries.id, fresh));
  });
});

describe('a passing platform failure', () => {
  it('is retried by the queue instead of failing the summary for good', async () => {
    await t.app.sandboxes.reddit?.faults.arm({ fault: 'server_error', times: 1, path: '/r/' });
    const res = await t.call(user, 'POST', '/api/summaries', {
      platform: 'reddit',
      sourceId: 'programming',
      options: { period: 'last_7_days' },
    });
    const created = dataOf<Summary>(res);
    await expect
      .poll(
        async () => dataOf<Summary>(await t.call(user, 'GET', `/api/summaries/${created.id}`)),
        POLL,
      )
      .toMatchObject({ status: 'completed', error: null });
    const [row] = await database.db.select().from(summaries).where(eq(summaries.id, created.id));
    expect(row?.attempts).toBe(2);
  });
});
