import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveApi } from '@/test/live-api';
import { freePort } from '@/test/platform-app';
import { compose, docker, waitUntil, type ComposeProject } from './docker';
import { buildImage, IMAGE, REPO_ROOT } from './image';
import { expectJourneyKept, healthy, registerConnectAndSummarise, signIn } from './journey';

/**
 * The compose files as an operator runs them, with Debian's docker-compose 1.29: compose.yaml (the
 * app and PostgreSQL) through a journey, a `down` and an `up` with its volumes kept; then
 * compose.scale.yaml (two API replicas behind nginx, two workers). Each project has a name of its
 * own and is removed with its volumes afterwards, whatever happened.
 *
 * The `postgres` and `nginx` images are LOCAL STAND-INS (scripts/docker/standin-*.sh, labelled
 * socialpulse.standin=true; PostgreSQL is Debian bookworm's 15, not 17), built by
 * `npm run test:docker` first, because these machines cannot pull from a registry. The app image
 * is built from this checkout (as `build: .` would, on the host network the build needs here).
 */
async function project(file: string, extra: Record<string, string> = {}) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const stack: ComposeProject = {
    name: `socialpulse-${file.replace(/\.yaml$/u, '').replace(/\./gu, '-')}-${process.pid}`,
    file,
    cwd: REPO_ROOT,
    env: { SOCIALPULSE_PORT: String(port), PUBLIC_URL: origin, SOCIALPULSE_IMAGE: IMAGE, ...extra },
  };
  return { stack, origin };
}

/** Brings the stack up from the built image and times it until /api/health answers through it. */
async function up(stack: ComposeProject, origin: string, what: string): Promise<void> {
  const started = Date.now();
  await compose(stack, ['up', '--detach', '--no-build']);
  await waitUntil(() => healthy(origin), `${what} to answer /api/health`, 180_000);
  console.log(`${what}: /api/health answered ${Date.now() - started} ms after docker-compose up`);
}

const containers = async (stack: ComposeProject, service: string) =>
  (await compose(stack, ['ps', '-q', service])).split('\n').filter(Boolean);

const dockerHealth = (id: string) =>
  docker(['inspect', '--format', '{{.State.Health.Status}}', id]);

beforeAll(async () => {
  await buildImage();
});

describe('compose.yaml', () => {
  let stack: ComposeProject | undefined;
  afterAll(async () => {
    if (stack) await compose(stack, ['down', '--volumes', '--remove-orphans']);
  });

  it('starts the app on PostgreSQL, works, and keeps its data across down and up', async () => {
    const started = await project('compose.yaml');
    stack = started.stack;
    const { origin } = started;
    await up(stack, origin, 'compose.yaml');
    const [app] = await containers(stack, 'app');
    const [db] = await containers(stack, 'db');
    const healthyMs = await waitUntil(
      async () =>
        (await dockerHealth(app!)) === 'healthy' && (await dockerHealth(db!)) === 'healthy',
      'Docker to call app and db healthy',
      120_000,
    );
    console.log(`compose.yaml: app and db healthy to Docker ${healthyMs} ms after /api/health`);
    // The app really is on the compose PostgreSQL: its tables are in the socialpulse database.
    const tables = await docker([
      'exec',
      db!,
      'psql',
      '-U',
      'socialpulse',
      '-d',
      'socialpulse',
      '-tAc',
      "select count(*) from information_schema.tables where table_name = 'users'",
    ]);
    expect(tables).toBe('1');

    const journey = await registerConnectAndSummarise(origin, 'composer');

    // Containers gone, volumes kept: what an upgrade (`pull` then `up`) does to a deployment.
    await compose(stack, ['down']);
    await up(stack, origin, 'compose.yaml after down and up');
    await expectJourneyKept(origin, journey);
  });
});

describe('compose.scale.yaml', () => {
  let stack: ComposeProject | undefined;
  afterAll(async () => {
    if (stack) await compose(stack, ['down', '--volumes', '--remove-orphans']);
  });

  it('serves through nginx from two API replicas, with two workers completing summaries', async () => {
    const started = await project('compose.scale.yaml', {
      APP_SECRET: randomBytes(32).toString('hex'),
    });
    stack = started.stack;
    const { origin } = started;
    await up(stack, origin, 'compose.scale.yaml');
    const apis = await containers(stack, 'app');
    expect(apis).toHaveLength(2);
    expect(await containers(stack, 'worker')).toHaveLength(2);
    // Both replicas up before counting on round-robin (nginx skips one still migrating).
    await waitUntil(
      async () => (await Promise.all(apis.map(dockerHealth))).every((s) => s === 'healthy'),
      'Docker to call both API replicas healthy',
      120_000,
    );

    // Registered through one replica, signed in through whichever nginx picks next.
    const journey = await registerConnectAndSummarise(origin, 'scaler');
    const token = await signIn(origin, journey.email);
    for (let k = 0; k < 10; k++) await liveApi(origin, token, 'GET', '/api/summaries');
    // Round-robin, no sticky sessions: each replica answered some of those lists.
    for (const id of apis) {
      const logs = await docker(['logs', id]);
      expect(logs, `replica ${id} served no list`).toContain('"url":"/api/summaries"');
    }
    await expectJourneyKept(origin, journey);
  });
});
