import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { refreshTokens, users } from '@/db/schema';
import { insertRefreshToken } from '@/features/auth/refresh-tokens.repository';
import { JobQueue } from '@/jobs/job-queue';
import { purgeRefreshTokensJob } from '@/jobs/purge-refresh-tokens.job';
import { JOBS } from '@/jobs/registry';
import { jobDuration } from '@/lib/metrics';
import { createTestDatabase, testDatabaseMode } from '@/test/test-database';

const DAY = 24 * 60 * 60 * 1000;
const log = pino({ level: 'silent' });
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function seedTokens(): Promise<{
  userId: string;
  ids: Record<'live' | 'expiredLongAgo' | 'revokedLongAgo' | 'revokedRecently', string>;
}> {
  const [user] = await database.db
    .insert(users)
    .values({
      username: `jobs_${randomUUID().slice(0, 8)}`,
      email: `${randomUUID()}@example.com`,
      passwordHash: 'x',
    })
    .returning();
  if (!user) throw new Error('no user');
  const now = Date.now();
  const ids = {
    live: randomUUID(),
    expiredLongAgo: randomUUID(),
    revokedLongAgo: randomUUID(),
    revokedRecently: randomUUID(),
  };
  const familyId = randomUUID();
  const base = { userId: user.id, familyId };
  await insertRefreshToken(database.db, {
    ...base,
    id: ids.live,
    tokenHash: randomUUID(),
    expiresAt: new Date(now + 30 * DAY),
  });
  await insertRefreshToken(database.db, {
    ...base,
    id: ids.expiredLongAgo,
    tokenHash: randomUUID(),
    expiresAt: new Date(now - 8 * DAY),
  });
  await insertRefreshToken(database.db, {
    ...base,
    id: ids.revokedLongAgo,
    tokenHash: randomUUID(),
    expiresAt: new Date(now + DAY),
  });
  await insertRefreshToken(database.db, {
    ...base,
    id: ids.revokedRecently,
    tokenHash: randomUUID(),
    expiresAt: new Date(now + DAY),
  });
  await database.db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now - 10 * DAY) })
    .where(eq(refreshTokens.id, ids.revokedLongAgo));
  await database.db
    .update(refreshTokens)
    .set({ revokedAt: new Date(now - DAY) })
    .where(eq(refreshTokens.id, ids.revokedRecently));
  return { userId: user.id, ids };
}

async function remainingTokenIds(userId: string): Promise<string[]> {
  const rows = await database.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId));
  return rows.map((r) => r.id).sort();
}

describe('auth.purge-refresh-tokens handler', () => {
  it('deletes tokens expired or revoked more than the retention ago, and keeps the rest', async () => {
    const { userId, ids } = await seedTokens();
    await purgeRefreshTokensJob.handler(
      { retentionDays: 7 },
      { db: database.db, log, now: () => new Date() },
    );
    expect(await remainingTokenIds(userId)).toEqual([ids.live, ids.revokedRecently].sort());
  });

  it('is scheduled hourly', () => {
    expect(purgeRefreshTokensJob.cron).toBe('17 * * * *');
  });
});

describe(`the job queue (pg-boss on ${testDatabaseMode()})`, () => {
  let queue: JobQueue;
  beforeAll(async () => {
    queue = await JobQueue.start(database, log, { work: true });
    await queue.startWorkers(
      { db: database.db, log, now: () => new Date() },
      { pollingIntervalSeconds: 0.5 },
    );
  });
  afterAll(async () => {
    await queue.stop(2_000);
  });

  it('delivers a sent job to its worker, which runs the real handler', async () => {
    const { userId, ids } = await seedTokens();
    const jobId = await queue.send('auth.purge-refresh-tokens', {});
    if (!jobId) throw new Error('send returned no id');
    // That very job completed, so the purge below was its doing (not a cron tick).
    await expect
      .poll(() => queue.getJobState('auth.purge-refresh-tokens', jobId), {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('completed');
    await expect
      .poll(() => remainingTokenIds(userId), { timeout: 20_000, interval: 250 })
      .toEqual([ids.live, ids.revokedRecently].sort());
  });

  it('reports job durations and queue depth to the metrics', async () => {
    const { userId } = await seedTokens();
    const jobId = await queue.send('auth.purge-refresh-tokens', {});
    if (!jobId) throw new Error('send returned no id');
    await expect
      .poll(() => queue.getJobState('auth.purge-refresh-tokens', jobId), { timeout: 20_000 })
      .toBe('completed');
    const duration = await jobDuration.get();
    expect(
      duration.values.find(
        (v) =>
          v.metricName === 'socialpulse_job_duration_seconds_count' &&
          v.labels.job === 'auth.purge-refresh-tokens' &&
          v.labels.outcome === 'ok',
      )?.value,
    ).toBeGreaterThan(0);
    const sizes = await queue.queueSizes();
    expect(Object.keys(sizes).sort()).toEqual(JOBS.map((j) => j.name).sort());
    expect(Object.values(sizes).every((n) => Number.isInteger(n) && n >= 0)).toBe(true);
    await database.db.delete(users).where(eq(users.id, userId));
  });

  it('registers a cron schedule for every scheduled job', async () => {
    const schedules = await queue.getSchedules();
    for (const job of JOBS.filter((j) => j.cron)) {
      expect(schedules).toContainEqual(expect.objectContaining({ name: job.name, cron: job.cron }));
    }
  });

  it('refuses a payload its schema rejects, before it is stored', async () => {
    await expect(queue.send('auth.purge-refresh-tokens', { retentionDays: -1 })).rejects.toThrow();
  });
});
