import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * Whether a SQL statement may end a session: it changes `users` or `refresh_tokens` (revoking a
 * family, disabling or deleting an account, a password change, a restore…). Deliberately coarse:
 * any update, delete, truncate, drop or alter that names either table counts, so a new revocation
 * path written next year is covered without anyone remembering this file. A false positive only
 * empties a cache; inserts (a new login) cannot end a session.
 */
export function mayEndSession(sql: string): boolean {
  return WRITE.test(sql) && SESSION_TABLES.test(sql);
}

const WRITE = /\b(update|delete|truncate|drop|alter)\b/i;
const SESSION_TABLES = /\b(users|refresh_tokens)\b/i;

type Listener = () => void;

/**
 * Calls `listener` after every statement on `client` that may end a session (see mayEndSession),
 * and again when a transaction that ran one ends (committed or not), by wrapping the client's
 * `query`, `exec` and `transaction`. Every query of the embedded database (Drizzle, pg-boss, the
 * health check) goes through these three, so nothing writes to those tables unseen.
 *
 * Why this is enough for a cache of live sessions: PGlite runs one query or transaction at a time,
 * so no lookup runs between a revoking statement and its commit, and the listener has run before
 * the revoking request answers. A lookup in flight across the listener is not remembered (the
 * cache compares generations; see LiveSessions).
 */
export function watchSessionWrites(client: PGlite, listener: Listener): void {
  client.query = watched(client.query.bind(client), listener);
  client.exec = watched(client.exec.bind(client), listener);
  const transaction = client.transaction.bind(client);
  client.transaction = async <T>(callback: (tx: Transaction) => Promise<T>) => {
    let wrote = false;
    const seen = () => {
      wrote = true;
      listener();
    };
    try {
      return await transaction((tx) => callback(watchTransaction(tx, seen)));
    } finally {
      // Once more after COMMIT or ROLLBACK, when the change is (or is not) visible to all.
      if (wrote) listener();
    }
  };
}

function watchTransaction(tx: Transaction, listener: Listener): Transaction {
  const sql = tx.sql.bind(tx);
  return Object.assign(Object.create(tx) as Transaction, {
    query: watched(tx.query.bind(tx), listener),
    exec: watched(tx.exec.bind(tx), listener),
    // The transaction's `sql` does not go through its `query`: watched on its template's text.
    sql: async (strings: TemplateStringsArray, ...params: unknown[]) => {
      try {
        return await sql(strings, ...params);
      } finally {
        if (mayEndSession(strings.join(' '))) listener();
      }
    },
  });
}

function watched<F extends (sql: string, ...rest: never[]) => Promise<unknown>>(
  run: F,
  listener: Listener,
): F {
  return (async (sql: string, ...rest: never[]) => {
    try {
      return await run(sql, ...rest);
    } finally {
      if (mayEndSession(sql)) listener();
    }
  }) as F;
}
