import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@/test/platform-app';
import { createServerDatabaseUrl } from '@/test/test-database';
import { docker, waitUntil } from './docker';
import { buildImage, IMAGE } from './image';
import { expectJourneyKept, healthy, registerConnectAndSummarise } from './journey';

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
const CONTAINER = `socialpulse-docker-test-${process.pid}`;
const VOLUME = `${CONTAINER}-data`;

let origin = '';
let database: { url: string; drop: () => Promise<void> } | undefined;

const dockerHealth = () => docker(['inspect', '--format', '{{.State.Health.Status}}', CONTAINER]);

beforeAll(async () => {
  await buildImage();
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
    const startMs = await waitUntil(
      () => healthy(origin),
      'the first start to answer /api/health',
      120_000,
    );
    console.log(`container answered /api/health ${startMs} ms after docker run`);
    await waitUntil(
      async () => (await dockerHealth()) === 'healthy',
      'Docker to call the container healthy',
      60_000,
    );

    // Runs as the unprivileged user, with a private data directory.
    expect(await docker(['exec', CONTAINER, 'id', '-u'])).toBe('1000');
    expect(await docker(['exec', CONTAINER, 'stat', '-c', '%a', '/data'])).toBe('700');

    const journey = await registerConnectAndSummarise(origin, 'container');

    const restarted = Date.now();
    await docker(['restart', CONTAINER], 120_000);
    await waitUntil(() => healthy(origin), 'the restarted container', 120_000);
    console.log(`restart: /api/health answered ${Date.now() - restarted} ms after docker restart`);

    await expectJourneyKept(origin, journey);
  });
});
