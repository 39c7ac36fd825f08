import {
  redditSortFor,
  SUMMARY_MESSAGES,
  type Summary,
  type SummaryCreateInput,
  type SummaryListPage,
  type SummaryOptions,
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
    page: { limit: number; cursor?: string | undefined },
  ): Promise<SummaryListPage> {
    const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
    // One more row than asked says whether another page follows, without a count.
    const rows = await listSummaryPage(this.db, userId, { limit: page.limit + 1, after });
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
    const connection = await findConnection(this.db, userId, input.platform);
    if (!connection) throw new AppError(409, 'CONFLICT', notConnectedMessage(input.platform));
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
    const waiting = await countWaitingSummaries(this.db, userId);
    if (waiting >= MAX_WAITING_SUMMARIES_PER_USER)
      throw new AppError(
        429,
        'RATE_LIMITED',
        SUMMARY_MESSAGES.tooManyWaiting(MAX_WAITING_SUMMARIES_PER_USER),
      );
    const now = this.now();
    const window = summaryWindow(period, options.dateRange, now);
    const row = await insertSummary(this.db, {
      userId,
      platform: input.platform,
      sourceId: input.sourceId,
      options,
      status: 'pending',
      windowStart: window.start,
      windowEnd: window.end,
      createdAt: now,
      updatedAt: now,
    });
    // Summarizing a source makes it one of the user's sources ("Your sources").
    await touchSummarizedSource(this.db, userId, input.platform, input.sourceId, input.sourceName);
    if (this.jobs) {
      try {
        const jobId = await this.jobs.enqueueSummary(row.id, { priority: fairPriority(waiting) });
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
