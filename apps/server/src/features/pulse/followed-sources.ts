import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { sources } from '@/db/schema';

/** `platform\0externalId` of every source the user picked to summarize. */
export async function rememberedSourceKeys(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ platform: sources.platform, externalId: sources.externalId })
    .from(sources)
    .where(eq(sources.userId, userId));
  return rows.map((r) => `${r.platform}\u0000${r.externalId}`);
}

/** `platform\0externalId` of the sources the user follows: the Pulse reads them first. */
export async function followedSourceIds(db: DbOrTx, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ platform: sources.platform, externalId: sources.externalId })
    .from(sources)
    .where(and(eq(sources.userId, userId), eq(sources.followed, true)));
  return new Set(rows.map((r) => `${r.platform}\u0000${r.externalId}`));
}
