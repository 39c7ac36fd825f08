import type { Platform, SummaryStatus, Tone } from '@socialpulse/contract';
import { and, desc, eq, exists, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { sources, summaries } from '@/db/schema';

export type SummaryRow = typeof summaries.$inferSelect;
export type NewSummary = typeof summaries.$inferInsert;
/** What a generation run writes; `updatedAt` is always set by the repository. */
export type SummaryUpdate = Partial<
  Pick<
    SummaryRow,
    'status' | 'content' | 'error' | 'source' | 'contentLanguage' | 'windowStart' | 'windowEnd'
  >
>;

export async function insertSummary(db: DbOrTx, values: NewSummary): Promise<SummaryRow> {
  const [row] = await db.insert(summaries).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/**
 * The columns a list item is made of: the row without its whole `content` and `source` (the jsonb
 * holds every fetched item, tens of kB), with the preview columns PostgreSQL keeps beside them
 * (content_preview, source_ref, source_title in db/schema.ts). Mapped by summary-list-item.ts.
 */
export type SummaryListRow = Pick<
  SummaryRow,
  | 'id'
  | 'userId'
  | 'platform'
  | 'sourceId'
  | 'options'
  | 'status'
  | 'contentPreview'
  | 'error'
  | 'sourceRef'
  | 'sourceTitle'
  | 'windowStart'
  | 'windowEnd'
  | 'createdAt'
  | 'updatedAt'
>;

/** Where a page ends: the (createdAt, id) of its last row. */
export interface SummaryPosition {
  createdAt: Date;
  id: string;
}

/** The light columns of a list item (summary-list-item.ts). */
const listColumns = {
  id: summaries.id,
  userId: summaries.userId,
  platform: summaries.platform,
  sourceId: summaries.sourceId,
  options: summaries.options,
  status: summaries.status,
  contentPreview: summaries.contentPreview,
  error: summaries.error,
  sourceRef: summaries.sourceRef,
  sourceTitle: summaries.sourceTitle,
  windowStart: summaries.windowStart,
  windowEnd: summaries.windowEnd,
  createdAt: summaries.createdAt,
  updatedAt: summaries.updatedAt,
};

/**
 * One page of the user's summaries, newest first, after `after` when given: one range scan of
 * summaries_user_created_idx. Neither the jsonb `source` (up to hundreds of items) nor the whole
 * `content` is read: the columns PostgreSQL keeps from them (content_preview, source_ref,
 * source_title) are, which made the query about 4× cheaper.
 */
export function listSummaryPage(
  db: DbOrTx,
  userId: string,
  options: {
    limit: number;
    after?: SummaryPosition | undefined;
    filters?: SummaryListFilter | undefined;
  },
): Promise<SummaryListRow[]> {
  const { after, limit, filters } = options;
  if (filters && hasFilter(filters)) return listFilteredPage(db, userId, limit, after, filters);
  const queries = listPageQueries(db);
  return after
    ? queries.after.execute({
        userId,
        limit,
        afterAt: after.createdAt.toISOString(),
        afterId: after.id,
      })
    : queries.first.execute({ userId, limit });
}

/** What the list may be narrowed to; every condition given must hold. */
export interface SummaryListFilter {
  /** Found in the summary's source title or id, or in the name the user's sources give it. */
  search?: string | undefined;
  platform?: Platform | undefined;
  status?: SummaryStatus | undefined;
  tone?: Tone | undefined;
}

function hasFilter(filter: SummaryListFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined);
}

/** `text` as a literal part of an ILIKE pattern: its %, _ and \ match only themselves. */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A narrowed page: the same walk of summaries_user_created_idx over the user's own rows, newest
 * first, each row checked against the filters on stored columns (no jsonb of items is read; the
 * tone is one key of the small `options`). A pending summary has no source title yet, so the
 * search also looks at the name of the source in the user's sources (one lookup by its unique key).
 * Built per request: the filters vary too much to prepare every combination.
 */
function listFilteredPage(
  db: DbOrTx,
  userId: string,
  limit: number,
  after: SummaryPosition | undefined,
  filter: SummaryListFilter,
): Promise<SummaryListRow[]> {
  const pattern = filter.search === undefined ? undefined : `%${likeLiteral(filter.search)}%`;
  return db
    .select(listColumns)
    .from(summaries)
    .where(
      and(
        eq(summaries.userId, userId),
        after
          ? sql`(${summaries.createdAt}, ${summaries.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
        filter.platform === undefined ? undefined : eq(summaries.platform, filter.platform),
        filter.status === undefined ? undefined : eq(summaries.status, filter.status),
        filter.tone === undefined ? undefined : sql`${summaries.options}->>'tone' = ${filter.tone}`,
        pattern === undefined
          ? undefined
          : or(
              ilike(summaries.sourceTitle, pattern),
              ilike(summaries.sourceId, pattern),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(sources)
                  .where(
                    and(
                      eq(sources.userId, summaries.userId),
                      eq(sources.platform, summaries.platform),
                      eq(sources.externalId, summaries.sourceId),
                      ilike(sources.name, pattern),
                    ),
                  ),
              ),
            ),
      ),
    )
    .orderBy(desc(summaries.createdAt), desc(summaries.id))
    .limit(limit);
}

/**
 * The list is the app's most frequent read: its two queries are built once per database and
 * prepared (Drizzle's placeholders), instead of being built again on every request, which was a
 * fifth of the list's CPU under load.
 */
const preparedListPages = new WeakMap<DbOrTx, ReturnType<typeof prepareListPage>>();

function listPageSelect(db: DbOrTx, after: boolean) {
  return db
    .select(listColumns)
    .from(summaries)
    .where(
      after
        ? and(
            eq(summaries.userId, sql.placeholder('userId')),
            sql`(${summaries.createdAt}, ${summaries.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::uuid)`,
          )
        : eq(summaries.userId, sql.placeholder('userId')),
    )
    .orderBy(desc(summaries.createdAt), desc(summaries.id))
    .limit(sql.placeholder('limit'));
}

function prepareListPage(db: DbOrTx) {
  return {
    first: listPageSelect(db, false).prepare('summaries_page_first'),
    after: listPageSelect(db, true).prepare('summaries_page_after'),
  };
}

function listPageQueries(db: DbOrTx) {
  let queries = preparedListPages.get(db);
  if (!queries) {
    queries = prepareListPage(db);
    preparedListPages.set(db, queries);
  }
  return queries;
}

export async function findSummary(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<SummaryRow | undefined> {
  const [row] = await db
    .select()
    .from(summaries)
    .where(and(eq(summaries.id, id), eq(summaries.userId, userId)))
    .limit(1);
  return row;
}

/** The deleted summary's queued job (to cancel), or undefined when the user has no such summary. */
export async function deleteSummary(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<{ jobId: string | null } | undefined> {
  const [deleted] = await db
    .delete(summaries)
    .where(and(eq(summaries.id, id), eq(summaries.userId, userId)))
    .returning({ jobId: summaries.jobId });
  return deleted;
}

/** The queued jobs of every deleted summary (null for one never enqueued). */
export async function deleteAllSummaries(
  db: DbOrTx,
  userId: string,
): Promise<{ jobId: string | null }[]> {
  return db
    .delete(summaries)
    .where(eq(summaries.userId, userId))
    .returning({ jobId: summaries.jobId });
}

/** For the worker, which holds only the id from its payload. */
export async function findSummaryById(db: DbOrTx, id: string): Promise<SummaryRow | undefined> {
  const [row] = await db.select().from(summaries).where(eq(summaries.id, id)).limit(1);
  return row;
}

/** Which job and worker process run an attempt; recorded so a dead worker's run can be handed back. */
export interface SummaryRun {
  jobId: string;
  /** Null when the caller runs no heartbeat (tests): such a run is never taken for a dead one's. */
  workerId: string | null;
}

/** Marks a run as started: `processing`, one more attempt, earlier error cleared, run recorded. */
export async function startAttempt(
  db: DbOrTx,
  id: string,
  now: Date,
  run?: SummaryRun,
): Promise<SummaryRow | undefined> {
  const [row] = await db
    .update(summaries)
    .set({
      status: 'processing',
      error: null,
      attempts: sql`${summaries.attempts} + 1`,
      ...(run ? { jobId: run.jobId, workerId: run.workerId } : {}),
      updatedAt: now,
    })
    .where(eq(summaries.id, id))
    .returning();
  return row;
}

/** False when the summary is gone (deleted, or its account was): nothing was written. */
export async function updateSummary(
  db: DbOrTx,
  id: string,
  values: SummaryUpdate,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(summaries)
    .set({ ...values, updatedAt: now })
    .where(eq(summaries.id, id))
    .returning({ id: summaries.id });
  return rows.length > 0;
}

/** Summaries still pending or processing, whoever they belong to (start-up recovery). */
export function findUnfinishedSummaries(db: DbOrTx, limit = 1000): Promise<SummaryRow[]> {
  return db
    .select()
    .from(summaries)
    .where(inArray(summaries.status, ['pending', 'processing']))
    .limit(limit);
}

/** Summaries still pending or processing that nothing has touched since `before`. */
export function findStaleSummaries(db: DbOrTx, before: Date, limit = 500): Promise<SummaryRow[]> {
  return db
    .select()
    .from(summaries)
    .where(
      and(inArray(summaries.status, ['pending', 'processing']), lt(summaries.updatedAt, before)),
    )
    .limit(limit);
}

/** pg-boss job states in which a job will still run, or is running. */
export const LIVE_JOB_STATES = ['created', 'retry', 'active'] as const;

/**
 * Ids among `ids` with a `summary.generate` job in one of `states` (by default still queued, waiting
 * for a retry or running) in pg-boss (its `pgboss.job` table, in the same database).
 */
export async function summariesWithLiveJobs(
  db: DbOrTx,
  jobName: string,
  ids: readonly string[],
  states: readonly string[] = LIVE_JOB_STATES,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  let result: unknown;
  try {
    result = await db.execute(sql`
    select distinct data->>'summaryId' as id from pgboss.job
    where name = ${jobName}
      and state::text in (${sql.join(
        states.map((state) => sql`${state}`),
        sql`, `,
      )})
      and data->>'summaryId' in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
  } catch (error) {
    // No queue has ever started on this database, so no job can be pending.
    if ((error as { code?: unknown }).code === '42P01') return new Set();
    throw error;
  }
  const rows = Array.isArray(result) ? result : (result as { rows?: unknown[] }).rows;
  return new Set(
    (rows ?? []).map((r) => (r as { id?: unknown }).id).filter((id) => typeof id === 'string'),
  );
}

/** Ends a stale summary unless it moved on meanwhile (still pending or processing, still untouched). */
export async function failStaleSummary(
  db: DbOrTx,
  id: string,
  before: Date,
  error: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(summaries)
    .set({ status: 'failed', error, updatedAt: now })
    .where(
      and(
        eq(summaries.id, id),
        inArray(summaries.status, ['pending', 'processing']),
        lt(summaries.updatedAt, before),
      ),
    )
    .returning({ id: summaries.id });
  return updated.length > 0;
}
