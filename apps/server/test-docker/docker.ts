import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function exec(
  command: string,
  args: readonly string[],
  timeoutMs: number,
  env: Record<string, string> = {},
  cwd?: string,
): Promise<string> {
  try {
    const { stdout } = await run(command, [...args], {
      timeout: timeoutMs,
      maxBuffer: 64 * 1024 * 1024,
      // The legacy builder: the engine from Debian's docker.io has no buildx plugin beside it.
      env: { ...process.env, DOCKER_BUILDKIT: '0', ...env },
      ...(cwd ? { cwd } : {}),
    });
    return stdout.trim();
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(
      `${command} ${args.join(' ')} failed: ${(e.stderr ?? e.message).slice(-2000)}`,
      { cause: error },
    );
  }
}

/** Runs the docker CLI and returns its trimmed standard output; a failure carries its stderr. */
export function docker(args: readonly string[], timeoutMs = 120_000): Promise<string> {
  return exec('docker', args, timeoutMs);
}

export interface ComposeProject {
  /** The `-p` name: unique per test run, so runs and other stacks never share containers. */
  name: string;
  file: string;
  /** What the compose file interpolates (ports, image, secrets). */
  env: Record<string, string>;
  cwd: string;
}

/**
 * Runs Debian's `docker-compose` (1.29; the `docker compose` v2 plugin is not packaged for
 * bookworm) on one project and file, from the repository root so relative paths resolve as for
 * an operator.
 */
export function compose(
  project: ComposeProject,
  args: readonly string[],
  timeoutMs = 300_000,
): Promise<string> {
  return exec(
    'docker-compose',
    ['--ansi', 'never', '-p', project.name, '-f', project.file, ...args],
    timeoutMs,
    project.env,
    project.cwd,
  );
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
