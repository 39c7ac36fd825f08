import type { KeywordAlert } from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import type { Database } from '@/db/database';
import { keywordAlerts } from '@/db/schema';
import { backfillKeywordAlertsJob } from '@/jobs/backfill-keyword-alerts.job';
import { JobQueue } from '@/jobs/job-queue';
import { scanAlertsJob } from '@/jobs/scan-alerts.job';
import { createMatcherCache } from '@/matcher/matcher-cache';
import { seedItem } from '@/test/content';
import { dataOf } from '@/test/http';
import { insertTestKeyword, insertTestUser } from '@/test/keywords';
import { TEST_SECRET, testEnv } from '@/test/test-app';
import { createTestDatabase, testDatabaseMode } from '@/test/test-database';
import { bearer, registerUser } from '@/test/users';

const log = pino({ level: 'silent' });
const JOBS = [scanAlertsJob, backfillKeywordAlertsJob];
const POLL = { timeout: 20_000, interval: 250 };
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const alertsOf = (userId: string) =>
  database.db.select().from(keywordAlerts).where(eq(keywordAlerts.userId, userId));

describe('alerts.scan handler', () => {
  it('scans pending content with the context it is given', async () => {
    const user = await insertTestUser(database.db);
    await insertTestKeyword(database.db, user, 'opentelemetry');
    await seedItem(database.db, { text: 'OpenTelemetry tracing in practice' }, [user]);
    const matcherCache = createMatcherCache();
    await scanAlertsJob.handler(
      { maxLinks: 1000 },
      { db: database.db, log, now: () => new Date(), matcherCache },
    );
    expect(await alertsOf(user)).toHaveLength(1);
    expect(matcherCache.builds).toBe(1);
  });

  it('runs on a schedule', () => {
    expect(scanAlertsJob.cron).toBe('*/5 * * * *');
  });
});

describe(`keyword alert jobs through the real queue (pg-boss on ${testDatabaseMode()})`, () => {
  let queue: JobQueue;
  let app: FastifyInstance;
  beforeAll(async () => {
    queue = await JobQueue.start(database, log, { work: true, jobs: JOBS });
    await queue.startWorkers(
      { db: database.db, log, now: () => new Date(), matcherCache: createMatcherCache() },
      { pollingIntervalSeconds: 0.5, jobs: JOBS },
    );
    app = await buildApp({ env: testEnv(), database, appSecret: TEST_SECRET, jobs: queue });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await queue.stop(2_000);
  });

  it('a sent alerts.scan job creates the alerts', async () => {
    const user = await insertTestUser(database.db);
    await insertTestKeyword(database.db, user, 'ebpf');
    await seedItem(database.db, { text: 'eBPF for observability' }, [user]);
    const jobId = await queue.send('alerts.scan', {});
    if (!jobId) throw new Error('send returned no id');
    await expect.poll(() => queue.getJobState('alerts.scan', jobId), POLL).toBe('completed');
    expect(await alertsOf(user)).toHaveLength(1);
  });

  it('a keyword tracked through the API is backfilled by a worker', async () => {
    const user = await registerUser(app);
    await seedItem(database.db, { text: 'sqlite on the edge' }, [user.user.id]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/keyword-alerts/keywords',
      headers: bearer(user.accessToken),
      payload: { keyword: 'SQLite', platforms: ['reddit'] },
    });
    expect(res.statusCode).toBe(201);
    const listAlerts = async () =>
      dataOf<KeywordAlert[]>(
        await app.inject({
          method: 'GET',
          url: '/api/keyword-alerts/alerts',
          headers: bearer(user.accessToken),
        }),
      ).map((a) => a.keyword);
    await expect.poll(listAlerts, POLL).toEqual(['SQLite']);
  });
});
