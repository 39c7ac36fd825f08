import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { digestRuns, digestSubscriptions, summaries } from '@/db/schema';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { UnsubscribeTokens } from '@/features/digests/digest-tokens';
import type { Mailer } from '@/features/email/mailer';
import { deliverDigestJob } from '@/jobs/deliver-digest.job';
import { digestsDueJob } from '@/jobs/digests-due.job';
import { generateSummaryJob } from '@/jobs/generate-summary.job';
import type { JobContext } from '@/jobs/job-definition';
import { JobQueue } from '@/jobs/job-queue';
import { SecretBox } from '@/lib/secret-box';
import { createDigest } from '@/test/digests';
import { startSmtpInbox, type SmtpInbox } from '@/test/smtp-inbox';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { TEST_SECRET } from '@/test/test-app';
import { createTestDatabase, testDatabaseMode } from '@/test/test-database';
import { markVerified, registerUser } from '@/test/users';

/**
 * The digest pipeline on pg-boss with two workers on one database: digests.due (sent by both, as
 * two overlapping ticks would be) claims the run, summary.generate writes its summaries, and
 * digests.deliver waits for them and emails the digest once.
 */
const log = pino({ level: 'silent' });
const JOBS = [generateSummaryJob, digestsDueJob, deliverDigestJob];
const POLL = { timeout: 60_000, interval: 250 };
let database: Database;
let workers: JobQueue[];
let t: PlatformTestApp;
let smtp: SmtpInbox;
let mailer: Mailer;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpInbox();
  mailer = smtp.mailer;
  workers = [];
  for (let i = 0; i < 2; i++)
    workers.push(await JobQueue.start(database, log, { work: true, jobs: JOBS, concurrency: 2 }));
  t = await createPlatformTestApp({ database, jobs: workers[0]! });
  const context: JobContext = {
    db: database.db,
    log,
    now: () => new Date(),
    connections: new ConnectionAccess(
      database.db,
      t.app.platforms,
      new ConnectionSecrets(new SecretBox(TEST_SECRET)),
      () => new Date(),
      log,
    ),
    digests: { mailer, publicUrl: t.origin, unsubscribe: new UnsubscribeTokens(TEST_SECRET) },
  };
  for (const worker of workers)
    await worker.startWorkers(context, { pollingIntervalSeconds: 0.5, jobs: JOBS });
});
afterAll(async () => {
  for (const worker of workers) await worker.stop(2_000);
  await t.app.close();
  await smtp.close();
  await database.close();
});

describe(`digest jobs on two workers (${testDatabaseMode()})`, () => {
  it('a due digest runs once: one run, its summaries in the list, one email', async () => {
    const user = await registerUser(t.app);
    await markVerified(t.database.db, user.user.id);
    await t.connect(user, 'reddit');
    const digest = await createDigest(t, user, { schedule: { kind: 'daily', time: '00:00' } });
    await database.db
      .update(digestSubscriptions)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(digestSubscriptions.id, digest.id));
    await Promise.all(workers.map((w) => w.send('digests.due', {})));

    const run = async () =>
      database.db.select().from(digestRuns).where(eq(digestRuns.subscriptionId, digest.id));
    await expect.poll(async () => (await run())[0]?.status, POLL).toBe('completed');
    expect(await run()).toHaveLength(1);
    const made = await database.db
      .select({ status: summaries.status })
      .from(summaries)
      .where(eq(summaries.userId, user.user.id));
    expect(made.map((s) => s.status)).toEqual(['completed', 'completed']);
    await expect.poll(() => smtp.mails.length, POLL).toBe(1);
    // Nothing else is coming: a second tick finds nothing due, once both workers have run it.
    const ticks = await Promise.all(workers.map((w) => w.send('digests.due', {})));
    for (const id of ticks) {
      if (!id) throw new Error('send returned no id');
      await expect.poll(() => workers[0]!.getJobState('digests.due', id), POLL).toBe('completed');
    }
    expect(await run()).toHaveLength(1);
    expect(smtp.mails).toHaveLength(1);
  });
});
