import type { AuthResult, RedditSource, Summary } from '@socialpulse/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import { liveApi } from '@/test/live-api';
import { freePort } from '@/test/platform-app';
import { createServerDatabaseUrl, testDatabaseMode } from '@/test/test-database';
import { GOOD_PASSWORD } from '@/test/users';

/**
 * The real thing: the server as its own process, killed with SIGKILL while 20 summaries are in
 * flight (some being generated, the rest queued), then started again on the same database. Every
 * summary must reach a final state within a minute of the restart, and none may fail because of the
 * restart: on the embedded database (start-up recovery) and on a PostgreSQL server (the heartbeat
 * sweep hands the dead process's runs back to the queue; see jobs/worker-liveness.ts).
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const IN_FLIGHT = 20;
const FINAL_WITHIN_MS = 60_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'socialpulse-restart-'));
let server: ChildProcess | undefined;
let postgres: { url: string; drop: () => Promise<void> } | undefined;

beforeAll(async () => {
  if (testDatabaseMode() === 'postgres') postgres = await createServerDatabaseUrl();
});
afterAll(async () => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

async function startServer(port: number): Promise<ChildProcess> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '100000',
      SANDBOX_TEST_CONTROLS: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const health = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (health?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

async function stopHard(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

const api = liveApi;

// One page holds them all (the list is paged by cursor, 20 by default).
const listSummaries = (origin: string, token: string) =>
  api<Summary[]>(origin, token, 'GET', '/api/summaries?limit=100');

const unfinished = (s: Summary) => s.status === 'pending' || s.status === 'processing';

async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 90_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe(`a server killed with ${IN_FLIGHT} summaries in flight (${testDatabaseMode()})`, () => {
  it('finishes every one of them after it starts again', { timeout: 240_000 }, async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = await startServer(port);

    const auth = await api<AuthResult>(origin, null, 'POST', '/api/auth/register', {
      username: 'restart',
      email: 'restart@example.com',
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    const token = auth.accessToken;
    const { url } = await api<{ url: string }>(origin, token, 'GET', '/api/reddit/auth');
    const redirect = await submitConsent(url, 'allow');
    await api(origin, token, 'POST', '/api/reddit/callback', {
      code: redirect.searchParams.get('code'),
      state: redirect.searchParams.get('state'),
    });
    const [source] = await api<RedditSource[]>(origin, token, 'GET', '/api/reddit/sources');
    if (!source) throw new Error('the sandbox listed no subreddit');

    // Every Reddit data call now hangs for the longest delay allowed: the runs are caught mid-fetch.
    const fault = await fetch(`${origin}/sandbox/reddit/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fault: 'slow', delayMs: 30_000, path: '/r/' }),
    });
    expect(fault.ok).toBe(true);
    for (let i = 0; i < IN_FLIGHT; i++)
      await api<Summary>(origin, token, 'POST', '/api/summaries', {
        platform: 'reddit',
        sourceId: source.id,
        options: { period: 'today', tone: 'professional' },
      });
    await waitFor(
      async () => (await listSummaries(origin, token)).some((s) => s.status === 'processing'),
      'a summary being generated',
    );
    expect((await listSummaries(origin, token)).filter(unfinished)).toHaveLength(IN_FLIGHT);

    await stopHard(server);
    server = await startServer(port);
    const restartedAt = Date.now();
    // Fault switches are kept in the database for every replica (decision 0015), so they outlive
    // the kill: lift the hang, and the sandbox answers normally again.
    const cleared = await fetch(`${origin}/sandbox/reddit/__sandbox/faults`, { method: 'DELETE' });
    expect(cleared.ok).toBe(true);
    await waitFor(
      async () => (await listSummaries(origin, token)).every((s) => !unfinished(s)),
      'every summary in a final state',
      FINAL_WITHIN_MS,
    );
    console.log(
      `${testDatabaseMode()}: ${IN_FLIGHT} summaries final ${Date.now() - restartedAt} ms after the restart`,
    );
    const done = await listSummaries(origin, token);
    expect(done).toHaveLength(IN_FLIGHT);
    expect(done.map((s) => s.status)).toEqual(Array(IN_FLIGHT).fill('completed'));
    for (const summary of done) expect(summary.content).toMatch(/\]\(https?:\/\//u);
  });
});
