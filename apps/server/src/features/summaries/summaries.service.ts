import {
  SUMMARY_MESSAGES,
  type Summary,
  type SummaryCreateInput,
  type SummaryOptions,
} from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { findConnection } from '@/features/connections/connections.repository';
import { notConnectedMessage } from '@/features/connections/platform-labels';
import { summaryWindow } from '@/features/summaries/summary-window';
import {
  deleteAllSummaries,
  deleteSummary,
  findSummary,
  insertSummary,
  listSummaries,
  updateSummary,
  type SummaryRow,
} from '@/features/summaries/summaries.repository';
import type { JobQueue } from '@/jobs/job-queue';
import { AppError } from '@/lib/app-error';
import { isUuid } from '@/lib/ids';

/**
 * The caller's summaries. Someone else's summary id answers exactly like one that does not exist.
 * Creating stores a `pending` summary with its UTC window fixed, then enqueues `summary.generate`;
 * an app built without a queue (most tests) leaves it pending.
 */
export class SummariesService {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue | null,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(userId: string): Promise<Summary[]> {
    return (await listSummaries(this.db, userId)).map(toSummary);
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
      ...(input.platform === 'reddit' ? { redditSort: redditSort ?? 'new' } : {}),
    };
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
    if (this.jobs) {
      try {
        await this.jobs.send('summary.generate', { summaryId: row.id });
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
    if (!isUuid(id) || !(await deleteSummary(this.db, userId, id)))
      throw new AppError(404, 'NOT_FOUND', SUMMARY_MESSAGES.notFound);
  }

  removeAll(userId: string): Promise<number> {
    return deleteAllSummaries(this.db, userId);
  }
}

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
    window:
      row.windowStart && row.windowEnd
        ? { start: row.windowStart.toISOString(), end: row.windowEnd.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
