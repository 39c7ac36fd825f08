import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { users } from '@/db/schema';
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
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/**
 * Links Google to an existing account whose email Google verified. Only when the account has no
 * Google id yet (never silently re-pointed to another Google account); Google's verification also
 * verifies our copy of the email, and its picture fills a missing avatar.
 */
export async function linkGoogleId(
  db: DbOrTx,
  userId: string,
  googleId: string,
  picture: string | null,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      googleId,
      isEmailVerified: true,
      avatar: sql`coalesce(${users.avatar}, ${picture})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.googleId)))
    .returning();
  return row;
}
