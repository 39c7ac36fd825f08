import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type PgBoss from 'pg-boss';
import { MIGRATIONS_FOLDER, type Database } from '@/db/database';
import * as schema from '@/db/schema';
import { acquireDirLock } from '@/db/dir-lock';

/**
 * Embedded PostgreSQL (WASM). It is a single connection: PGlite queues every query and transaction
 * behind one mutex, so Drizzle, pg-boss and the health check can share it safely, as long as code
 * inside a transaction uses the transaction handle (using the outer handle there would wait forever).
 */
export async function openPglite(dir: string | undefined): Promise<Database> {
  let release = () => {};
  if (dir) {
    mkdirSync(path.dirname(dir), { recursive: true });
    // Two processes writing one PGlite directory corrupt it, so a second one must fail loudly.
    release = acquireDirLock(`${dir}.lock`, dir);
  }
  try {
    const client = await PGlite.create(dir ? { dataDir: dir } : {});
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      kind: 'pglite',
      db,
      boss: { db: bossAdapter(client) },
      ping: async () => {
        await client.query('select 1');
      },
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
