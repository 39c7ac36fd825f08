import type pg from 'pg';
import { mayEndSession } from '@/db/session-writes';

/**
 * Calls every listener when a pool client that ran a statement which may end a session
 * (mayEndSession) goes back to the pool: by then its transaction has committed or rolled back, and
 * the listeners run before the code that wrote goes on (the pool releases before answering).
 *
 * PostgreSQL mode hears the writes of other processes through NOTIFY (migration
 * 0016_session_ended_notify), but that notification reaches this process on another connection, at
 * an unknown moment after the commit: without this, a logout could answer and the next request on
 * the same replica still find the session remembered. Every query of the app's pool goes through a
 * pool client's `query` (pool.query included), which is what is watched.
 */
export function watchPoolSessionWrites(pool: pg.Pool, listeners: ReadonlySet<() => void>): void {
  const wrote = new WeakSet<pg.PoolClient>();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      // A statement whose text cannot be read counts, as any write would.
      const text = statementText(args[0]);
      if (text === undefined || mayEndSession(text)) wrote.add(client);
      return query(...args);
    }) as typeof client.query;
  });
  pool.on('release', (_error, client) => {
    if (!wrote.delete(client)) return;
    for (const listener of listeners) listener();
  });
}

function statementText(statement: unknown): string | undefined {
  if (typeof statement === 'string') return statement;
  const text = (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
}
