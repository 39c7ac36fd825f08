import { is, sql, type SQL } from 'drizzle-orm';
import { PgTimestamp, PgTimestampString, type AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A timestamptz column read as the text JavaScript's `toISOString()` writes (UTC, milliseconds,
 * `2026-11-27T09:15:00.123Z`), formatted by PostgreSQL; null stays null.
 *
 * For reads that only pass the instant on as JSON: read as a Date, each one cost a date parse in
 * the driver and a `toISOString()` in our code, about 55 µs for the 80 of a page of 20 summaries,
 * a tenth of the list's CPU on the server (docs/perf.md). Milliseconds, as a Date would
 * have kept: the app's clock writes no finer ones.
 *
 * Only for `timestamp with time zone`: on a column without one, `at time zone 'UTC'` would read its
 * value as UTC wall time the other way round, so such a column is refused when the query is built.
 */
export function isoTimestamp<Column extends AnyPgColumn>(
  column: Column,
): SQL<Column['_']['notNull'] extends true ? string : string | null> {
  const timestamp = is(column, PgTimestamp) || is(column, PgTimestampString) ? column : undefined;
  if (!timestamp?.withTimezone)
    throw new Error(`isoTimestamp: ${column.name} is not a timestamp with time zone`);
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
