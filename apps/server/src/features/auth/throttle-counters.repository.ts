import { inArray, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { throttleCounters } from '@/db/schema';

export interface CounterState {
  key: string;
  count: number;
  windowStartedAt: Date;
}

export async function readCounters(db: DbOrTx, keys: string[]): Promise<CounterState[]> {
  if (keys.length === 0) return [];
  return db.select().from(throttleCounters).where(inArray(throttleCounters.key, keys));
}

/**
 * Adds one to a fixed-window counter in a single statement (no read-modify-write race between
 * replicas). A window older than `windowMs` starts over at 1.
 */
export async function incrementCounter(
  db: DbOrTx,
  key: string,
  windowMs: number,
  now: Date,
): Promise<void> {
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const windowOver = sql`${throttleCounters.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  await db
    .insert(throttleCounters)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${throttleCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${nowParam} else ${throttleCounters.windowStartedAt} end`,
      },
    });
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
