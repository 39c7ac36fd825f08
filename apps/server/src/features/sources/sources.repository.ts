import { isSingleVideo, type Platform } from '@socialpulse/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { sources } from '@/db/schema';

export type SourceRow = typeof sources.$inferSelect;

/** A source with its newest summary (any status), for "Your sources". */
export interface SourceWithLastSummary extends SourceRow {
  lastSummaryId: string | null;
  lastSummaryAt: Date | null;
  lastSummaryStatus: string | null;
}

const lastSummary = (column: 'id' | 'created_at' | 'status') =>
  sql.raw(
    `(select s."${column}" from "summaries" s where s."user_id" = "sources"."user_id" and s."platform" = "sources"."platform" and s."source_id" = "sources"."external_id" order by s."created_at" desc limit 1)`,
  );

const withLastSummary = {
  id: sources.id,
  userId: sources.userId,
  platform: sources.platform,
  externalId: sources.externalId,
  name: sources.name,
  type: sources.type,
  avatar: sources.avatar,
  followed: sources.followed,
  createdAt: sources.createdAt,
  updatedAt: sources.updatedAt,
  lastSummaryId: sql<string | null>`${lastSummary('id')}`,
  lastSummaryAt: sql<Date | string | null>`${lastSummary('created_at')}`,
  lastSummaryStatus: sql<string | null>`${lastSummary('status')}`,
};

function normalize(
  row: Omit<SourceWithLastSummary, 'lastSummaryAt'> & {
    lastSummaryAt: Date | string | null;
  },
): SourceWithLastSummary {
  return {
    ...row,
    lastSummaryAt: row.lastSummaryAt === null ? null : new Date(row.lastSummaryAt),
  };
}

export async function findSource(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<SourceWithLastSummary | undefined> {
  const [row] = await db
    .select(withLastSummary)
    .from(sources)
    .where(and(eq(sources.id, id), eq(sources.userId, userId)))
    .limit(1);
  return row ? normalize(row) : undefined;
}

/** The user's sources, followed first, then the most recently touched. */
export async function listUserSources(
  db: DbOrTx,
  userId: string,
): Promise<SourceWithLastSummary[]> {
  const rows = await db
    .select(withLastSummary)
    .from(sources)
    .where(eq(sources.userId, userId))
    .orderBy(desc(sources.followed), desc(sources.updatedAt), sources.name);
  return rows.map(normalize);
}

export async function deleteSource(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(sources)
    .where(and(eq(sources.id, id), eq(sources.userId, userId)))
    .returning({ id: sources.id });
  return rows.length > 0;
}

export async function setSourceFollowed(
  db: DbOrTx,
  userId: string,
  id: string,
  followed: boolean,
): Promise<boolean> {
  const rows = await db
    .update(sources)
    .set({ followed, updatedAt: sql`now()` })
    .where(and(eq(sources.id, id), eq(sources.userId, userId)))
    .returning({ id: sources.id });
  return rows.length > 0;
}

/**
 * Picking a source again refreshes what we remember of it (it may have been renamed). `followed`
 * true follows it again; left out, an existing row keeps its follow state (a new one is followed).
 */
export async function upsertSource(
  db: DbOrTx,
  values: {
    userId: string;
    platform: Platform;
    externalId: string;
    name: string;
    type: string;
    avatar: string | null;
    followed?: boolean;
  },
): Promise<SourceRow> {
  const [row] = await db
    .insert(sources)
    .values({ ...values, followed: values.followed ?? true })
    .onConflictDoUpdate({
      target: [sources.userId, sources.platform, sources.externalId],
      set: {
        name: values.name,
        type: values.type,
        avatar: values.avatar,
        ...(values.followed !== undefined ? { followed: values.followed } : {}),
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert into sources returned no row');
  return row;
}

/**
 * Summarizing a source makes it one of the user's sources. A source already known keeps its type and
 * follow state (only `updated_at` moves) and takes the name the picker listed, if any; a new one is
 * named by that name, else by its id until the summary run learns the platform's name for it
 * (`renameSource`). A new source is followed, except a single video: it has no new posts to read,
 * and following it would put it in every ingestion run and in the Pulse.
 */
export async function touchSummarizedSource(
  db: DbOrTx,
  userId: string,
  platform: Platform,
  externalId: string,
  listedName?: string,
): Promise<void> {
  const video = isSingleVideo(platform, externalId);
  await db
    .insert(sources)
    .values({
      userId,
      platform,
      externalId,
      name: listedName ?? externalId,
      type: video ? 'video' : 'unknown',
      followed: !video,
    })
    .onConflictDoUpdate({
      target: [sources.userId, sources.platform, sources.externalId],
      set: { updatedAt: sql`now()`, ...(listedName !== undefined ? { name: listedName } : {}) },
    });
}

/** The name the user's source goes by, unless it is only its id (nothing better was ever learnt). */
export async function knownSourceName(
  db: DbOrTx,
  userId: string,
  platform: Platform,
  externalId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: sources.name })
    .from(sources)
    .where(
      and(
        eq(sources.userId, userId),
        eq(sources.platform, platform),
        eq(sources.externalId, externalId),
      ),
    );
  return row && row.name !== externalId ? row.name : undefined;
}

/** What the platform calls a source, learnt while summarizing it. */
export async function renameSource(
  db: DbOrTx,
  userId: string,
  platform: Platform,
  externalId: string,
  name: string,
): Promise<void> {
  await db
    .update(sources)
    .set({ name })
    .where(
      and(
        eq(sources.userId, userId),
        eq(sources.platform, platform),
        eq(sources.externalId, externalId),
      ),
    );
}
