import type { AuthResult, RedditSource, Summary } from '@socialpulse/contract';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import { liveApi } from '@/test/live-api';
import { freePort } from '@/test/platform-app';
import { createServerDatabaseUrl } from '@/test/test-database';
import { GOOD_PASSWORD } from '@/test/users';
import { docker, waitUntil } from './docker';

/**
 * The image as an operator runs it: built from the repository's Dockerfile, started against a
 * PostgreSQL server with its data volume, used (register, connect the sandbox Reddit, summarise),
 * restarted, and used again with nothing lost.
 *
 * The base image is a LOCAL STAND-IN built by scripts/docker/standin-base.sh (Debian from
 * debootstrap plus this machine's Node, labelled socialpulse.standin=true), because these machines
 * cannot pull from a registry; `npm run test:docker` builds it first. Everything above the base
 * (the Dockerfile's own steps, the user, the volume, the health check) is the real thing.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const IMAGE = 'socialpulse:docker-test';
const CONTAINER = `socialpulse-docker-test-${process.pid}`;
const VOLUME = `${CONTAINER}-data`;

let origin = '';
let database: { url: string; drop: () => Promise<void> } | undefined;

const api = <T>(token: string | null, method: string, url: string, body?: object) =>
  liveApi<T>(origin, token, method, url, body);

const healthy = async () => (await fetch(`${origin}/api/health`)).ok;
const dockerHealth = () => docker(['inspect', '--format', '{{.State.Health.Status}}', CONTAINER]);

beforeAll(async () => {
  const started = Date.now();
  await docker(['build', '--network', 'host', '-t', IMAGE, REPO_ROOT], 900_000);
  const bytes = Number(await docker(['image', 'inspect', '--format', '{{.Size}}', IMAGE]));
  console.log(
    `image ${IMAGE}: built in ${((Date.now() - started) / 1000).toFixed(0)} s, ${(bytes / 1e6).toFixed(0)} MB`,
  );
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  database = await createServerDatabaseUrl();
});

afterAll(async () => {
  await docker(['rm', '-f', CONTAINER]).catch(() => undefined);
  await docker(['volume', 'rm', '-f', VOLUME]).catch(() => undefined);
  await database?.drop();
});

describe('the container image', () => {
  it('starts against PostgreSQL, works, and keeps its data across a restart', async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // Host networking: the container reaches the machine's PostgreSQL at 127.0.0.1, and the test
    // reaches the container's sandboxes at the same address the app calls them at.
    await docker([
      'run',
      '--detach',
      '--name',
      CONTAINER,
      '--network',
      'host',
      '--volume',
      `${VOLUME}:/data`,
      '--env',
      `PORT=${port}`,
      '--env',
      `PUBLIC_URL=${origin}`,
      '--env',
      `DATABASE_URL=${database!.url}`,
      '--env',
      'LOG_LEVEL=warn',
      IMAGE,
    ]);
    const startMs = await waitUntil(healthy, 'the first start to answer /api/health', 120_000);
    console.log(`container answered /api/health ${startMs} ms after docker run`);
    await waitUntil(
      async () => (await dockerHealth()) === 'healthy',
      'Docker to call the container healthy',
      60_000,
    );

    // Runs as the unprivileged user, with a private data directory.
    expect(await docker(['exec', CONTAINER, 'id', '-u'])).toBe('1000');
    expect(await docker(['exec', CONTAINER, 'stat', '-c', '%a', '/data'])).toBe('700');

    const auth = await api<AuthResult>(null, 'POST', '/api/auth/register', {
      username: 'container',
      email: 'container@example.com',
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
    });
    const { url } = await api<{ url: string }>(auth.accessToken, 'GET', '/api/reddit/auth');
    const redirect = await submitConsent(url, 'allow');
    await api(auth.accessToken, 'POST', '/api/reddit/callback', {
      code: redirect.searchParams.get('code'),
      state: redirect.searchParams.get('state'),
    });
    const [source] = await api<RedditSource[]>(auth.accessToken, 'GET', '/api/reddit/sources');
    expect(source).toBeDefined();
    const created = await api<Summary>(auth.accessToken, 'POST', '/api/summaries', {
      platform: 'reddit',
      sourceId: source!.id,
      options: { period: 'last_7_days', tone: 'professional' },
    });
    const finished = async () =>
      (await api<Summary>(auth.accessToken, 'GET', `/api/summaries/${created.id}`)).status ===
      'completed';
    await waitUntil(finished, 'the summary to complete', 120_000);

    const restarted = Date.now();
    await docker(['restart', CONTAINER], 120_000);
    await waitUntil(healthy, 'the restarted container', 120_000);
    console.log(`restart: /api/health answered ${Date.now() - restarted} ms after docker restart`);

    // A new session after the restart: the account, its summary and its Reddit connection (whose
    // tokens are encrypted with the secret generated into the /data volume) are all still there.
    const again = await api<AuthResult>(null, 'POST', '/api/auth/login', {
      email: 'container@example.com',
      password: GOOD_PASSWORD,
    });
    const summary = await api<Summary>(again.accessToken, 'GET', `/api/summaries/${created.id}`);
    expect(summary.status).toBe('completed');
    expect(summary.content).toMatch(/\]\(https?:\/\//u);
    const connections = await api<{ platform: string; status: string }[]>(
      again.accessToken,
      'GET',
      '/api/connections',
    );
    expect(connections.find((c) => c.platform === 'reddit')?.status).toBe('connected');
    const sources = await api<RedditSource[]>(again.accessToken, 'GET', '/api/reddit/sources');
    expect(sources.length).toBeGreaterThan(0);
  });
});
