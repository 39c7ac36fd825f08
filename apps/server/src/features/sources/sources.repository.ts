import type { Platform } from '@socialpulse/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { sources } from '@/db/schema';

export type SourceRow = typeof sources.$inferSelect;

export async function findSource(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<SourceRow | undefined> {
  const [row] = await db
    .select()
    .from(sources)
    .where(and(eq(sources.id, id), eq(sources.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteSource(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sources)
    .where(and(eq(sources.id, id), eq(sources.userId, userId)))
    .returning({ id: sources.id });
  return rows.length > 0;
}

/** Picking a source again refreshes what we remember of it (it may have been renamed). */
export async function upsertSource(
  db: DbOrTx,
  values: {
    userId: string;
    platform: Platform;
    externalId: string;
    name: string;
    type: string;
    avatar: string | null;
  },
): Promise<SourceRow> {
  const [row] = await db
    .insert(sources)
    .values(values)
    .onConflictDoUpdate({
      target: [sources.userId, sources.platform, sources.externalId],
      set: { name: values.name, type: values.type, avatar: values.avatar, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('upsert into sources returned no row');
  return row;
}
