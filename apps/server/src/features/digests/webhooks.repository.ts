import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { digestWebhookDeliveries, digestWebhooks } from '@/db/schema';

export type WebhookRow = typeof digestWebhooks.$inferSelect;
export type WebhookDeliveryRow = typeof digestWebhookDeliveries.$inferSelect;

/** The webhook of the user's digest (scoped: another user's answers undefined). */
export async function findWebhook(
  db: DbOrTx,
  userId: string,
  subscriptionId: string,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(digestWebhooks)
    .where(
      and(eq(digestWebhooks.subscriptionId, subscriptionId), eq(digestWebhooks.userId, userId)),
    )
    .limit(1);
  return row;
}

/** For the delivery job, which carries the id it was queued with. */
export async function findWebhookById(db: DbOrTx, id: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(digestWebhooks).where(eq(digestWebhooks.id, id)).limit(1);
  return row;
}

/** The subscription's webhook, if it has one that is not paused. */
export async function findActiveWebhook(
  db: DbOrTx,
  subscriptionId: string,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(digestWebhooks)
    .where(and(eq(digestWebhooks.subscriptionId, subscriptionId), isNull(digestWebhooks.pausedAt)))
    .limit(1);
  return row;
}

export async function insertWebhook(
  db: DbOrTx,
  values: typeof digestWebhooks.$inferInsert,
): Promise<WebhookRow> {
  const [row] = await db.insert(digestWebhooks).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateWebhook(
  db: DbOrTx,
  userId: string,
  id: string,
  values: Partial<typeof digestWebhooks.$inferInsert>,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(digestWebhooks)
    .set(values)
    .where(and(eq(digestWebhooks.id, id), eq(digestWebhooks.userId, userId)))
    .returning();
  return row;
}

export async function deleteWebhook(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(digestWebhooks)
    .where(and(eq(digestWebhooks.id, id), eq(digestWebhooks.userId, userId)))
    .returning({ id: digestWebhooks.id });
  return rows.length > 0;
}

/** A success: the failure count starts again. */
export async function recordWebhookSuccess(db: DbOrTx, id: string): Promise<void> {
  await db.update(digestWebhooks).set({ consecutiveFailures: 0 }).where(eq(digestWebhooks.id, id));
}

/**
 * Counts one more failure in a row (in the database, so two attempts at once both count) and
 * pauses the webhook with `reason` (the last error) when the count reaches `pauseAt`. Answers the
 * row after it.
 */
export async function recordWebhookFailure(
  db: DbOrTx,
  id: string,
  pauseAt: number,
  reason: string,
  now: Date,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(digestWebhooks)
    .set({ consecutiveFailures: sql`${digestWebhooks.consecutiveFailures} + 1` })
    .where(eq(digestWebhooks.id, id))
    .returning();
  if (!row || row.pausedAt !== null || row.consecutiveFailures < pauseAt) return row;
  const [paused] = await db
    .update(digestWebhooks)
    .set({ pausedAt: now, pausedReason: reason, updatedAt: now })
    .where(and(eq(digestWebhooks.id, id), isNull(digestWebhooks.pausedAt)))
    .returning();
  return paused ?? row;
}

export async function insertDelivery(
  db: DbOrTx,
  values: typeof digestWebhookDeliveries.$inferInsert,
): Promise<WebhookDeliveryRow> {
  const [row] = await db.insert(digestWebhookDeliveries).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** How many attempts the delivery log keeps per webhook (docs/decisions/0047). */
export const DELIVERIES_KEPT = 100;

/**
 * Deletes the webhook's log rows past its newest `keep`. Run after each attempt is logged, so a
 * webhook's log never grows past `keep` + 1, however long it has been failing.
 */
export async function pruneDeliveries(
  db: DbOrTx,
  webhookId: string,
  keep = DELIVERIES_KEPT,
): Promise<void> {
  const older = db
    .select({ id: digestWebhookDeliveries.id })
    .from(digestWebhookDeliveries)
    .where(eq(digestWebhookDeliveries.webhookId, webhookId))
    .orderBy(
      desc(digestWebhookDeliveries.createdAt),
      desc(digestWebhookDeliveries.attempt),
      desc(digestWebhookDeliveries.id),
    )
    .offset(keep);
  await db.delete(digestWebhookDeliveries).where(inArray(digestWebhookDeliveries.id, older));
}

export async function listDeliveries(
  db: DbOrTx,
  userId: string,
  webhookId: string,
  limit = 50,
): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(digestWebhookDeliveries)
    .where(
      and(
        eq(digestWebhookDeliveries.webhookId, webhookId),
        eq(digestWebhookDeliveries.userId, userId),
      ),
    )
    .orderBy(desc(digestWebhookDeliveries.createdAt), desc(digestWebhookDeliveries.attempt))
    .limit(limit);
}
