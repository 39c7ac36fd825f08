import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { digestRuns, digestSubscriptions, jobHolds, users, workerHeartbeats } from '@/db/schema';
import { deliverDigestJob } from '@/jobs/deliver-digest.job';
import { handBackHeldJobs, handBackUnheldJobs, holdJob } from '@/jobs/held-jobs';
import { JobQueue } from '@/jobs/job-queue';
import { createTestDatabase, testDatabaseMode } from '@/test/test-database';

/**
 * Jobs held by a worker process that died: the sweep cancels the job, gives back the email claim
 * its run had made and queues the same payload again; it leaves a live worker's job and a job that
 * had finished alone.
 */
const log = pino({ level: 'silent' });
let database: Database;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await JobQueue.start(database, log, { work: false, jobs: [deliverDigestJob] });
});
afterAll(async () => {
  await queue.stop(1_000);
  await database.close();
});

let seq = 0;

/**
 * A run whose email was claimed by a delivery job now active on `workerId`, or (`workerId` null)
 * whose job a worker fetched `fetchedSecondsAgo` and never began: no hold, no claim.
 */
async function heldDelivery(
  workerId: string | null,
  state: 'active' | 'completed' = 'active',
  fetchedSecondsAgo = 0,
) {
  const k = seq++;
  const [user] = await database.db
    .insert(users)
    .values({ username: `held${k}`, email: `held${k}@example.com`, isEmailVerified: true })
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
  const [run] = await database.db
    .insert(digestRuns)
    .values({
      subscriptionId: digest!.id,
      userId: user!.id,
      windowStart: new Date(Date.now() - 86_400_000),
      windowEnd: new Date(),
      summaryIds: [],
    })
    .returning({ id: digestRuns.id });
  const runId = run!.id;
  // Held back so nothing runs it, then marked as its worker's fetch would.
  const jobId = await queue.send(
    'digests.deliver',
    { runId },
    { startAfter: new Date(Date.now() + 3_600_000) },
  );
  await database.db.execute(
    sql`update pgboss.job set state = ${state},
          started_on = now() - make_interval(secs => ${fetchedSecondsAgo}) where id = ${jobId}`,
  );
  if (!workerId) return { runId, jobId: jobId! };
  await database.db
    .update(digestRuns)
    .set({ emailedAt: new Date(), emailJobId: jobId })
    .where(eq(digestRuns.id, runId));
  await holdJob(
    database.db,
    { jobId: jobId!, name: 'digests.deliver', workerId, data: { runId } },
    new Date(),
  );
  return { runId, jobId: jobId! };
}

const runOf = async (runId: string) =>
  (await database.db.select().from(digestRuns).where(eq(digestRuns.id, runId)))[0]!;

async function queuedFor(runId: string): Promise<string[]> {
  const result = await database.db.execute<{ id: string }>(
    sql`select id from pgboss.job where name = 'digests.deliver' and state = 'created'
          and data->>'runId' = ${runId}`,
  );
  // PGlite's driver answers the rows in `rows`, postgres.js as the array itself.
  const rows = Array.isArray(result) ? result : (result as { rows: { id: string }[] }).rows;
  return (rows as { id: string }[]).map((r) => r.id);
}

describe(`jobs held by a dead worker (${testDatabaseMode()})`, () => {
  it('are cancelled and queued again at once, their email claim given back, by one sweeper', async () => {
    await database.db.insert(workerHeartbeats).values([
      { id: 'dead-worker', lastSeenAt: new Date(Date.now() - 60_000) },
      { id: 'live-worker', lastSeenAt: new Date() },
    ]);
    const dead = await heldDelivery('dead-worker');
    const live = await heldDelivery('live-worker');
    const finished = await heldDelivery('dead-worker', 'completed');

    const sweep = () =>
      handBackHeldJobs(
        { db: database.db, queue, log },
        { staleBefore: new Date(Date.now() - 20_000), workerId: 'sweeper' },
      );
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect([...a, ...b]).toEqual([dead.jobId]);
    expect(await queue.getJobState('digests.deliver', dead.jobId)).toBe('cancelled');
    expect(await runOf(dead.runId)).toMatchObject({ emailedAt: null, emailJobId: null });
    expect(await queuedFor(dead.runId)).toHaveLength(1);

    // A live worker keeps its job and claim.
    expect(await queue.getJobState('digests.deliver', live.jobId)).toBe('active');
    expect((await runOf(live.runId)).emailJobId).toBe(live.jobId);
    // A job that finished before its worker died is not run again; its hold is only cleared.
    expect((await runOf(finished.runId)).emailJobId).toBe(finished.jobId);
    expect(await queuedFor(finished.runId)).toEqual([]);
    const holds = await database.db.select({ jobId: jobHolds.jobId }).from(jobHolds);
    expect(holds.map((h) => h.jobId)).toEqual([live.jobId]);

    expect(await sweep()).toEqual([]);
    expect(await queuedFor(dead.runId)).toHaveLength(1);
  });

  it('a job fetched by a worker that died before its handler began is queued again by one sweeper', async () => {
    // pg-boss marks a job active at its fetch; the handler records its hold a moment later.
    const stranded = await heldDelivery(null, 'active', 60);
    const justFetched = await heldDelivery(null, 'active', 1);
    const sweep = () => handBackUnheldJobs({ db: database.db, queue, log }, { staleSeconds: 20 });
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect([...a, ...b]).toEqual([stranded.jobId]);
    expect(await queue.getJobState('digests.deliver', stranded.jobId)).toBe('cancelled');
    expect(await queuedFor(stranded.runId)).toHaveLength(1);
    // Fetched a second ago: its worker is about to begin it.
    expect(await queue.getJobState('digests.deliver', justFetched.jobId)).toBe('active');
    expect(await queuedFor(justFetched.runId)).toEqual([]);
    // A job a live worker holds is not a stray, however long it has run.
    const running = await heldDelivery('live-worker', 'active', 60);
    expect(await sweep()).toEqual([]);
    expect(await queue.getJobState('digests.deliver', running.jobId)).toBe('active');
  });
});
