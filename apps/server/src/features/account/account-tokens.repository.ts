import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { accountTokens, type AccountTokenPurpose } from '@/db/schema';

export type AccountTokenRow = typeof accountTokens.$inferSelect;

export async function insertAccountToken(
  db: DbOrTx,
  values: {
    userId: string;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    email: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(accountTokens).values(values);
}

/**
 * Spends a link, atomically: of two requests presenting one token at once, exactly one gets the
 * row; the other (and any later one) gets nothing, as does an expired or unknown token.
 */
export async function consumeAccountToken(
  db: DbOrTx,
  purpose: AccountTokenPurpose,
  tokenHash: string,
  now: Date,
): Promise<AccountTokenRow | undefined> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenHash),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Spends every open link of this purpose of a user: the newest one replaces the older ones. */
export async function spendOpenTokens(
  db: DbOrTx,
  userId: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** Links that can no longer be used, expired or spent before `before`. Returns how many went. */
export async function deleteStaleAccountTokens(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(accountTokens)
    .where(or(lt(accountTokens.expiresAt, before), lt(accountTokens.usedAt, before)))
    .returning({ id: accountTokens.id });
  return rows.length;
}
