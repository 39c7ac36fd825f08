import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { StartupError } from '@/lib/startup-error';

/**
 * A pid lock file next to the embedded database directory. A stale lock (its process is gone) is
 * taken over, so a crash never blocks the next start. Returns the release function.
 */
export function acquireDirLock(lockFile: string, what: string): () => void {
  const pid = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, pid, { flag: 'wx', mode: 0o600 });
      return () => {
        if (readOwner(lockFile) === pid) rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockFile);
      if (owner && owner !== pid && isAlive(Number(owner))) {
        throw new StartupError(
          `The embedded database at ${what} is in use by process ${owner}. Stop that process first, ` +
            'or set DATABASE_URL to run several processes against one PostgreSQL server.',
          { cause: error },
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new StartupError(`Could not lock ${lockFile}`);
}

function readOwner(lockFile: string): string | undefined {
  try {
    return readFileSync(lockFile, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
