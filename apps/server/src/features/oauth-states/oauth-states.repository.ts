import { and, eq, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { oauthStates, type OAuthPurpose } from '@/db/schema';

export type OAuthStateRow = typeof oauthStates.$inferSelect;

export async function insertOAuthState(
  db: DbOrTx,
  values: typeof oauthStates.$inferInsert,
): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/**
 * Deletes and returns the row only when it matches the caller (user and purpose): a state presented
 * by someone else is left alone, so they cannot spend another person's pending authorization.
 * Deleting in the same statement makes the state single-use even with concurrent callbacks.
 */
export async function takeOAuthState(
  db: DbOrTx,
  match: { stateHash: string; userId: string | null; purpose: OAuthPurpose },
): Promise<OAuthStateRow | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, match.stateHash),
        eq(oauthStates.purpose, match.purpose),
        match.userId === null ? isNull(oauthStates.userId) : eq(oauthStates.userId, match.userId),
      ),
    )
    .returning();
  return row;
}

export async function deleteExpiredOAuthStates(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(oauthStates)
    .where(lte(oauthStates.expiresAt, now))
    .returning({ stateHash: oauthStates.stateHash });
  return rows.length;
}
