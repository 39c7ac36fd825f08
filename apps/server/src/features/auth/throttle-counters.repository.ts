import { eq, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { throttleCounters } from '@/db/schema';

export interface CounterState {
  key: string;
  count: number;
  windowStartedAt: Date;
}

/**
 * Adds one to each fixed-window counter and returns the new counts, in one statement: concurrent
 * callers queue on the rows' locks, so each sees a distinct count and the decision made from it
 * cannot be raced. A window older than `windowMs` starts over at 1. The keys are locked in sorted
 * order, so two callers sharing some keys never wait on each other in a cycle (no deadlock).
 */
export async function incrementCounters(
  db: DbOrTx,
  keys: readonly string[],
  windowMs: number,
  now: Date,
): Promise<CounterState[]> {
  if (keys.length === 0) return [];
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const windowOver = sql`${throttleCounters.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  return db
    .insert(throttleCounters)
    .values([...new Set(keys)].sort().map((key) => ({ key, count: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${throttleCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${nowParam} else ${throttleCounters.windowStartedAt} end`,
      },
    })
    .returning();
}

/** Takes back one count (never below zero). One row per statement, so it holds one lock at a time. */
export async function decrementCounter(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(throttleCounters)
    .set({ count: sql`greatest(${throttleCounters.count} - 1, 0)` })
    .where(eq(throttleCounters.key, key));
}

export async function deleteCounter(db: DbOrTx, key: string): Promise<void> {
  await db.delete(throttleCounters).where(eq(throttleCounters.key, key));
}

export async function deleteCountersOlderThan(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(throttleCounters)
    .where(lt(throttleCounters.windowStartedAt, before))
    .returning({ key: throttleCounters.key });
  return rows.length;
}

/**
 * Deletes the counters that name an email: the one keyed `key` exactly, and the pair counters
 * `<pairPrefix><address>|<email>` (an address never contains "|", so what follows the first one
 * is the email). A deleted account leaves no counter with its address in it.
 */
export async function deleteCountersNaming(
  db: DbOrTx,
  email: { key: string; pairPrefix: string; email: string },
): Promise<void> {
  const k = throttleCounters.key;
  await db
    .delete(throttleCounters)
    .where(
      or(
        eq(k, email.key),
        sql`starts_with(${k}, ${email.pairPrefix}) and substr(${k}, strpos(${k}, '|') + 1) = ${email.email}`,
      ),
    );
}
