import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Whether a SQL statement may end a session: it changes `users` or `refresh_tokens` (revoking a
 * family, disabling or deleting an account, a password change, a restore…). Deliberately coarse:
 * any update, delete, truncate, drop or alter that names either table counts, so a new revocation
 * path written next year is covered without anyone remembering this file. A false positive only
 * empties a cache; inserts (a new login) cannot end a session. The one exception is a plain UPDATE
 * of one of them that sets only columns listed in HARMLESS_COLUMNS (sign-in bookkeeping, refresh
 * rotation): those run on every sign-in and refresh, and counting them emptied the caches as often.
 */
export function mayEndSession(sql: string): boolean {
  return WRITE.test(sql) && SESSION_TABLES.test(sql) && !harmlessUpdate(sql);
}

const WRITE = /\b(update|delete|truncate|drop|alter)\b/i;
const SESSION_TABLES = /\b(users|refresh_tokens)\b/i;

/**
 * Columns whose change cannot end a session (isSessionLive reads none of them). The same lists are
 * the session_ended trigger's arguments (migration 0016_session_ended_notify): keep them equal.
 */
export const HARMLESS_COLUMNS: ReadonlyMap<string, readonly string[]> = new Map([
  ['users', ['last_seen_at', 'updated_at']],
  ['refresh_tokens', ['replaced_by_id']],
]);

/** `update "t" set <list> [where …] [returning …]`: one table, nothing else in the statement. */
const PLAIN_UPDATE =
  /^\s*update\s+"?(\w+)"?\s+set\s+([\s\S]*?)(?:\s+where\s+[\s\S]*?)?(?:\s+returning\s+[^;]*)?\s*$/i;
/** `"column" = <parameter, now() or null>`: anything fancier is not recognised, so it counts. */
const PLAIN_SET = /^"?(\w+)"?\s*=\s*(?:\$\d+|now\(\)|null)$/i;

function harmlessUpdate(sql: string): boolean {
  // A script of several statements is never one plain update.
  if (/;\s*\S/.test(sql)) return false;
  const match = PLAIN_UPDATE.exec(sql);
  const harmless = match?.[1] ? HARMLESS_COLUMNS.get(match[1].toLowerCase()) : undefined;
  if (!match?.[2] || !harmless) return false;
  return match[2].split(',').every((assignment) => {
    const column = PLAIN_SET.exec(assignment.trim())?.[1];
    return column !== undefined && harmless.includes(column.toLowerCase());
  });
}

/** A listener and the statements it wants to hear about. */
export interface WriteWatch {
  mayWrite: (sql: string) => boolean;
  listener: () => void;
}

/**
 * Calls a watch's `listener` after every statement on `client` its `mayWrite` matches, and again
 * when a transaction that ran one ends (committed or not), by wrapping the client's `query`, `exec`
 * and `transaction`. Every query of the embedded database (Drizzle, pg-boss, the health check) goes
 * through these three, so nothing writes unseen. `watches` is read at each statement: watches added
 * later count.
 *
 * Why this is enough for caches of what was read: PGlite runs one query or transaction at a time,
 * so no read runs between a write and its commit, and the listener has run before the writing
 * request answers. A read in flight across the listener is not remembered (the caches compare
 * generations; see LiveSessions).
 */
export function watchWrites(client: PGlite, watches: ReadonlySet<WriteWatch>): void {
  const notify = (sql: string, heard?: Set<WriteWatch>) => {
    for (const watch of watches) {
      if (!watch.mayWrite(sql)) continue;
      heard?.add(watch);
      watch.listener();
    }
  };
  client.query = watched(client.query.bind(client), notify);
  client.exec = watched(client.exec.bind(client), notify);
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    const heard = new Set<WriteWatch>();
    try {
      return await transaction((tx) => callback(watchTransaction(tx, (sql) => notify(sql, heard))));
    } finally {
      // Once more after COMMIT or ROLLBACK, when the change is (or is not) visible to all.
      for (const watch of heard) watch.listener();
    }
  };
}

type Notify = (sql: string) => void;

function watchTransaction(tx: Transaction, notify: Notify): Transaction {
  const sql = tx.sql.bind(tx);
  return Object.assign(Object.create(tx) as Transaction, {
    query: watched(tx.query.bind(tx), notify),
    exec: watched(tx.exec.bind(tx), notify),
    // The transaction's `sql` does not go through its `query`: watched on its template's text.
    sql: async (strings: TemplateStringsArray, ...params: unknown[]) => {
      try {
        return await sql(strings, ...params);
      } finally {
        notify(strings.join(' '));
      }
    },
  });
}

function watched<F extends (sql: string, ...rest: never[]) => Promise<unknown>>(
  run: F,
  notify: Notify,
): F {
  return (async (sql: string, ...rest: never[]) => {
    try {
      return await run(sql, ...rest);
    } finally {
      notify(sql);
    }
  }) as F;
}
