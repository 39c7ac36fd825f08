import { and, asc, eq, isNull, sql } from 'drizzle-orm';
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

/** True when the account exists, is an administrator and is not disabled. */
export async function isEnabledAdmin(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'admin'), isNull(users.disabledAt)))
    .limit(1);
  return row !== undefined;
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
