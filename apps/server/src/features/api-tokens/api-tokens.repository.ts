import { and, asc, count, eq, getTableColumns, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { apiTokens, users } from '@/db/schema';

export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type ApiTokenWithOwner = ApiTokenRow & { username: string; email: string };

export async function insertApiToken(
  db: DbOrTx,
  values: typeof apiTokens.$inferInsert,
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('api token insert returned no row');
  return row;
}

export async function countApiTokens(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
  return row?.n ?? 0;
}

export function listApiTokens(db: DbOrTx, userId: string): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

/** Every user's tokens, with whose they are (the admin screen). */
export function listAllApiTokens(db: DbOrTx): Promise<ApiTokenWithOwner[]> {
  return db
    .select({ ...getTableColumns(apiTokens), username: users.username, email: users.email })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .orderBy(asc(users.username), asc(apiTokens.createdAt), asc(apiTokens.id));
}

/** Deletes the token; with `userId`, only if it is that user's. Whether one was deleted. */
export async function deleteApiToken(
  db: DbOrTx,
  id: string,
  userId: string | undefined,
): Promise<boolean> {
  const rows = await db
    .delete(apiTokens)
    .where(
      userId === undefined
        ? eq(apiTokens.id, id)
        : and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)),
    )
    .returning({ id: apiTokens.id });
  return rows.length === 1;
}

/**
 * The token with this hash, if its user exists and is not disabled: disabling an account ends its
 * tokens at once, and deleting it deletes them. Read on every request a token makes, never cached,
 * so a revocation on any replica counts from the next request.
 */
export async function findUsableApiToken(
  db: DbOrTx,
  tokenHash: string,
): Promise<
  | (Pick<ApiTokenRow, 'id' | 'userId' | 'scope' | 'admin' | 'expiresAt'> & {
      mustChangePassword: boolean;
    })
  | undefined
> {
  const [row] = await db
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      scope: apiTokens.scope,
      admin: apiTokens.admin,
      expiresAt: apiTokens.expiresAt,
      mustChangePassword: users.mustChangePassword,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(users.disabledAt)))
    .limit(1);
  return row;
}

/** Marks the token used now, unless it was within `coarseness` (one write a minute, not each call). */
export async function touchApiToken(
  db: DbOrTx,
  id: string,
  now: Date,
  coarsenessMs: number,
): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, id),
        or(
          isNull(apiTokens.lastUsedAt),
          lt(apiTokens.lastUsedAt, new Date(now.getTime() - coarsenessMs)),
        ),
      ),
    );
}
