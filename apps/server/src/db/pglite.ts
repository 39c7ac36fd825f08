import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import { MIGRATIONS_FOLDER, type Database } from '@/db/database';
import * as schema from '@/db/schema';
import { acquireDirLock } from '@/db/dir-lock';
import { mayEndSession, watchWrites, type WriteWatch } from '@/db/session-writes';
import { ensurePrivateDir, makeTreePrivate } from '@/lib/private-files';

/**
 * Embedded PostgreSQL (WASM). It is a single connection: PGlite queues every query and transaction
 * behind one mutex, so Drizzle, pg-boss and the health check can share it safely, as long as code
 * inside a transaction uses the transaction handle (using the outer handle there would wait forever).
 */
export async function openPglite(
  dir: string | undefined,
  options: {
    /**
     * A data directory to start from (PGlite's `dumpDataDir()`), instead of creating one with
     * initdb; migrations still run, and skip what it already holds. Tests use a migrated one.
     */
    loadDataDir?: Blob;
  } = {},
): Promise<Database> {
  let release = () => {};
  if (dir) {
    // The database holds every user's data: only this process's user may read it.
    // Its own directory only: the parent is the caller's (main.ts makes DATA_DIR 0700).
    mkdirSync(path.dirname(dir), { recursive: true });
    ensurePrivateDir(dir);
    // Two processes writing one PGlite directory corrupt it, so a second one must fail loudly.
    release = acquireDirLock(`${dir}.lock`, dir);
  }
  try {
    const client = await PGlite.create({
      ...(dir ? { dataDir: dir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const watches = new Set<WriteWatch>();
    watchWrites(client, watches);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // PGlite unpacks its initial database with 0666 modes (the files Postgres creates later are
    // 0600), and installs from before this fix hold such files: the tree is tightened each start.
    if (dir) makeTreePrivate(dir);
    return {
      kind: 'pglite',
      db,
      boss: { db: bossAdapter(client) },
      ping: async () => {
        await client.query('select 1');
      },
      listen: async (channel, onPayload, onSubscribed) => {
        const unlisten = await client.listen(channel, onPayload);
        onSubscribed?.(true); // one process, nothing to lose
        return unlisten;
      },
      onSessionWrite: (listener) => watches.add({ mayWrite: mayEndSession, listener }),
      close: async () => {
        if (!client.closed) await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** pg-boss sends multi-statement scripts without parameters; those need `exec`, not `query`. */
function bossAdapter(client: PGlite): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      if (values && values.length > 0) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}
