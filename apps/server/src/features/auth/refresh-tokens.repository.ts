import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { refreshTokens, users } from '@/db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: DbOrTx,
  values: { id: string; userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshTokenByHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function findRefreshTokenById(
  db: DbOrTx,
  id: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, id)).limit(1);
  return row;
}

/**
 * Whether an access token issued with refresh token `id` may still be used: one primary-key
 * lookup. Revoking a family marks every row of it, including ones already rotated away, and
 * deleting the user deletes the rows, so either ends the access token too. LiveSessions remembers
 * the answer until a change of a column read here: a column added here must not be one of
 * HARMLESS_COLUMNS (db/session-writes.ts) nor of the session_ended trigger's (migration 0016).
 */
export async function isSessionLive(db: DbOrTx, id: string, userId: string): Promise<boolean> {
  return (await liveSession(db, id, userId)) !== null;
}

/** What a live session's requests need to know of its account; null when the session has ended. */
export interface LiveSession {
  /** A temporary password set by an administrator: only changing it is allowed. */
  mustChangePassword: boolean;
}

/** isSessionLive, with what the account's flags say about the session (same single lookup). */
export async function liveSession(
  db: DbOrTx,
  id: string,
  userId: string,
): Promise<LiveSession | null> {
  const [row] = await sessionLiveQuery(db).execute({ id, userId });
  return row ? { mustChangePassword: row.mustChangePassword } : null;
}

/**
 * Built once per database and prepared: this runs on every authenticated request, and
 * building the query each time was a large part of drizzle's share of the request.
 */
const sessionLiveQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareSessionLive>>();

function prepareSessionLive(db: DbOrTx) {
  // A disabled account's tokens stop working at once, whatever their expiry.
  return db
    .select({ id: refreshTokens.id, mustChangePassword: users.mustChangePassword })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.id, sql.placeholder('id')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
        isNull(users.disabledAt),
      ),
    )
    .limit(1)
    .prepare('session_live');
}

function sessionLiveQuery(db: DbOrTx) {
  let query = sessionLiveQueries.get(db);
  if (!query) {
    query = prepareSessionLive(db);
    sessionLiveQueries.set(db, query);
  }
  return query;
}

/**
 * Marks a live token as replaced by `replacedById`, atomically: of two requests presenting the same
 * token at once, exactly one wins; the other sees `false` and is treated as reuse.
 */
export async function claimForRotation(
  db: DbOrTx,
  id: string,
  replacedById: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ replacedById })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.replacedById),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function revokeFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Rows that can no longer matter: expired, or revoked, before `before`. Returns how many went. */
export async function deleteStaleRefreshTokens(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, before), lt(refreshTokens.revokedAt, before)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Ends every session of a user (an administrator disabled the account). */
export async function revokeAllForUser(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Ends every other session of a user: a changed password keeps only the one that changed it. */
export async function revokeAllForUserExcept(
  db: DbOrTx,
  userId: string,
  keepFamilyId: string | undefined,
  now: Date,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId === undefined ? undefined : ne(refreshTokens.familyId, keepFamilyId),
      ),
    );
}
