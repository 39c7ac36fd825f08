import { lt } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { usedStreamTickets } from '@/db/schema';

/**
 * Records a ticket's nonce as used. One statement, so of two replicas taking the same ticket at
 * once only one inserts the row: true for that one, false for every other use.
 */
export async function useTicketNonce(db: DbOrTx, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(usedStreamTickets)
    .values({ nonce, expiresAt })
    .onConflictDoNothing({ target: usedStreamTickets.nonce })
    .returning({ nonce: usedStreamTickets.nonce });
  return rows.length === 1;
}

/** Nonces of tickets expired before `before`: their signature check refuses them on its own. */
export async function deleteUsedTicketsExpiredBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(usedStreamTickets)
    .where(lt(usedStreamTickets.expiresAt, before))
    .returning({ nonce: usedStreamTickets.nonce });
  return rows.length;
}
