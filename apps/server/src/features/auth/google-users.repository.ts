import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { users } from '@/db/schema';
import type { SignupInTransaction } from '@/features/auth/signup-policy';
import type { UserRow } from '@/features/auth/users.repository';

export async function findUserByGoogleId(
  db: DbOrTx,
  googleId: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.googleId, googleId)).limit(1);
  return row;
}

export async function isUsernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return rows.length > 0;
}

/** A Google-only account: no password until the user sets one. */
export async function insertGoogleUser(
  db: DbOrTx,
  values: {
    username: string;
    email: string;
    googleId: string;
    isEmailVerified: boolean;
    avatar: string | null;
  },
  /** The sign-up policy's part, in the same transaction: a throw leaves no account behind. */
  signup: SignupInTransaction,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const role = await signup.before(tx);
    const [row] = await tx
      .insert(users)
      .values({ ...values, role })
      .returning();
    if (!row) throw new Error('insert into users returned no row');
    await signup.after(tx, row.id);
    return row;
  });
}
