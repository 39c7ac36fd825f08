/**
 * `npm run bench -- digests`: a morning's scheduled digests. 500 users with 3 daily digests each,
 * all due at the same 07:00 slot, on a fresh PostgreSQL database with two worker processes (the
 * production entry point, ROLE=worker). Reddit is a counting stub (digests/stub-reddit.ts) that
 * answers any subreddit after a platform round trip; email goes to an SMTP sink. Run twice: with
 * shared fetches (one fetch per public source and window, docs/decisions/0051) and with
 * SHARED_SOURCE_FETCH=false as the baseline. Prints the time from the scheduler's tick to the last
 * delivery, the platform calls and fetches made against the distinct sources, and the ratios.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a database
 * of its own is created and dropped per run), BENCH_DIGEST_USERS (500), BENCH_DIGEST_SUBS (3 per
 * user), BENCH_DIGEST_POOL (400 subreddits), BENCH_PLATFORM_MS (100 ms per platform call),
 * BENCH_WORKER_CONCURRENCY (4), BENCH_DIGEST_TIMEOUT_S (1800). The same knobs on the command line
 * win over the environment (digests/options.ts): `npm run bench -- digests --users=500 --subs=3
 * --workers=2 --mode=shared`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { SERVER_NODE_FLAGS } from '@/config/node-flags';
import { createDatabase } from '@/db/create-database';
import { digestsDueJob } from '@/jobs/digests-due.job';
import { JobQueue } from '@/jobs/job-queue';
import { digestBenchOptions } from './digests/options';
import { seedDigests } from './digests/seed';
import { SmtpSink } from './digests/smtp-sink';
import { StubReddit } from './digests/stub-reddit';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const {
  users: USERS,
  subs: SUBS_PER_USER,
  pool: POOL,
  platformMs: PLATFORM_MS,
  workers: WORKERS,
  concurrency,
  timeoutS,
  mode: MODE,
} = digestBenchOptions(process.argv.slice(2), process.env);
const CONCURRENCY = String(concurrency);
const TIMEOUT_MS = timeoutS * 1000;
const SERVER_DIR = path.resolve(fileURLToPath(import.meta.url), '../../../apps/server');
/** Reddit's free tier: 100 calls a minute per OAuth client. */
const REDDIT_CALLS_PER_MINUTE = 100;

interface RunResult {
  mode: string;
  runs: number;
  delivered: number;
  emails: number;
  lastDeliveryMs: number;
  calls: number;
  fetches: number;
  sourcesFetched: number;
  distinctSources: number;
}

async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `sp_bench_digests_${randomBytes(5).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: SERVER_URL });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      ROLE: 'worker',
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function count(client: pg.Client, sql: string): Promise<number> {
  return Number((await client.query<{ n: string }>(sql)).rows[0]!.n);
}

async function runMode(
  shared: boolean,
  stub: StubReddit,
  smtp: SmtpSink,
  dataDir: string,
): Promise<RunResult> {
  const mode = shared ? 'shared fetches' : 'one fetch per run (baseline)';
  const database = await freshDatabase();
  const appSecret = randomBytes(32).toString('hex');
  const workers: ChildProcess[] = [];
  const client = new pg.Client({ connectionString: database.url });
  try {
    // Migrates the new database, as the first process to start would.
    const app = await createDatabase({ kind: 'postgres', url: database.url });
    const distinctSources = await seedDigests(
      app,
      appSecret,
      { users: USERS, subscriptionsPerUser: SUBS_PER_USER, pool: POOL },
      new Date(Date.now() - 60_000),
    );
    await client.connect();
    const env = {
      DATABASE_URL: database.url,
      APP_SECRET: appSecret,
      PUBLIC_URL: 'http://127.0.0.1:9',
      // The platform sandboxes' address: the stub answers Reddit's API there.
      INTERNAL_URL: stub.url,
      SMTP_URL: smtp.url,
      WORKER_CONCURRENCY: CONCURRENCY,
      SHARED_SOURCE_FETCH: String(shared),
      DATA_DIR: dataDir,
    };
    for (let k = 0; k < WORKERS; k++) workers.push(startWorker(env));
    // Every worker up (each writes a heartbeat) before the clock starts.
    while ((await count(client, 'select count(*) as n from worker_heartbeats')) < WORKERS)
      await sleep(250);
    stub.reset();
    const emailsBefore = smtp.received;

    // The scheduler's tick, sent now rather than at the next minute.
    const queue = await JobQueue.start(app, pino({ level: 'silent' }), {
      work: false,
      jobs: [digestsDueJob],
    });
    const started = Date.now();
    await queue.send('digests.due', {});
    await queue.stop(1_000);
    await app.close();

    const total = USERS * SUBS_PER_USER;
    let delivered = 0;
    while (Date.now() - started < TIMEOUT_MS) {
      delivered = await count(
        client,
        "select count(*) as n from digest_runs where status = 'completed'",
      );
      if (delivered >= total) break;
      await sleep(500);
    }
    const last = (
      await client.query<{ at: Date | null }>('select max(delivered_at) as at from digest_runs')
    ).rows[0]!.at;
    const runs = await count(client, 'select count(*) as n from digest_runs');
    // The last email may still be on the wire when its run is marked delivered.
    await sleep(1_000);
    return {
      mode,
      runs,
      delivered,
      emails: smtp.received - emailsBefore,
      lastDeliveryMs: last ? last.getTime() - started : Number.NaN,
      calls: stub.counts.calls,
      fetches: stub.counts.fetches,
      sourcesFetched: stub.counts.fetchesBySource.size,
      distinctSources,
    };
  } finally {
    for (const worker of workers) await stopWorker(worker);
    await client.end().catch(() => undefined);
    await database.drop();
  }
}

function report(r: RunResult): string {
  const quotaMinutes = r.calls / REDDIT_CALLS_PER_MINUTE;
  return [
    `${r.mode}:`,
    `  ${r.delivered}/${r.runs} runs delivered, ${r.emails} emails; last delivery ${(r.lastDeliveryMs / 1000).toFixed(1)} s after the tick`,
    `  platform: ${r.fetches} fetches of ${r.sourcesFetched} sources (${r.distinctSources} distinct subscribed), ${r.calls} calls` +
      ` = ${quotaMinutes.toFixed(0)} min of Reddit's ${REDDIT_CALLS_PER_MINUTE} calls/min`,
  ].join('\n');
}

export const suite = {
  name: 'digests',
  run: async () => {
    console.log(
      `${USERS} users × ${SUBS_PER_USER} daily digests (one subreddit each, drawn by 1/rank from ${POOL}), ` +
        `all due at one 07:00 slot; PostgreSQL, ${WORKERS} worker processes × ${CONCURRENCY}; ` +
        `${PLATFORM_MS} ms per platform call`,
    );
    const stub = new StubReddit(PLATFORM_MS);
    const smtp = new SmtpSink();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'socialpulse-bench-digests-'));
    await stub.start();
    await smtp.start();
    try {
      const sharedRun = MODE === 'baseline' ? undefined : await runMode(true, stub, smtp, dataDir);
      if (sharedRun) console.log(report(sharedRun));
      const baseline = MODE === 'shared' ? undefined : await runMode(false, stub, smtp, dataDir);
      if (baseline) console.log(report(baseline));
      if (!sharedRun || !baseline) return;
      console.log(
        `ratio (baseline / shared): time to last delivery ${(baseline.lastDeliveryMs / sharedRun.lastDeliveryMs).toFixed(2)}×, ` +
          `platform calls ${(baseline.calls / sharedRun.calls).toFixed(2)}×, fetches ${(baseline.fetches / sharedRun.fetches).toFixed(2)}×; ` +
          `shared fetches per distinct source: ${(sharedRun.fetches / sharedRun.distinctSources).toFixed(2)}`,
      );
    } finally {
      await stub.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
