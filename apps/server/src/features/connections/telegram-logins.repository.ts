import { eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { telegramLogins } from '@/db/schema';

export type TelegramLoginRow = typeof telegramLogins.$inferSelect;

/** One login in progress per user: asking for a new code replaces the previous attempt. */
export async function saveTelegramLogin(
  db: DbOrTx,
  values: { userId: string; stateEnc: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(telegramLogins)
    .values(values)
    .onConflictDoUpdate({
      target: telegramLogins.userId,
      set: { stateEnc: values.stateEnc, expiresAt: values.expiresAt, createdAt: sql`now()` },
    });
}

export async function findTelegramLogin(
  db: DbOrTx,
  userId: string,
): Promise<TelegramLoginRow | undefined> {
  const [row] = await db
    .select()
    .from(telegramLogins)
    .where(eq(telegramLogins.userId, userId))
    .limit(1);
  return row;
}

export async function deleteTelegramLogin(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(telegramLogins).where(eq(telegramLogins.userId, userId));
}

export async function deleteExpiredTelegramLogins(db: DbOrTx, now: Date): Promise<number> {
  const rows = await db
    .delete(telegramLogins)
    .where(lte(telegramLogins.expiresAt, now))
    .returning({ userId: telegramLogins.userId });
  return rows.length;
}
