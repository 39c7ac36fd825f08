import {
  NON_FINAL_SUMMARY_STATUSES,
  redditSortFor,
  SUMMARY_MESSAGES,
  type Platform,
  type Summary,
  type SummaryCreateInput,
  type SummaryListFilters,
  type SummaryListPage,
  type SummaryOptions,
  type SummaryRegenerateInput,
} from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '@/db/database';
import { findConnection } from '@/features/connections/connections.repository';
import { notConnectedMessage } from '@/features/connections/platform-labels';
import { summaryWindow } from '@/features/summaries/summary-window';
import {
  countWaitingSummaries,
  recordSummaryJob,
} from '@/features/summaries/summary-runs.repository';
import { MAX_WAITING_SUMMARIES_PER_USER, fairPriority } from '@/features/summaries/summary-limits';
import type { SummaryQueue } from '@/features/summaries/summary-queue';
import {
  deleteAllSummaries,
  deleteSummary,
  findSummary,
  insertSummary,
  listSummaryPage,
  updateSummary,
  type SummaryListRow,
  type SummaryPosition,
  type SummaryRow,
} from '@/features/summaries/summaries.repository';
import { toSummaryListItem, windowOf } from '@/features/summaries/summary-list-item';
import { touchSummarizedSource } from '@/features/sources/sources.repository';
import { AppError } from '@/lib/app-error';
import { isUuid } from '@/lib/ids';

/**
 * The caller's summaries. Someone else's summary id answers exactly like one that does not exist.
 * Creating stores a `pending` summary with its UTC window fixed, then enqueues `summary.generate`
 * behind the user's own waiting summaries only (fair priority), up to MAX_WAITING_SUMMARIES_PER_USER;
 * an app built without a queue (most tests) leaves it pending. Deleting cancels the queued run.
 */
export class SummariesService {
  private readonly db: Db;

  constructor(
    database: Pick<Database, 'db'>,
    private readonly jobs: SummaryQueue | null,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {
    this.db = database.db;
  }

  /** One page, newest first; `nextCursor` is null on the last one. */
  async list(
    userId: string,
    page: { limit: number; cursor?: string | undefined } & SummaryListFilters,
  ): Promise<SummaryListPage> {
    const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
    const { q, platform, status, tone } = page;
    const filters = { search: q === '' ? undefined : q, platform, status, tone };
    // One more row than asked says whether another page follows, without a count.
    const rows = await listSummaryPage(this.db, userId, { limit: page.limit + 1, after, filters });
    const items = rows.slice(0, page.limit);
    const last = items.at(-1);
    const nextCursor = rows.length > page.limit && last ? encodeCursor(last) : null;
    return { success: true, data: items.map(toSummaryListItem), nextCursor };
  }

  async get(userId: string, id: string): Promise<Summary> {
    const row = isUuid(id) ? await findSummary(this.db, userId, id) : undefined;
    if (!row) throw new AppError(404, 'NOT_FOUND', SUMMARY_MESSAGES.notFound);
    return toSummary(row);
  }

  async create(userId: string, input: SummaryCreateInput): Promise<Summary> {
    const { period, tone, language, dateRange, redditSort } = input.options;
    const options: SummaryOptions = {
      period,
      tone,
      language,
      ...(period === 'custom' && dateRange ? { dateRange } : {}),
      ...(input.platform === 'reddit'
        ? { redditSort: redditSortFor(redditSort ?? 'new', period) }
        : {}),
    };
    const now = this.now();
    const window = summaryWindow(period, options.dateRange, now);
    const row = await this.start(userId, {
      platform: input.platform,
      sourceId: input.sourceId,
      options,
      window,
      now,
    });
    // Summarizing a source makes it one of the user's sources ("Your sources").
    await touchSummarizedSource(this.db, userId, input.platform, input.sourceId, input.sourceName);
    return this.enqueue(userId, row);
  }

  /**
   * A new summary of one of the caller's summaries: the same source, period and window, its content
   * fetched again, in the tone and language asked for (the original's by default). One without
   * content (failed, rate-limited, nothing found) is replaced by it; one with content stays, so the
   * two can be compared (docs/decisions/0050). One still being made answers 409.
   */
  async regenerate(userId: string, id: string, input: SummaryRegenerateInput): Promise<Summary> {
    const old = isUuid(id) ? await findSummary(this.db, userId, id) : undefined;
    if (!old) throw new AppError(404, 'NOT_FOUND', SUMMARY_MESSAGES.notFound);
    if (NON_FINAL_SUMMARY_STATUSES.includes(old.status))
      throw new AppError(409, 'CONFLICT', SUMMARY_MESSAGES.stillRunning);
    const options: SummaryOptions = {
      ...old.options,
      tone: input.tone ?? old.options.tone,
      language: input.language ?? old.options.language,
    };
    const now = this.now();
    const window =
      old.windowStart !== null && old.windowEnd !== null
        ? { start: old.windowStart, end: old.windowEnd }
        : summaryWindow(old.options.period, old.options.dateRange, now);
    const row = await this.start(userId, {
      platform: old.platform,
      sourceId: old.sourceId,
      options,
      window,
      now,
      replaces: old.status === 'completed' ? undefined : old.id,
    });
    return this.enqueue(userId, row);
  }

  /**
   * Stores a `pending` summary (and deletes the one it replaces, in the same transaction), once the
   * platform is connected and the user has room for one more waiting summary.
   */
  private async start(
    userId: string,
    summary: {
      platform: Platform;
      sourceId: string;
      options: SummaryOptions;
      window: { start: Date; end: Date };
      now: Date;
      replaces?: string | undefined;
    },
  ): Promise<SummaryRow & { waiting: number }> {
    const connection = await findConnection(this.db, userId, summary.platform);
    if (!connection) throw new AppError(409, 'CONFLICT', notConnectedMessage(summary.platform));
    const waiting = await countWaitingSummaries(this.db, userId);
    if (waiting >= MAX_WAITING_SUMMARIES_PER_USER)
      throw new AppError(
        429,
        'RATE_LIMITED',
        SUMMARY_MESSAGES.tooManyWaiting(MAX_WAITING_SUMMARIES_PER_USER),
      );
    const { now, replaces } = summary;
    const row = await this.db.transaction(async (tx) => {
      const inserted = await insertSummary(tx, {
        userId,
        platform: summary.platform,
        sourceId: summary.sourceId,
        options: summary.options,
        status: 'pending',
        windowStart: summary.window.start,
        windowEnd: summary.window.end,
        createdAt: now,
        updatedAt: now,
      });
      if (replaces !== undefined) await deleteSummary(tx, userId, replaces);
      return inserted;
    });
    return { ...row, waiting };
  }

  /**
   * Enqueues `summary.generate` behind the user's own waiting summaries only (fair priority); an app
   * built without a queue (most tests) leaves it pending.
   */
  private async enqueue(userId: string, row: SummaryRow & { waiting: number }): Promise<Summary> {
    if (this.jobs) {
      try {
        const jobId = await this.jobs.enqueueSummary(row.id, {
          priority: fairPriority(row.waiting),
        });
        // Deleted before its job was recorded (the account went meanwhile): the deletion could not
        // cancel a job it did not know of, so it is cancelled here and never runs.
        if (jobId && !(await recordSummaryJob(this.db, row.id, jobId)))
          await this.cancelJobs([jobId]);
      } catch (error) {
        this.log.error({ err: error, summaryId: row.id }, 'could not enqueue summary.generate');
        await updateSummary(
          this.db,
          row.id,
          { status: 'failed', error: `${SUMMARY_MESSAGES.generationFailed}. Please try again.` },
          this.now(),
        );
        return this.get(userId, row.id);
      }
    }
    return toSummary(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = isUuid(id) ? await deleteSummary(this.db, userId, id) : undefined;
    if (!deleted) throw new AppError(404, 'NOT_FOUND', SUMMARY_MESSAGES.notFound);
    await this.cancelJobs([deleted.jobId]);
  }

  async removeAll(userId: string): Promise<number> {
    const deleted = await deleteAllSummaries(this.db, userId);
    await this.cancelJobs(deleted.map((d) => d.jobId));
    return deleted.length;
  }

  /**
   * The summaries are gone either way; a job that could not be cancelled finds no summary when it
   * runs and ends at once, so a failure here is only logged.
   */
  async cancelJobs(jobIds: (string | null)[]): Promise<void> {
    const ids = jobIds.filter((id): id is string => id !== null);
    if (!this.jobs || ids.length === 0) return;
    try {
      await this.jobs.cancelSummaryJobs(ids);
    } catch (error) {
      this.log.warn({ err: error, jobs: ids }, 'could not cancel the jobs of deleted summaries');
    }
  }
}

/**
 * The detail's form, mapped from the whole row; a list item is the same summary with a light
 * source and the content cut (summary-list-item.ts), and a test keeps the two in step
 * (summary-list-item.test.ts).
 */
export function toSummary(row: SummaryRow): Summary {
  return {
    _id: row.id,
    id: row.id,
    userId: row.userId,
    platform: row.platform,
    sourceId: row.sourceId,
    options: row.options,
    status: row.status,
    content: row.content,
    error: row.error,
    source: row.source,
    window: windowOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Opaque to clients: the position of a page's last row. Creation times come from the app's clock
 * (milliseconds), so the ISO form keeps them exact.
 */
export function encodeCursor(last: Pick<SummaryListRow, 'createdAt' | 'id'>): string {
  return Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url');
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|([0-9a-f-]{36})$/;

function decodeCursor(cursor: string): SummaryPosition {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  const createdAt = match ? new Date(match[1]!) : undefined;
  if (!match || !createdAt || Number.isNaN(createdAt.getTime()) || !isUuid(match[2]!))
    throw new AppError(400, 'VALIDATION_ERROR', 'Validation failed: Invalid cursor');
  return { createdAt, id: match[2]! };
}
