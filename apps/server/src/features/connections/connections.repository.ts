import type { Platform } from '@socialpulse/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { connections } from '@/db/schema';

export type ConnectionRow = typeof connections.$inferSelect;

/** The sealed secrets and their metadata, as one unit so they are always written together. */
export interface SealedCredentials {
  accessTokenEnc: string;
  refreshTokenEnc: string | null;
  expiresAt: Date | null;
  scopes: string[];
}

export interface ConnectionValues extends SealedCredentials {
  userId: string;
  platform: Platform;
  externalAccountId: string;
  username: string;
  avatar: string | null;
  sandbox: boolean;
}

export async function findConnection(
  db: DbOrTx,
  userId: string,
  platform: Platform,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(connections)
    .where(and(eq(connections.userId, userId), eq(connections.platform, platform)))
    .limit(1);
  return row;
}

export function listConnections(db: DbOrTx, userId: string): Promise<ConnectionRow[]> {
  return db.select().from(connections).where(eq(connections.userId, userId));
}

/** Connecting again replaces the account and its tokens, and clears an `expired` status. */
export async function upsertConnection(
  db: DbOrTx,
  values: ConnectionValues,
): Promise<ConnectionRow> {
  const [row] = await db
    .insert(connections)
    .values({ ...values, status: 'connected' })
    .onConflictDoUpdate({
      target: [connections.userId, connections.platform],
      set: {
        ...values,
        status: 'connected',
        connectedAt: sql`now()`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert into connections returned no row');
  return row;
}

/**
 * Stores refreshed tokens on the row they were read from. Keyed by row id and user, so a refresh
 * that finishes after the user disconnected (or reconnected: a new row) writes nothing.
 */
export async function updateCredentials(
  db: DbOrTx,
  where: { id: string; userId: string },
  credentials: SealedCredentials,
): Promise<void> {
  await db
    .update(connections)
    .set({ ...credentials, updatedAt: sql`now()` })
    .where(and(eq(connections.id, where.id), eq(connections.userId, where.userId)));
}

export async function markConnectionExpired(
  db: DbOrTx,
  where: { id: string; userId: string },
): Promise<void> {
  await db
    .update(connections)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(connections.id, where.id), eq(connections.userId, where.userId)));
}

export async function deleteConnection(
  db: DbOrTx,
  userId: string,
  platform: Platform,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .delete(connections)
    .where(and(eq(connections.userId, userId), eq(connections.platform, platform)))
    .returning();
  return row;
}
