import { SUMMARY_MESSAGES, type Summary } from '@socialpulse/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { summaries } from '@/db/schema';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { MAX_WAITING_SUMMARIES_PER_USER } from '@/features/summaries/summary-limits';
import { offlineStrategy, type SummaryStrategy } from '@/features/summaries/summary-strategy';
import { generateSummaryJob } from '@/jobs/generate-summary.job';
import { JobQueue } from '@/jobs/job-queue';
import { SecretBox } from '@/lib/secret-box';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { TEST_SECRET } from '@/test/test-app';
import { createTestDatabase } from '@/test/test-database';
import { registerUser, type TestUser } from '@/test/users';

/**
 * How the worker shares itself out: several runs at once, users served fairly, a cap per user, and
 * deleted summaries' jobs dropped. The offline summarizer is slowed down (and can be held) so runs
 * overlap as they would with a real platform and a model.
 */
const log = pino({ level: 'silent' });
const CONCURRENCY = 4;
const RUN_MS = 150;
const POLL = { timeout: 30_000, interval: 100 };

/** The offline engine, taking RUN_MS per summary, held while `hold` is set; counts runs in flight. */
class PacedSummarizer implements SummaryStrategy {
  active = 0;
  maxActive = 0;
  private hold: Promise<void> | undefined;
  private release: (() => void) | undefined;

  holdAll(): void {
    this.hold = new Promise((resolve) => (this.release = resolve));
  }

  releaseAll(): void {
    this.release?.();
    this.hold = undefined;
  }

  async summarize(...args: Parameters<SummaryStrategy['summarize']>) {
    this.active++;
    this.maxActive = Math.max(this.maxActive, this.active);
    try {
      await this.hold;
      await new Promise((resolve) => setTimeout(resolve, RUN_MS));
      return await offlineStrategy.summarize(...args);
    } finally {
      this.active--;
    }
  }
}

let database: Database;
let queue: JobQueue;
let t: PlatformTestApp;
const summarizer = new PacedSummarizer();

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await JobQueue.start(database, log, {
    work: true,
    jobs: [generateSummaryJob],
    concurrency: CONCURRENCY,
  });
  t = await createPlatformTestApp({ database, jobs: queue });
  const connections = new ConnectionAccess(
    database.db,
    t.app.platforms,
    new ConnectionSecrets(new SecretBox(TEST_SECRET)),
    () => new Date(),
    log,
  );
  await queue.startWorkers(
    { db: database.db, log, now: () => new Date(), connections, summarizer },
    { pollingIntervalSeconds: 0.5, jobs: [generateSummaryJob] },
  );
});
afterAll(async () => {
  summarizer.releaseAll();
  await t.app.close();
  await queue.stop(2_000);
  await database.close();
});

async function connectedUser(): Promise<TestUser> {
  const user = await registerUser(t.app);
  await t.connect(user, 'reddit');
  return user;
}

async function createSummary(user: TestUser): Promise<Summary> {
  const res = await t.call(user, 'POST', '/api/summaries', {
    platform: 'reddit',
    sourceId: 'typescript',
    options: { period: 'last_7_days' },
  });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return dataOf<Summary>(res);
}

async function statuses(ids: string[]): Promise<string[]> {
  const rows = await database.db
    .select({ status: summaries.status })
    .from(summaries)
    .where(inArray(summaries.id, ids));
  return rows.map((r) => r.status);
}

async function allFinished(ids: string[]): Promise<boolean> {
  const found = await statuses(ids);
  return found.length === ids.length && found.every((s) => s === 'completed');
}

describe('summary.generate shares the worker', () => {
  it(`runs ${CONCURRENCY} summaries at once (WORKER_CONCURRENCY)`, async () => {
    const user = await connectedUser();
    summarizer.maxActive = 0;
    summarizer.holdAll();
    const created = [];
    for (let i = 0; i < CONCURRENCY + 2; i++) created.push(await createSummary(user));
    await expect.poll(() => summarizer.active, POLL).toBe(CONCURRENCY);
    summarizer.releaseAll();
    const ids = created.map((s) => s.id);
    await expect.poll(() => allFinished(ids), POLL).toBe(true);
    expect(summarizer.maxActive).toBe(CONCURRENCY);
  });

  it(
    'a second user’s summary goes ahead of another user’s 30 waiting ones',
    { timeout: 90_000 },
    async () => {
      const busy = await connectedUser();
      const other = await connectedUser();
      // Held while the 30 are created, so the queue holds them all when the other user asks.
      summarizer.holdAll();
      const batch = [];
      for (let i = 0; i < 30; i++) batch.push(await createSummary(busy));
      await expect.poll(() => summarizer.active, POLL).toBe(CONCURRENCY);
      const mine = await createSummary(other);
      const queued = await database.db
        .select({ id: summaries.id })
        .from(summaries)
        .where(and(eq(summaries.userId, busy.user.id), eq(summaries.status, 'pending')));
      expect(queued).toHaveLength(30 - CONCURRENCY);
      summarizer.releaseAll();
      const ids = [...batch.map((s) => s.id), mine.id];
      await expect.poll(() => allFinished(ids), { ...POLL, timeout: 60_000 }).toBe(true);

      const finished = await database.db
        .select({
          id: summaries.id,
          createdAt: summaries.createdAt,
          updatedAt: summaries.updatedAt,
        })
        .from(summaries)
        .where(inArray(summaries.id, ids))
        .orderBy(asc(summaries.updatedAt));
      const rank = finished.findIndex((r) => r.id === mine.id);
      const queuedIds = new Set(queued.map((r) => r.id));
      // Of the runs still queued when it was created, only those that free workers took together
      // with it may finish first; first come, first served would finish all 26 before it.
      const overtaken = finished.slice(0, rank).filter((r) => queuedIds.has(r.id));
      expect(overtaken.length).toBeLessThan(CONCURRENCY);
      const row = finished[rank];
      console.log(
        `second user's summary: finished ${rank + 1}th of 31, ${(row?.updatedAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)} ms after it was created`,
      );
    },
  );

  it('deleting a waiting summary cancels its job: it never runs and frees its place', async () => {
    const user = await connectedUser();
    summarizer.holdAll();
    const created = [];
    for (let i = 0; i < CONCURRENCY + 3; i++) created.push(await createSummary(user));
    await expect.poll(() => summarizer.active, POLL).toBe(CONCURRENCY);
    const waiting = await database.db
      .select({ id: summaries.id, jobId: summaries.jobId })
      .from(summaries)
      .where(
        and(
          eq(summaries.userId, user.user.id),
          eq(summaries.status, 'pending'),
          inArray(
            summaries.id,
            created.map((s) => s.id),
          ),
        ),
      );
    const [gone, alsoGone] = waiting;
    if (!gone?.jobId || !alsoGone?.jobId) throw new Error('no waiting summary with a job');
    expect((await t.call(user, 'DELETE', `/api/summaries/${gone.id}`)).statusCode).toBe(200);
    expect(await queue.getJobState(generateSummaryJob.name, gone.jobId)).toBe('cancelled');

    summarizer.releaseAll();
    const kept = created.map((s) => s.id).filter((id) => id !== gone.id);
    await expect.poll(() => allFinished(kept), POLL).toBe(true);
    expect(await queue.getJobState(generateSummaryJob.name, gone.jobId)).toBe('cancelled');

    // DELETE /summaries cancels every queued job of the user too.
    summarizer.holdAll();
    const more = [];
    for (let i = 0; i < CONCURRENCY + 2; i++) more.push(await createSummary(user));
    await expect.poll(() => summarizer.active, POLL).toBe(CONCURRENCY);
    const jobs = await database.db
      .select({ jobId: summaries.jobId, status: summaries.status })
      .from(summaries)
      .where(
        inArray(
          summaries.id,
          more.map((s) => s.id),
        ),
      );
    expect((await t.call(user, 'DELETE', '/api/summaries')).statusCode).toBe(200);
    summarizer.releaseAll();
    for (const job of jobs.filter((j) => j.status === 'pending')) {
      if (!job.jobId) throw new Error('a waiting summary without its job');
      expect(await queue.getJobState(generateSummaryJob.name, job.jobId)).toBe('cancelled');
    }
  });
});

describe('the cap of waiting summaries per user', () => {
  it('one summary over the cap answers 429 with a clear message and creates nothing', async () => {
    const user = await connectedUser();
    await database.db.insert(summaries).values(
      Array.from({ length: MAX_WAITING_SUMMARIES_PER_USER }, () => ({
        userId: user.user.id,
        platform: 'reddit' as const,
        sourceId: 'typescript',
        options: { period: 'today' as const, tone: 'engaging' as const, language: 'en' as const },
        status: 'pending' as const,
      })),
    );
    const res = await t.call(user, 'POST', '/api/summaries', {
      platform: 'reddit',
      sourceId: 'typescript',
    });
    expect(res.statusCode).toBe(429);
    expect(body(res)).toMatchObject({
      success: false,
      error: 'RATE_LIMITED',
      message: SUMMARY_MESSAGES.tooManyWaiting(MAX_WAITING_SUMMARIES_PER_USER),
    });
    expect(body(res).message).toBe(
      'You have 50 summaries waiting. Wait for some to finish before creating more.',
    );
    const list = dataOf<Summary[]>(await t.call(user, 'GET', '/api/summaries?limit=100'));
    expect(list).toHaveLength(MAX_WAITING_SUMMARIES_PER_USER);

    // Finished summaries do not count: once one is done, the user may create another.
    await database.db
      .update(summaries)
      .set({ status: 'completed' })
      .where(eq(summaries.id, list[0]?.id ?? ''));
    const again = await t.call(user, 'POST', '/api/summaries', {
      platform: 'reddit',
      sourceId: 'typescript',
    });
    expect(again.statusCode).toBe(201);
  });
});
