import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs the docker CLI and returns its trimmed standard output; a failure carries its stderr. */
export async function docker(args: readonly string[], timeoutMs = 120_000): Promise<string> {
  try {
    const { stdout } = await run('docker', [...args], {
      timeout: timeoutMs,
      maxBuffer: 64 * 1024 * 1024,
      // The legacy builder: the engine from Debian's docker.io has no buildx plugin beside it.
      env: { ...process.env, DOCKER_BUILDKIT: '0' },
    });
    return stdout.trim();
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(`docker ${args.join(' ')} failed: ${(e.stderr ?? e.message).slice(-2000)}`, {
      cause: error,
    });
  }
}

export async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs: number,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}
