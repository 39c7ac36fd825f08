import type { AuthResult, RedditSource, Summary } from '@socialpulse/contract';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import { freePort } from '@/test/platform-app';
import { testDatabaseMode } from '@/test/test-database';
import { GOOD_PASSWORD } from '@/test/users';

/**
 * The real thing: the server as its own process on the embedded database, killed with SIGKILL while
 * a summary is being generated, then started again on the same data directory. The summary must
 * finish after the restart, not sit in "processing". (PostgreSQL deployments rely on the job's
 * expiry and summary.recover-stale instead; see features/summaries/resume-interrupted.ts.)
 */
const SERVER_DIR = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'socialpulse-restart-'));
let server: ChildProcess | undefined;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
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
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '100000',
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

async function api<T>(
  origin: string,
  token: string | null,
  method: string,
  url: string,
  body?: object,
) {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data: T };
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function summaryStatus(origin: string, token: string, id: string): Promise<Summary> {
  return api<Summary>(origin, token, 'GET', `/api/summaries/${id}`);
}

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

describe.skipIf(testDatabaseMode() !== 'pglite')('a server killed mid-summary', () => {
  it('finishes the summary after it starts again', { timeout: 240_000 }, async () => {
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

    // Every Reddit data call now hangs for a minute: the job is caught mid-fetch.
    const fault = await fetch(`${origin}/sandbox/reddit/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fault: 'slow', delayMs: 60_000, path: '/r/' }),
    });
    expect(fault.ok).toBe(true);
    const created = await api<Summary>(origin, token, 'POST', '/api/summaries', {
      platform: 'reddit',
      sourceId: source.id,
      options: { period: 'today', tone: 'professional' },
    });
    await waitFor(
      async () => (await summaryStatus(origin, token, created._id)).status === 'processing',
      'processing',
    );

    await stopHard(server);
    // Fault switches live in the killed process's memory: the restarted sandbox answers normally.
    server = await startServer(port);
    await waitFor(async () => {
      const { status } = await summaryStatus(origin, token, created._id);
      return status !== 'pending' && status !== 'processing';
    }, 'a final status');
    const done = await summaryStatus(origin, token, created._id);
    expect(done.status).toBe('completed');
    expect(done.content).toMatch(/\]\(https?:\/\//u);
  });
});
