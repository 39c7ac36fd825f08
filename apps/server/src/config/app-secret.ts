import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir } from '@/lib/private-files';
import { StartupError } from '@/lib/startup-error';

const SECRET_FILE = 'secret.key';

/**
 * APP_SECRET when configured; otherwise a secret generated once into DATA_DIR/secret.key (0600) so
 * sessions survive restarts without any setup. Replicas must share APP_SECRET instead.
 */
export function resolveAppSecret(options: {
  appSecret: string | undefined;
  dataDir: string;
}): string {
  if (options.appSecret) return options.appSecret;
  // DATA_DIR also holds the embedded database: 0700, like the database's own directory.
  ensurePrivateDir(options.dataDir);
  const file = path.join(options.dataDir, SECRET_FILE);
  try {
    // 'wx' fails when the file exists, so two processes starting together never overwrite each other.
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new StartupError(
      `${file} holds fewer than 32 characters; delete it to generate a new one`,
    );
  return secret;
}
