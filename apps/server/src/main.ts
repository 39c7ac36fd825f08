import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from '@/app';
import { resolveAppSecret } from '@/config/app-secret';
import { ConfigError, loadEnv, type Env } from '@/config/env';
import { createDatabase } from '@/db/create-database';
import { createPlatformsFromEnv } from '@/config/platforms';
import { databaseTargetFromEnv, type Database } from '@/db/database';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { EmailNotifier } from '@/features/email/email-notifier';
import { resumeInterruptedSummaries } from '@/features/summaries/resume-interrupted';
import { createSmtpMailer } from '@/features/email/mailer';
import { JobQueue } from '@/jobs/job-queue';
import { createLogger } from '@/lib/logger';
import { SecretBox } from '@/lib/secret-box';
import { createMatcherCache } from '@/matcher/matcher-cache';
import { createLlmSummarizer } from '@/summarizer/llm/llm-summarizer';

const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * Process entry point. ROLE=api serves HTTP (API + web app), ROLE=worker runs background jobs,
 * ROLE=all (default) does both in one process.
 */
async function main(): Promise<void> {
  const env = readEnvOrExit();
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
  const jobs = await JobQueue.start(database, log, { work: runsWorker });
  if (runsWorker) {
    // One matcher per worker process, so alerts.scan rebuilds the automaton only when keywords change.
    const context = {
      db: database.db,
      log,
      now: () => new Date(),
      matcherCache: createMatcherCache(),
      connections: new ConnectionAccess(
        database.db,
        platforms,
        new ConnectionSecrets(new SecretBox(appSecret)),
        () => new Date(),
        log,
      ),
      // With LLM_BASE_URL and LLM_MODEL set, a model writes summaries; the offline engine otherwise.
      ...(env.llm ? { summarizer: createLlmSummarizer({ llm: env.llm, log }) } : {}),
      // With SMTP_URL set, keyword alerts and the daily Pulse are emailed to users who opted in.
      ...(env.smtp
        ? { email: new EmailNotifier(database.db, createSmtpMailer(env.smtp), log) }
        : {}),
    };
    await jobs.startWorkers(context);
    if (database.kind === 'pglite') {
      const resumed = await resumeInterruptedSummaries(database.db, jobs);
      if (resumed.length > 0) log.info({ summaries: resumed }, 'resumed interrupted summaries');
    }
  }

  let app: FastifyInstance | undefined;
  if (runsApi) {
    app = await buildApp({ env, database, appSecret, logger: log, jobs, platforms });
    await app.listen({ port: env.port, host: env.host });
    log.info(`SocialPulse is running at ${env.publicUrl}`);
  } else {
    log.info('SocialPulse worker is running');
  }

  installShutdown(log, { app, jobs, database });
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
  parts: { app?: FastifyInstance; jobs: JobQueue; database: Database },
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
  console.error('SocialPulse failed to start:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.stack) console.error(error.stack);
  process.exit(1);
});
