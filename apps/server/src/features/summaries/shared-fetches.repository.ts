import { and, eq, lt, lte } from 'drizzle-orm';
import type { Db } from '@/db/database';
import { sharedFetches } from '@/db/schema';
import type { FetchResult, Platform } from '@/platforms/types';

export type SharedFetchRow = typeof sharedFetches.$inferSelect;

/** What one shared fetch answers for: the same source, window and sort give the same items. */
export interface SharedFetchKey {
  platform: Platform;
  sourceId: string;
  windowStart: Date;
  windowEnd: Date;
  variant: string;
}

function keyMatches(key: SharedFetchKey) {
  return and(
    eq(sharedFetches.platform, key.platform),
    eq(sharedFetches.sourceId, key.sourceId),
    eq(sharedFetches.windowStart, key.windowStart),
    eq(sharedFetches.windowEnd, key.windowEnd),
    eq(sharedFetches.variant, key.variant),
  );
}

/** The fetch's id when this call is the first for the key (it must now fetch), else undefined. */
export async function claimFetch(
  db: Db,
  key: SharedFetchKey,
  claimedUntil: Date,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .insert(sharedFetches)
    .values({ ...key, status: 'fetching', claimedUntil, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: sharedFetches.id });
  return row?.id;
}

export async function findFetch(db: Db, key: SharedFetchKey): Promise<SharedFetchRow | undefined> {
  const [row] = await db.select().from(sharedFetches).where(keyMatches(key)).limit(1);
  return row;
}

/** Takes over a fetch whose lease ran out (its worker died): true for the one caller that wins. */
export async function takeOverFetch(
  db: Db,
  id: string,
  claimedUntil: Date,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sharedFetches)
    .set({ claimedUntil })
    .where(
      and(
        eq(sharedFetches.id, id),
        eq(sharedFetches.status, 'fetching'),
        lte(sharedFetches.claimedUntil, now),
      ),
    )
    .returning({ id: sharedFetches.id });
  return rows.length > 0;
}

export async function renewFetchLease(db: Db, id: string, claimedUntil: Date): Promise<void> {
  await db
    .update(sharedFetches)
    .set({ claimedUntil })
    .where(and(eq(sharedFetches.id, id), eq(sharedFetches.status, 'fetching')));
}

/** Ends a fetch: `ready` with the items others may read, or `private` (each run fetches its own). */
export async function finishFetch(
  db: Db,
  id: string,
  outcome: { status: 'ready'; result: FetchResult } | { status: 'private' },
): Promise<void> {
  await db
    .update(sharedFetches)
    .set({
      status: outcome.status,
      result: outcome.status === 'ready' ? outcome.result : null,
      claimedUntil: null,
    })
    .where(eq(sharedFetches.id, id));
}

/** A failed fetch is forgotten, so the next run waiting for it fetches with its own connection. */
export async function dropFetchClaim(db: Db, id: string): Promise<void> {
  await db
    .delete(sharedFetches)
    .where(and(eq(sharedFetches.id, id), eq(sharedFetches.status, 'fetching')));
}

export async function deleteFetchesCreatedBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(sharedFetches)
    .where(lt(sharedFetches.createdAt, before))
    .returning({ id: sharedFetches.id });
  return rows.length;
}
