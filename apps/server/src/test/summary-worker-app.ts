import { pino, type Logger } from 'pino';
import type { Database } from '@/db/database';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { generateSummaryJob } from '@/jobs/generate-summary.job';
import { JobQueue } from '@/jobs/job-queue';
import { SecretBox } from '@/lib/secret-box';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { TEST_SECRET } from '@/test/test-app';
import { createTestDatabase } from '@/test/test-database';

/** How long a test waits for the worker to finish a summary, and how often it looks. */
export const SUMMARY_POLL = { timeout: 20_000, interval: 200 };

/**
 * The app with the sandbox platforms over a fresh database, and a real pg-boss worker running
 * summary.generate on it, as the worker role would: what every test of a summary's whole life needs.
 */
export interface SummaryWorkerApp {
  t: PlatformTestApp;
  database: Database;
  queue: JobQueue;
  close(): Promise<void>;
}

export async function startSummaryWorkerApp(
  options: {
    log?: Logger;
    env?: Record<string, string>;
    concurrency?: number;
    workerId?: string;
  } = {},
): Promise<SummaryWorkerApp> {
  const log = options.log ?? pino({ level: 'silent' });
  const jobs = [generateSummaryJob];
  const database = await createTestDatabase();
  const queue = await JobQueue.start(database, log, {
    work: true,
    jobs,
    ...(options.concurrency ? { concurrency: options.concurrency } : {}),
  });
  const t = await createPlatformTestApp({
    database,
    jobs: queue,
    ...(options.env ? { env: options.env } : {}),
  });
  const connections = new ConnectionAccess(
    database.db,
    t.app.platforms,
    new ConnectionSecrets(new SecretBox(TEST_SECRET)),
    () => new Date(),
    log,
  );
  await queue.startWorkers(
    {
      db: database.db,
      log,
      now: () => new Date(),
      connections,
      ...(options.workerId ? { workerId: options.workerId } : {}),
    },
    { pollingIntervalSeconds: 0.5, jobs },
  );
  return {
    t,
    database,
    queue,
    async close() {
      await t.app.close();
      await queue.stop(2_000);
      await database.close();
    },
  };
}
