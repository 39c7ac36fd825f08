import { DEFAULT_SETTINGS, type Settings } from '@socialpulse/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '@/db/database';
import { userSettings } from '@/db/schema';

export type StoredSettings = Partial<Settings>;

export async function readStoredSettings(
  db: DbOrTx,
  userId: string,
): Promise<StoredSettings | undefined> {
  const [row] = await db
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .limit(1);
  return row?.settings;
}

/** Whether adult (NSFW) items stay out of the user's summaries and Pulse: the default says so. */
export function hidesNsfw(settings: StoredSettings | undefined): boolean {
  return typeof settings?.hideNsfw === 'boolean' ? settings.hideNsfw : DEFAULT_SETTINGS.hideNsfw;
}

/**
 * Reads the user's stored settings with the row locked until the transaction ends, creating an
 * empty row first so even a user's very first two PATCHes serialise instead of overwriting each other.
 */
export async function lockStoredSettings(tx: Tx, userId: string): Promise<StoredSettings> {
  await tx.insert(userSettings).values({ userId, settings: {} }).onConflictDoNothing();
  const [row] = await tx
    .select({ settings: userSettings.settings })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .for('update');
  return row?.settings ?? {};
}

export async function writeStoredSettings(
  tx: Tx,
  userId: string,
  settings: StoredSettings,
): Promise<void> {
  await tx
    .update(userSettings)
    .set({ settings, updatedAt: sql`now()` })
    .where(eq(userSettings.userId, userId));
}
