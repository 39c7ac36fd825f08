import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/database';
import { userIdentities, users } from '@/db/schema';
import type { SignupInTransaction } from '@/features/auth/signup-policy';
import type { UserRow } from '@/features/auth/users.repository';

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
 * without the other. Its role is the sign-up policy's (a proven ADMIN_EMAIL administers).
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
  /** The sign-up policy's part, in the same transaction: a throw leaves no account behind. */
  signup: SignupInTransaction,
): Promise<UserRow> {
  const { issuer, subject, ...user } = values;
  return db.transaction(async (tx) => {
    const role = await signup.before(tx);
    const [row] = await tx
      .insert(users)
      .values({ ...user, role })
      .returning();
    if (!row) throw new Error('insert into users returned no row');
    await tx.insert(userIdentities).values({ issuer, subject, userId: row.id });
    await signup.after(tx, row.id);
    return row;
  });
}
