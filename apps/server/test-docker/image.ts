import path from 'node:path';
import { docker } from './docker';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
/** One tag for every container test: the second build of a run is all cache hits. */
export const IMAGE = 'socialpulse:docker-test';

/** Builds the repository's Dockerfile (host network: the build's `npm ci` reaches the registry). */
export async function buildImage(): Promise<void> {
  const started = Date.now();
  await docker(['build', '--network', 'host', '-t', IMAGE, REPO_ROOT], 900_000);
  const bytes = Number(await docker(['image', 'inspect', '--format', '{{.Size}}', IMAGE]));
  console.log(
    `image ${IMAGE}: built in ${((Date.now() - started) / 1000).toFixed(0)} s, ${(bytes / 1e6).toFixed(0)} MB`,
  );
}
