import path from 'node:path';
import { backup, BackupError } from '@/backup/backup';
import { ConfigError, loadEnv } from '@/config/env';

/** `npm run backup [-- DIR]`: the database and the secret key into DIR (default: ./backups/<time>). */
async function main(): Promise<void> {
  const env = loadEnv();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    process.argv[2] ?? `backups/socialpulse-${stamp}`,
  );
  const manifest = await backup(env, out);
  console.log(
    `Backed up the ${manifest.mode === 'pglite' ? 'embedded' : 'PostgreSQL'} database${manifest.secretKey ? ' and DATA_DIR/secret.key' : ''} to ${out}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error('Backup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
