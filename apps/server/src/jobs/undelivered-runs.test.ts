import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { digestRuns, digestSubscriptions, users } from '@/db/schema';
import { deliverDigestJob } from '@/jobs/deliver-digest.job';
import { JobQueue } from '@/jobs/job-queue';
import { sendUndeliveredRuns } from '@/jobs/undelivered-runs';
import { createTestDatabase, testDatabaseMode } from '@/test/test-database';

/**
 * Every pending digest run has a delivery on its way: a run whose worker died before queuing its
 * delivery, or whose delivery gave up, gets one from the sweep; nothing else is queued twice.
 */
const log = pino({ level: 'silent' });
let database: Database;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  // No workers: the jobs stay as the sweep leaves them.
  queue = await JobQueue.start(database, log, { work: false, jobs: [deliverDigestJob] });
});
afterAll(async () => {
  await queue.stop(1_000);
  await database.close();
});

let seq = 0;

/** A run of a new user's digest, stored `ageSeconds` ago. */
async function storedRun(ageSeconds: number, status: 'pending' | 'completed' = 'pending') {
  const k = seq++;
  const [user] = await database.db
    .insert(users)
    .values({ username: `undelivered${k}`, email: `undelivered${k}@example.com` })
    .returning({ id: users.id });
  const [digest] = await database.db
    .insert(digestSubscriptions)
    .values({
      userId: user!.id,
      name: 'Morning',
      sources: [{ platform: 'reddit', sourceId: 'typescript' }],
      schedule: { kind: 'daily', time: '07:00' },
      timeZone: 'UTC',
      tone: 'professional',
      language: 'en',
      channels: { email: true, feed: true },
      nextRunAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: digestSubscriptions.id });
  const createdAt = new Date(Date.now() - ageSeconds * 1000);
  const [run] = await database.db
    .insert(digestRuns)
    .values({
      subscriptionId: digest!.id,
      userId: user!.id,
      windowStart: new Date(createdAt.getTime() - 86_400_000),
      windowEnd: createdAt,
      summaryIds: [],
      status,
      createdAt,
    })
    .returning({ id: digestRuns.id });
  return run!.id;
}

/** Queues the run's delivery for later (nothing runs it here), then puts it in `state`. */
async function deliveryOf(runId: string, state: 'created' | 'failed' = 'created') {
  const jobId = await queue.send(
    'digests.deliver',
    { runId },
    { startAfter: new Date(Date.now() + 3_600_000) },
  );
  if (state !== 'created')
    await database.db.execute(sql`update pgboss.job set state = ${state} where id = ${jobId}`);
  return jobId!;
}

async function deliveriesOf(runId: string): Promise<string[]> {
  const result = await database.db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = 'digests.deliver' and data->>'runId' = ${runId}
          order by created_on`,
  );
  // PGlite's driver answers the rows in `rows`, postgres.js as the array itself.
  const rows = Array.isArray(result) ? result : (result as { rows: { state: string }[] }).rows;
  return (rows as { state: string }[]).map((r) => r.state);
}

describe(`pending digest runs with no delivery (${testDatabaseMode()})`, () => {
  it('get one queued by one of two sweepers; runs with one on its way, new or done are left', async () => {
    const neverQueued = await storedRun(60);
    const gaveUp = await storedRun(60);
    await deliveryOf(gaveUp, 'failed');
    const waiting = await storedRun(60);
    await deliveryOf(waiting);
    const justStored = await storedRun(1);
    const delivered = await storedRun(60, 'completed');

    const sweep = () =>
      sendUndeliveredRuns(
        { db: database.db, queue, log },
        { createdBefore: new Date(Date.now() - 20_000) },
      );
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(new Set([...a, ...b])).toEqual(new Set([neverQueued, gaveUp]));
    expect(await deliveriesOf(neverQueued)).toEqual(['created']);
    expect(await deliveriesOf(gaveUp)).toEqual(['failed', 'created']);
    expect(await deliveriesOf(waiting)).toEqual(['created']);
    // Stored a second ago: its worker is queuing the delivery now.
    expect(await deliveriesOf(justStored)).toEqual([]);
    expect(await deliveriesOf(delivered)).toEqual([]);

    // The next sweep finds every old pending run with its delivery on its way.
    expect(await sweep()).toEqual([]);
    expect(await deliveriesOf(neverQueued)).toEqual(['created']);
  });
});
