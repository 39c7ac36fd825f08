import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { isSandboxEmail } from '@socialpulse/contract';
import type { DbOrTx } from '@/db/database';
import { connections, summaries, users } from '@/db/schema';

export interface AdminUserRow {
  id: string;
  username: string;
  email: string;
  role: string;
  disabledAt: Date | null;
  createdAt: Date;
  lastSeenAt: Date | null;
  platforms: string[];
  summaryCount: number;
}

// Spelled out: inside a one-table select drizzle leaves columns unqualified, and a bare "id" in the
// subquery would be the inner table's.
const platformsOf = sql<
  string[]
>`coalesce((select array_agg(c.platform order by c.platform) from ${connections} c where c.user_id = "users"."id"), '{}'::text[])`;
const summaryCountOf = sql<number>`(select count(*)::int from ${summaries} s where s.user_id = "users"."id")`;

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
  lastSeenAt: users.lastSeenAt,
  platforms: platformsOf,
  summaryCount: summaryCountOf,
};

export async function listUsersForAdmin(db: DbOrTx): Promise<AdminUserRow[]> {
  return db.select(columns).from(users).orderBy(asc(users.createdAt), asc(users.id));
}

export async function findUserForAdmin(db: DbOrTx, id: string): Promise<AdminUserRow | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function setDisabled(
  db: DbOrTx,
  id: string,
  disabledAt: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ disabledAt, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function setRole(db: DbOrTx, id: string, role: 'admin' | 'user'): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Locks every administrator's row until the transaction ends, so two administrators stepping
 * down at once cannot both see the other one and leave the server with none.
 */
export async function lockAdmins(tx: DbOrTx): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).for('update');
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

/**
 * ADMIN_EMAIL's account administers once its address is proven (an identity provider said so); an
 * account that merely claims the address stays what it is. Sandbox addresses prove nothing.
 */
export async function promoteAdminEmail(db: DbOrTx, email: string | undefined): Promise<void> {
  if (!email || isSandboxEmail(email)) return;
  await db
    .update(users)
    .set({ role: 'admin' })
    .where(and(eq(users.email, email), eq(users.isEmailVerified, true)));
}
