import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/database';
import { userIdentities, users } from '@/db/schema';
import { roleOnInsert, type UserRow } from '@/features/auth/users.repository';

export async function findUserByIdentity(
  db: DbOrTx,
  issuer: string,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select(getTableColumns(users))
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

/**
 * A single-sign-on account: no password, and its identity, in one transaction so neither exists
 * without the other. The first account (or ADMIN_EMAIL's) becomes administrator, as with a password.
 */
export async function insertIdentityUser(
  db: Db,
  values: {
    username: string;
    email: string;
    isEmailVerified: boolean;
    avatar: string | null;
    issuer: string;
    subject: string;
  },
  adminEmail?: string,
  /** Runs in the same transaction (spending an invitation): a throw leaves no account behind. */
  alsoInTransaction?: (tx: DbOrTx, userId: string) => Promise<void>,
): Promise<UserRow> {
  const { issuer, subject, ...user } = values;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...user, role: roleOnInsert(user.email, adminEmail) })
      .returning();
    if (!row) throw new Error('insert into users returned no row');
    await tx.insert(userIdentities).values({ issuer, subject, userId: row.id });
    await alsoInTransaction?.(tx, row.id);
    return row;
  });
}
