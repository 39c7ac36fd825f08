import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import { resolveAppSecret } from '@/config/app-secret';
import { ConfigError, loadEnv, type Env } from '@/config/env';
import { createDatabase } from '@/db/create-database';
import { createPlatformsFromEnv } from '@/config/platforms';
import { databaseTargetFromEnv, type Database } from '@/db/database';
import { publicUrlStartupWarning } from '@/features/connections/app-origins';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { EmailNotifier } from '@/features/email/email-notifier';
import { EmailUnsubscribe, emailUnsubscribeTokens } from '@/features/email/email-unsubscribe';
import { resumeInterruptedSummaries } from '@/features/summaries/resume-interrupted';
import { createSmtpMailer } from '@/features/email/mailer';
import { UnsubscribeTokens } from '@/features/digests/digest-tokens';
import type { JobContext } from '@/jobs/job-definition';
import { JobQueue } from '@/jobs/job-queue';
import { summaryQueuePort } from '@/jobs/summary-queue-port';
import { WorkerLiveness } from '@/jobs/worker-liveness';
import { createLogger } from '@/lib/logger';
import { StartupError } from '@/lib/startup-error';
import { setQueueDepthSource } from '@/lib/metrics';
import { ensurePrivateDir, restrictNewFiles } from '@/lib/private-files';
import { waitUntilHealthy } from '@/lib/wait-until-healthy';
import type { PlatformRegistry } from '@/platforms/registry';
import { SecretBox } from '@/lib/secret-box';
import { WebhookSecrets } from '@/features/digests/webhook-secrets';
import { webhookSender } from '@/features/digests/webhook-sender';
import { createMatcherCache } from '@/matcher/matcher-cache';
import { createLlmSummarizer } from '@/summarizer/llm/llm-summarizer';

const SHUTDOWN_TIMEOUT_MS = 15_000;
/** How long a worker process waits for the API process serving the sandboxes before it starts. */
const SANDBOX_WAIT_MS = 60_000;

/**
 * Process entry point. ROLE=api serves HTTP (API + web app), ROLE=worker runs background jobs,
 * ROLE=all (default) does both in one process.
 */
async function main(): Promise<void> {
  const env = readEnvOrExit();
  // Before anything writes to DATA_DIR (the secret, the lock, the database): files private, and
  // the directory 0700 whenever this process keeps something there.
  restrictNewFiles();
  if (!env.databaseUrl || !env.appSecret) ensurePrivateDir(env.dataDir);
  const log = createLogger(env);
  const runsApi = env.role !== 'worker';
  const runsWorker = env.role !== 'api';
  if (!env.databaseUrl && env.role !== 'all') {
    log.warn(
      `ROLE=${env.role} with the embedded database: no other process can share it, so ${runsApi ? 'no jobs will run' : 'nothing serves HTTP'}. Use ROLE=all, or DATABASE_URL for separate processes.`,
    );
  }

  const appSecret = resolveAppSecret(env);
  const database = await createDatabase(databaseTargetFromEnv(env));
  log.info({ database: database.kind }, 'database ready, migrations applied');

  // One registry per process, shared by the API and the worker (the sandbox Telegram gateway is in memory).
  const platforms = createPlatformsFromEnv(env);
  const jobs = await JobQueue.start(database, log, {
    work: runsWorker,
    concurrency: env.workerConcurrency,
  });
  // Queue depth is the database's, so any process serving /metrics can report it.
  setQueueDepthSource(() => jobs.queueSizes());

  // The API listens first: with ROLE=all the worker calls this very process's sandboxes.
  let app: FastifyInstance | undefined;
  if (runsApi) {
    app = await buildApp({ env, database, appSecret, logger: log, jobs, platforms });
    await app.listen({ port: env.port, host: env.host });
    log.info(`SocialPulse is running at ${env.publicUrl}`);
    // A home server opened from another device meets this first.
    const warning = publicUrlStartupWarning(env);
    if (warning) log.warn(warning);
  }

  let liveness: WorkerLiveness | undefined;
  if (runsWorker) {
    if (!runsApi && platforms.sandboxedServices().length > 0) {
      const url = `${env.platforms.internalUrl}/api/health`;
      if (!(await waitUntilHealthy(url, log, { timeoutMs: SANDBOX_WAIT_MS })))
        log.warn({ url }, 'the sandboxes do not answer yet; starting the workers anyway');
    }
    liveness = new WorkerLiveness({ db: database.db, queue: jobs, log, now: () => new Date() });
    await liveness.start();
    await jobs.startWorkers(workerContext(env, database, appSecret, platforms, log, liveness));
    // Runs of a killed process go back to the queue now, not when their jobs expire. The embedded
    // database is this process's alone, so every other worker there is a previous, dead one.
    await liveness.sweep({ everyoneElseIsDead: database.kind === 'pglite' });
    if (database.kind === 'pglite') {
      const resumed = await resumeInterruptedSummaries(database.db, summaryQueuePort(jobs));
      if (resumed.length > 0) log.info({ summaries: resumed }, 'resumed interrupted summaries');
    }
    if (!runsApi) log.info('SocialPulse worker is running');
  }

  installShutdown(log, { app, jobs, liveness, database });
}

/** What every job handler gets in this process (jobs/job-definition.ts). */
function workerContext(
  env: Env,
  database: Database,
  appSecret: string,
  platforms: PlatformRegistry,
  log: FastifyBaseLogger,
  liveness: WorkerLiveness,
): JobContext {
  const mailer = env.smtp ? createSmtpMailer(env.smtp) : undefined;
  return {
    db: database.db,
    log,
    now: () => new Date(),
    workerId: liveness.workerId,
    // One matcher per worker process, so alerts.scan rebuilds the automaton only when keywords change.
    matcherCache: createMatcherCache(),
    connections: new ConnectionAccess(
      database.db,
      platforms,
      new ConnectionSecrets(new SecretBox(appSecret)),
      () => new Date(),
      log,
    ),
    shareFetches: env.sharedSourceFetch,
    // With LLM_BASE_URL and LLM_MODEL set, a model writes summaries; the offline engine otherwise.
    ...(env.llm ? { summarizer: createLlmSummarizer({ llm: env.llm, log }) } : {}),
    // With SMTP_URL set, keyword alerts and the daily Pulse are emailed to users who opted in.
    ...(mailer
      ? {
          email: new EmailNotifier(
            database.db,
            mailer,
            log,
            new EmailUnsubscribe(database.db, emailUnsubscribeTokens(appSecret), env.publicUrl),
          ),
        }
      : {}),
    digests: {
      mailer,
      publicUrl: env.publicUrl,
      unsubscribe: new UnsubscribeTokens(appSecret),
    },
    webhooks: {
      send: webhookSender({ allowPrivate: env.webhookAllowPrivate }),
      secrets: new WebhookSecrets(new SecretBox(appSecret)),
      publicUrl: env.publicUrl,
    },
  };
}

function readEnvOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Stop taking requests, let running jobs finish, then close the database; force-exit if stuck. */
function installShutdown(
  log: FastifyBaseLogger,
  parts: { app?: FastifyInstance; jobs: JobQueue; liveness?: WorkerLiveness; database: Database },
) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await parts.app?.close();
      await parts.jobs.stop();
      await parts.liveness?.stop();
      await parts.database.close();
      log.info('stopped');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal));
}

main().catch((error: unknown) => {
  if (error instanceof StartupError) {
    console.error(`SocialPulse cannot start: ${error.message}`);
    process.exit(1);
  }
  console.error('SocialPulse failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
