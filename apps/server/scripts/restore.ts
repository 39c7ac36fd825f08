import path from 'node:path';
import { BackupError, restore } from '@/backup/backup';
import { ConfigError, loadEnv } from '@/config/env';

/** `npm run restore -- DIR [--force]`: puts a backup made by `npm run backup` back. */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const dir = args.find((a) => !a.startsWith('--'));
  if (!dir) throw new BackupError('Usage: npm run restore -- <backup directory> [--force]');
  const env = loadEnv();
  const manifest = await restore(env, path.resolve(process.env.INIT_CWD ?? process.cwd(), dir), {
    force,
  });
  console.log(`Restored the backup of ${manifest.createdAt}; start the server as usual.`);
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error('Restore failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
