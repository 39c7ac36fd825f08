import { PGlite } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { BackupError } from '@/backup/backup-error';
import { postgresClientInvocation } from '@/backup/pg-connection';
import { childProcessEnv } from '@/config/env';
import { databaseTargetFromEnv } from '@/db/database';
import { acquireDirLock } from '@/db/dir-lock';
import { ensurePrivateDir, makeTreePrivate } from '@/lib/private-files';

/**
 * `npm run backup` / `npm run restore`. A backup is a directory: `manifest.json`, the database
 * (`database.tar.gz`, PGlite's own data-directory dump, or `database.dump`, pg_dump's custom format)
 * and `secret.key` when the key comes from DATA_DIR (without it, stored platform tokens cannot be
 * decrypted). The embedded database must not be in use: the server holds its lock while it runs.
 */
export interface BackupEnv {
  databaseUrl: string | undefined;
  dataDir: string;
  appSecret: string | undefined;
}

export interface Manifest {
  format: 'socialpulse-backup';
  version: 1;
  mode: 'pglite' | 'postgres';
  createdAt: string;
  database: string;
  secretKey: boolean;
}

const MANIFEST = 'manifest.json';

function pgliteDir(env: BackupEnv): string {
  const target = databaseTargetFromEnv(env);
  return target.kind === 'pglite' && target.dir ? target.dir : path.join(env.dataDir, 'pglite');
}
const SECRET_FILE = 'secret.key';

export { BackupError };

export async function backup(env: BackupEnv, outDir: string, now = new Date()): Promise<Manifest> {
  if (existsSync(outDir) && readdirSync(outDir).length > 0)
    throw new BackupError(`${outDir} is not empty; choose a new directory for the backup`);
  const target = databaseTargetFromEnv(env);
  if (target.kind === 'pglite' && !existsSync(pgliteDir(env)))
    throw new BackupError(`No embedded database at ${pgliteDir(env)} (check DATA_DIR)`);
  ensurePrivateDir(outDir);
  let database: string;
  if (target.kind === 'pglite') {
    const dir = pgliteDir(env);
    database = 'database.tar.gz';
    const release = acquireDirLock(`${dir}.lock`, dir);
    try {
      const client = await PGlite.create({ dataDir: dir });
      try {
        const dump = await client.dumpDataDir('gzip');
        writeFileSync(path.join(outDir, database), Buffer.from(await dump.arrayBuffer()), {
          mode: 0o600,
        });
      } finally {
        await client.close();
      }
    } finally {
      release();
    }
  } else {
    database = 'database.dump';
    const client = postgresClientInvocation(target.url);
    await run(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(outDir, database)}`,
        `--dbname=${client.dbname}`,
      ],
      client.env,
    );
  }
  const secretFile = path.join(env.dataDir, SECRET_FILE);
  const secretKey = existsSync(secretFile);
  if (secretKey) copyFileSync(secretFile, path.join(outDir, SECRET_FILE));
  const manifest: Manifest = {
    format: 'socialpulse-backup',
    version: 1,
    mode: target.kind,
    createdAt: now.toISOString(),
    database,
    secretKey,
  };
  writeFileSync(path.join(outDir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: 0o600,
  });
  makeTreePrivate(outDir);
  return manifest;
}

export function readManifest(inDir: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(readFileSync(path.join(inDir, MANIFEST), 'utf8')) as Partial<Manifest>;
  } catch {
    throw new BackupError(`${inDir} is not a SocialPulse backup (no readable ${MANIFEST})`);
  }
  if (manifest.format !== 'socialpulse-backup' || manifest.version !== 1 || !manifest.database)
    throw new BackupError(`${inDir}/${MANIFEST} is not a SocialPulse backup manifest`);
  if (!isOwnFileName(manifest.database))
    throw new BackupError(
      `${inDir}/${MANIFEST} names a database file outside the backup folder; a backup only uses files inside it`,
    );
  requireRegularFile(inDir, manifest.database);
  return manifest as Manifest;
}

/** A bare file name: no folder part, so it cannot lead out of the backup (`../x`, `/etc/x`). */
function isOwnFileName(name: unknown): name is string {
  return (
    typeof name === 'string' &&
    name !== '.' &&
    name !== '..' &&
    path.basename(name) === name &&
    !name.includes('/') &&
    !name.includes('\\')
  );
}

/** The file itself must be in the folder: a symbolic link could point anywhere on the machine. */
function requireRegularFile(inDir: string, name: string): void {
  let stat;
  try {
    stat = lstatSync(path.join(inDir, name));
  } catch {
    throw new BackupError(`${inDir} lacks ${name}`);
  }
  if (!stat.isFile())
    throw new BackupError(
      `${inDir}/${name} is not a plain file (a link or folder); a backup only uses files inside it`,
    );
}

/**
 * Restores a backup into the configured database. The embedded one must be empty unless `force`
 * (the current one is then kept aside as `pglite.before-restore-<time>`, not deleted); PostgreSQL
 * objects of the backup replace those that exist (`pg_restore --clean`). Migrations newer than the
 * backup run at the next start, as after any upgrade.
 */
export async function restore(
  env: BackupEnv,
  inDir: string,
  options: { force?: boolean; now?: Date } = {},
): Promise<Manifest> {
  const manifest = readManifest(inDir);
  const target = databaseTargetFromEnv(env);
  if (manifest.mode !== target.kind)
    throw new BackupError(
      manifest.mode === 'pglite'
        ? 'This backup is of the embedded database; unset DATABASE_URL to restore it (then copy the data over with pg_dump if you move to PostgreSQL)'
        : 'This backup is of a PostgreSQL database; set DATABASE_URL to the server to restore it into',
    );
  restoreSecret(env, inDir, manifest, options.force === true);
  if (target.kind === 'pglite') {
    const dir = pgliteDir(env);
    mkdirSync(path.dirname(dir), { recursive: true });
    const release = acquireDirLock(`${dir}.lock`, dir);
    try {
      if (existsSync(dir) && readdirSync(dir).length > 0) {
        if (!options.force)
          throw new BackupError(
            `${dir} already holds a database; add --force to put it aside and restore over it`,
          );
        const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
        renameSync(dir, `${dir}.before-restore-${stamp}`);
      }
      ensurePrivateDir(dir);
      const dump = new Blob([readFileSync(path.join(inDir, manifest.database))]);
      const client = await PGlite.create({ dataDir: dir, loadDataDir: dump });
      await client.query('select 1');
      await client.close();
      makeTreePrivate(dir);
    } finally {
      release();
    }
  } else {
    const client = postgresClientInvocation(target.url);
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${client.dbname}`,
        path.join(inDir, manifest.database),
      ],
      client.env,
    );
  }
  return manifest;
}

function restoreSecret(env: BackupEnv, inDir: string, manifest: Manifest, force: boolean): void {
  if (!manifest.secretKey) return;
  requireRegularFile(inDir, SECRET_FILE);
  const saved = readFileSync(path.join(inDir, SECRET_FILE), 'utf8');
  if (env.appSecret !== undefined) return; // APP_SECRET is in charge; the file is not used.
  const file = path.join(env.dataDir, SECRET_FILE);
  if (existsSync(file) && readFileSync(file, 'utf8') !== saved && !force)
    throw new BackupError(
      `${file} differs from the backup's key; add --force to replace it (tokens sealed with the current key would be lost)`,
    );
  ensurePrivateDir(env.dataDir);
  writeFileSync(file, saved, { mode: 0o600 });
}

function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env: childProcessEnv(env),
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${command} is not installed; install the PostgreSQL client (Debian: apt-get install postgresql-client)`
            : `${command} failed to start: ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new BackupError(
              `${command} exited with ${code}: ${
                stderr.split('\n').find((line) => line.includes('error:')) ??
                stderr.trim().split('\n').at(-1) ??
                ''
              }`,
            ),
          ),
    );
  });
}
