import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/db/database';
import { buildPulseJob } from '@/jobs/build-pulse.job';
import { JobQueue } from '@/jobs/job-queue';
import { pulseBuildPort } from '@/jobs/pulse-build-port';
import { createTestDatabase, testDatabaseMode } from '@/test/test-database';

/** No workers: the jobs stay queued, as while every worker is busy with other builds. */
let database: Database;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await JobQueue.start(database, pino({ level: 'silent' }), { work: false });
});
afterAll(async () => {
  await queue.stop(1_000);
  await database.close();
});

async function buildJobs(key: string): Promise<number> {
  const [row] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`pgboss.job`)
    .where(sql`name = ${buildPulseJob.name} and singleton_key = ${key}`);
  return Number(row?.n ?? 0);
}

/** Waits until the database's clock has left the one-second slot the queued job was placed in. */
async function nextSlotAfter(key: string): Promise<void> {
  await vi.waitFor(
    async () => {
      const [row] = await database.db
        .select({ passed: sql<boolean>`now() >= max(singleton_on) + interval '1 second'` })
        .from(sql`pgboss.job`)
        .where(sql`name = ${buildPulseJob.name} and singleton_key = ${key}`);
      expect(row?.passed).toBe(true);
    },
    { timeout: 5_000, interval: 50 },
  );
}

describe(`Pulse build requests (${testDatabaseMode()})`, () => {
  it('queue no second build while one for the same key waits, even in a later time slot', async () => {
    const userId = '00000000-0000-4000-8000-000000000001';
    const key = `${userId}|2026-11-25|hide|reddit`;
    // A request from an earlier slot (a one-second slot, so the next one comes at once).
    await queue.sendJob(buildPulseJob, { userId }, { singletonKey: key, singletonSeconds: 1 });
    await nextSlotAfter(key);
    const builds = pulseBuildPort(queue);
    await builds.request(userId, key);
    await builds.request(userId, key);
    expect(await buildJobs(key)).toBe(1);
    // Another key (another day, setting or set of platforms) is another build.
    await builds.request(userId, `${userId}|2026-11-25|show|reddit`);
    expect(await buildJobs(`${userId}|2026-11-25|show|reddit`)).toBe(1);
  });
});
