import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const PRIVATE_DIR = 0o700;
const PRIVATE_FILE = 0o600;

/**
 * Files this process creates from now on are readable by its user only, whatever umask it was
 * started with. The explicit modes and `makeTreePrivate` cover the files we know
 * of; this covers any other file a dependency writes into DATA_DIR while the process runs.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}

/** Creates `dir` (and missing parents) and makes `dir` itself 0700, even when it existed. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(dir, PRIVATE_DIR);
}

/**
 * Every directory under `root` (itself included) 0700, every file 0600, for files written with
 * looser modes than the umask would give. Symbolic links are left alone, and not followed.
 */
export function makeTreePrivate(root: string): void {
  const stat = lstatSync(root);
  if (stat.isSymbolicLink()) return;
  const wanted = stat.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE;
  if ((stat.mode & 0o777) !== wanted) chmodSync(root, wanted);
  if (!stat.isDirectory()) return;
  for (const name of readdirSync(root)) makeTreePrivate(path.join(root, name));
}
