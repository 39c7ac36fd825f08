import type { Pulse } from '@socialpulse/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { ingestRuns, pulses } from '@/db/schema';
import { pulseDay } from '@/features/pulse/pulse-day';
import { accessFor, pulseTestClock, readyPulse, silentLog } from '@/features/pulse/pulse-test-kit';
import { buildPulseJob } from '@/jobs/build-pulse.job';
import { JobQueue } from '@/jobs/job-queue';
import { dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { createTestDatabase, testDatabaseMode } from '@/test/test-database';
import { registerUser } from '@/test/users';

/**
 * Far longer than a GET takes, so whatever waits for the held call cannot have answered yet; and
 * shorter than the platform clients' 15 s timeout, so the build then goes on with the content.
 */
const HELD_MS = 12_000;

/** One Pulse day for the whole test, even when it runs across midnight UTC. */
const now = pulseTestClock();
let database: Database;
let queue: JobQueue;
let t: PlatformTestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await JobQueue.start(database, silentLog, { work: true, jobs: [buildPulseJob] });
  t = await createPlatformTestApp({ database, jobs: queue, now });
  await queue.startWorkers(
    {
      db: database.db,
      log: silentLog,
      now,
      connections: accessFor(t, now),
    },
    { pollingIntervalSeconds: 0.5, jobs: [buildPulseJob] },
  );
});
afterAll(async () => {
  await t.app.sandboxes.reddit?.faults.clear();
  await t.app.close();
  await queue.stop(2_000);
  await database.close();
});

async function buildJobsOf(userId: string): Promise<number> {
  const result = await database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = ${buildPulseJob.name} and data->>'userId' = ${userId}`,
  );
  // node-postgres answers a result with rows, PGlite's drizzle driver the rows themselves.
  const rows = Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows;
  return (rows as { n: number }[])[0]?.n ?? 0;
}

describe(`GET /api/pulse never builds on the request (${testDatabaseMode()})`, () => {
  it('answers preparing while the platform is held, queues one build, then serves it ready', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    const reddit = t.app.sandboxes.reddit;
    if (!reddit) throw new Error('the reddit sandbox is not mounted');
    // The first call to Reddit from now on is held for HELD_MS: the build's ingestion.
    await reddit.faults.arm({ fault: 'slow', times: 1, delayMs: HELD_MS });

    const first = dataOf<Pulse>(await t.call(user, 'GET', '/api/pulse'));
    expect(first).toMatchObject({ status: 'preparing', day: null, builtAt: null });
    expect(first).toMatchObject({ trending: [], suggested: [], highlights: [] });

    // The worker took the job and its call to Reddit is being held (the rule is used up) …
    await expect.poll(() => reddit.faults.list().length, { timeout: 15_000 }).toBe(0);
    // … and visits meanwhile answer at once, queue no second build, and nothing was ingested yet.
    for (let i = 0; i < 3; i++) {
      const visit = await t.call(user, 'GET', '/api/pulse');
      expect(visit.statusCode).toBe(200);
      expect(dataOf<Pulse>(visit).status).toBe('preparing');
    }
    const runs = await database.db
      .select()
      .from(ingestRuns)
      .where(eq(ingestRuns.userId, user.user.id));
    expect(runs).toEqual([]);
    const stored = await database.db
      .select()
      .from(pulses)
      .where(and(eq(pulses.userId, user.user.id), eq(pulses.day, pulseDay(now()))));
    expect(stored).toEqual([]);
    expect(await buildJobsOf(user.user.id)).toBe(1);

    // Once the platform answers, the worker's build lands and the next visit is ready.
    const ready = await readyPulse(t, user);
    expect(ready.day).toBe(pulseDay(now()));
    expect(ready.highlights.length).toBeGreaterThan(0);
    expect(ready.highlights.every((h) => h.platform === 'reddit')).toBe(true);
    expect(await buildJobsOf(user.user.id)).toBe(1);
  }, 90_000);
});
