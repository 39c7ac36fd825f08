import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, type Database } from '@/db/database';
import { listenOn, type Relisten } from '@/db/pg-listen';
import { watchPoolSessionWrites } from '@/db/pg-session-writes';
import * as schema from '@/db/schema';

/** Any constant works; it only has to be the same in every replica. */
const MIGRATION_LOCK_KEY = 7_310_421_001;

export interface PostgresOptions {
  /** Awaited before a dropped LISTEN connection reconnects (tests hold it); default 1 s. */
  relisten?: Relisten;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const sessionWrites = new Set<() => void>();
  watchPoolSessionWrites(pool, sessionWrites);
  try {
    await migrateUnderLock(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    kind: 'postgres',
    db: drizzle({ client: pool, schema }),
    boss: { connectionString: url },
    ping: async () => {
      await pool.query('select 1');
    },
    listen: (channel, onPayload, onSubscribed) =>
      listenOn(url, channel, onPayload, onSubscribed, options.relisten),
    onSessionWrite: (listener) => sessionWrites.add(listener),
    close: () => pool.end(),
  };
}

/** Replicas starting together must not apply the same migration twice. */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
