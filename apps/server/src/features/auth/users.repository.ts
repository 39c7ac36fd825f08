import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { users, type UserRole } from '@/db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** `email` must already be normalised (see normaliseEmail). */
export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

/** Which of the two identities are taken; usernames compare ignoring case, like the unique index. */
export async function findIdentityClashes(
  db: DbOrTx,
  email: string,
  username: string,
): Promise<{ email: boolean; username: boolean }> {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, email), eq(sql`lower(${users.username})`, username.toLowerCase())));
  return {
    email: rows.some((r) => r.email === email),
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

/** The role comes from the sign-up policy, decided under its lock (SignupPolicy.inTransaction). */
export async function insertUser(
  db: DbOrTx,
  values: { username: string; email: string; passwordHash: string },
  role: UserRole = 'user',
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, role })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Records a sign-in or session refresh and answers whether the account may go on: false when it is
 * disabled or gone. One statement, as it runs on every refresh.
 */
export async function touchLastSeen(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ lastSeenAt: now })
    .where(and(eq(users.id, id), isNull(users.disabledAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/**
 * Other administrators than this user who could administer once it is gone: a disabled one cannot
 * sign in, so it does not count.
 */
export async function countOtherAdmins(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, id), isNull(users.disabledAt)));
  return row?.n ?? 0;
}

/** An arbitrary fixed key: the advisory lock that stands for "the set of administrators". */
const ADMINS_LOCK_KEY = 5_290_113_771;

/**
 * Serialises every change that can take an administrator away (disable, delete, demote, an
 * administrator deleting their own account) until the transaction ends. Each of them checks, under
 * this lock, that an enabled administrator remains, so two such changes at once cannot both see
 * the other's administrator and leave none. One advisory lock rather than row locks: a row lock
 * taken on the administrators' rows does not cover a row that becomes an administrator's meanwhile.
 */
export async function lockAdminChanges(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(ADMINS_LOCK_KEY))})`);
}

/** A new password; `mustChange` marks it temporary (an administrator's reset without email). */
export async function setPasswordHash(
  db: DbOrTx,
  id: string,
  passwordHash: string,
  mustChange: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: mustChange, updatedAt: now })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Marks the address verified, only if the account still has the address the link was sent to. */
export async function markEmailVerified(
  db: DbOrTx,
  id: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isEmailVerified: true, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.email, email)))
    .returning({ id: users.id });
  return rows.length === 1;
}
