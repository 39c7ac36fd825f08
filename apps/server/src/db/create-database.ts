import type { Database, DatabaseTarget } from '@/db/database';
import { openPglite } from '@/db/pglite';
import { openPostgres } from '@/db/postgres';

/** Opens the database and applies any pending migrations before anything else touches it. */
export async function createDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dir);
}
