import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { invites } from '@/db/schema';

export type InviteRow = typeof invites.$inferSelect;

export async function insertInvite(
  db: DbOrTx,
  values: { tokenHash: string; createdBy: string; expiresAt: Date },
): Promise<InviteRow> {
  const [row] = await db.insert(invites).values(values).returning();
  if (!row) throw new Error('insert into invites returned no row');
  return row;
}

/** Invitations that can still be used, oldest first. */
export async function listOpenInvites(db: DbOrTx, now: Date): Promise<InviteRow[]> {
  return db
    .select()
    .from(invites)
    .where(and(isNull(invites.usedAt), gt(invites.expiresAt, now)))
    .orderBy(asc(invites.createdAt));
}

export async function findOpenInvite(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<InviteRow | undefined> {
  const [row] = await db
    .select()
    .from(invites)
    .where(
      and(eq(invites.tokenHash, tokenHash), isNull(invites.usedAt), gt(invites.expiresAt, now)),
    )
    .limit(1);
  return row;
}

/** Spends an invitation, atomically: of two registrations through one link, exactly one wins. */
export async function consumeInvite(
  db: DbOrTx,
  id: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(invites)
    .set({ usedAt: now, usedBy: userId })
    .where(and(eq(invites.id, id), isNull(invites.usedAt), gt(invites.expiresAt, now)))
    .returning({ id: invites.id });
  return rows.length === 1;
}

export async function deleteOpenInvite(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .delete(invites)
    .where(and(eq(invites.id, id), isNull(invites.usedAt)))
    .returning({ id: invites.id });
  return rows.length === 1;
}
