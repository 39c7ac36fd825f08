import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type PgBoss from 'pg-boss';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type * as schema from '@/db/schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is underneath (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** What a transaction callback receives; queries inside a transaction must use it, not `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either, so a service can run several of them in one transaction. */
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** `dir` undefined means in memory (tests). */
  | { kind: 'pglite'; dir?: string };

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** How pg-boss reaches the same database: an adapter over PGlite, or its own pool on PostgreSQL. */
  boss: Pick<PgBoss.ConstructorOptions, 'db' | 'connectionString'>;
  /** Resolves when the database answers `select 1`. */
  ping(): Promise<void>;
  /**
   * LISTEN on `channel`: `onPayload` gets each NOTIFY's payload, from any process on the database
   * (PostgreSQL), or from this one (PGlite has a single process). Resolves to the unlisten.
   * `onSubscribed(true)` once LISTEN is in force; `onSubscribed(false)` as soon as the connection
   * is lost (PostgreSQL: notifications are missed until it says true again).
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onSubscribed?: (subscribed: boolean) => void,
  ): Promise<() => Promise<void>>;
  /**
   * Calls `listener` after every statement of this process that may end a session, once its
   * transaction is over (see db/session-writes.ts, db/pg-session-writes.ts). On PGlite that is
   * every write there is, what lets embedded mode cache live sessions on its own; on PostgreSQL
   * another replica or a psql session can write unseen, so LiveSessions also needs the
   * session_ended notifications there.
   */
  onSessionWrite?: (listener: () => void) => void;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export function databaseTargetFromEnv(env: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseTarget {
  return env.databaseUrl
    ? { kind: 'postgres', url: env.databaseUrl }
    : { kind: 'pglite', dir: path.join(env.dataDir, 'pglite') };
}
