import { NSFW_MESSAGES, SUMMARY_MESSAGES, type SummaryStatus } from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import { hidesNsfw, readStoredSettings } from '@/features/settings/settings.repository';
import { summaryFeed } from '@/features/summaries/summary-feed';
import { itemsLanguage } from '@/features/summaries/source-language';
import { summarySource, toSummaryItems } from '@/features/summaries/summary-source';
import { knownSourceName, renameSource } from '@/features/sources/sources.repository';
import { humanSourceTitle } from '@/summarizer/digest/source-title';
import { summaryWindow } from '@/features/summaries/summary-window';
import {
  findSummaryById,
  startAttempt,
  updateSummary,
  type SummaryRow,
  type SummaryRun,
} from '@/features/summaries/summaries.repository';
import { isAppError } from '@/lib/app-error';
import { isPlatformError } from '@/platforms/errors';
import type { FetchResult, FetchWindow } from '@/platforms/types';
import { offlineStrategy, type SummaryStrategy } from '@/features/summaries/summary-strategy';
import { fetchShared } from '@/features/summaries/shared-fetch';

/** Final states a duplicate delivery of the job leaves alone. */
const DONE: readonly SummaryStatus[] = ['completed', 'failed', 'no_data'];

/**
 * A rate limit: the summary already says `rate_limited`; the job re-sends itself for `resetAt`
 * (jobs/generate-summary.job.ts).
 */
export class SummaryRateLimitedError extends Error {
  constructor(
    message: string,
    readonly resetAt: Date | undefined,
  ) {
    super(message);
    this.name = 'SummaryRateLimitedError';
  }
}

/**
 * A passing failure (the platform unreachable or 5xx, our own 5xx, a dropped connection) on an
 * attempt that is not the last: the summary is back to `pending` and the job throws this so pg-boss
 * runs it again after its retry delay, instead of the summary failing for good.
 */
export class SummaryRetryableError extends Error {
  constructor(message: string, options: { cause: unknown }) {
    super(message, options);
    this.name = 'SummaryRetryableError';
  }
}

/** How a run ended: a final status, or nothing done (the summary is gone, or already final). */
export type GenerateOutcome = 'completed' | 'no_data' | 'failed' | 'missing' | 'already_done';

/** The queue's view of this run: recorded on the summary, and whether a retry is still to come. */
export interface GenerateRun extends SummaryRun {
  finalAttempt: boolean;
}

export interface SummaryGeneratorDeps {
  db: Db;
  access: ConnectionAccess;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Writes the content; the offline engine when absent (no LLM configured). */
  summarizer?: SummaryStrategy;
  /**
   * Whether a summary whose window was fixed in advance (a digest run's) may share one fetch of a
   * public source with every other run of that window (shared-fetch.ts); on unless turned off.
   */
  shareFetches?: boolean;
}

/**
 * One run of `summary.generate`: processing → completed | no_data | rate_limited | failed. Fetching
 * goes through the user's stored connection (tokens refreshed, dead connections marked expired) and
 * is bounded by the connector's document caps (DEFAULT_CAPS: 300 items, 20 pages, top comments of 15
 * items). A rate limit is recorded and then thrown for the job to schedule the next run; a passing
 * failure is thrown for the queue to retry unless `run` says this is the last attempt. The content
 * is written by `deps.summarizer` (an LLM that falls back to the offline engine) or the offline engine.
 */
export async function generateSummary(
  deps: SummaryGeneratorDeps,
  summaryId: string,
  run?: GenerateRun,
): Promise<GenerateOutcome> {
  const { db, now, log } = deps;
  const existing = await findSummaryById(db, summaryId);
  if (!existing) return 'missing';
  if (DONE.includes(existing.status)) return 'already_done';
  const row = await startAttempt(
    db,
    summaryId,
    now(),
    run ? { jobId: run.jobId, workerId: run.workerId } : undefined,
  );
  if (!row) return 'missing'; // deleted meanwhile

  const window =
    row.windowStart && row.windowEnd
      ? { start: row.windowStart, end: row.windowEnd }
      : summaryWindow(row.options.period, row.options.dateRange, now());
  const windowFields = { windowStart: window.start, windowEnd: window.end };
  // Only a window fixed before this attempt is one other users' runs can have asked for too.
  const shared = deps.shareFetches !== false && !!existing.windowStart && !!existing.windowEnd;

  let fetched: FetchResult;
  try {
    const fetchWindow: FetchWindow = {
      since: window.start,
      until: window.end,
      ...(row.platform === 'reddit' ? { sort: row.options.redditSort ?? 'new' } : {}),
    };
    const fetchOwn = () => fetchItems(deps, row, fetchWindow);
    fetched = shared
      ? await fetchShared(
          deps,
          row.userId,
          {
            platform: row.platform,
            sourceId: row.sourceId,
            windowStart: window.start,
            windowEnd: window.end,
            variant: fetchWindow.sort ?? '',
          },
          fetchOwn,
        )
      : await fetchOwn();
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'rate_limited') {
      await updateSummary(db, row.id, { status: 'rate_limited', error: error.message }, now());
      throw new SummaryRateLimitedError(error.message, error.resetAt);
    }
    if (!isPlatformError(error) && !isAppError(error))
      log.error({ err: error, summaryId }, 'summary fetch failed');
    if (isTransient(error) && run && !run.finalAttempt) {
      if (
        !(await updateSummary(
          db,
          row.id,
          { status: 'pending', error: null, ...windowFields },
          now(),
        ))
      )
        return 'missing';
      throw new SummaryRetryableError(failureMessage(error), { cause: error });
    }
    const message = failureMessage(error);
    const failed = { status: 'failed' as const, error: message, ...windowFields };
    return (await updateSummary(db, row.id, failed, now())) ? 'failed' : 'missing';
  }

  // X list and playlist posts do not carry their list's name: the name the picker listed does.
  const title = humanSourceTitle(
    row.platform,
    row.sourceId,
    fetched.sourceTitle ?? (await knownSourceName(db, row.userId, row.platform, row.sourceId)),
    row.options.language,
  );
  if (fetched.sourceTitle)
    await renameSource(db, row.userId, row.platform, row.sourceId, fetched.sourceTitle);
  const settings = await readStoredSettings(db, row.userId);
  // Adult items are left out before anything is counted, so the stats agree with the digest.
  const fetchedCount = fetched.items.length;
  if (hidesNsfw(settings)) fetched = { ...fetched, items: fetched.items.filter((i) => !i.nsfw) };
  if (fetched.items.length === 0) {
    const stored = await updateSummary(
      db,
      row.id,
      {
        status: 'no_data',
        content: null,
        // Say why there is nothing when there was something, all of it adult content.
        ...(fetchedCount > 0 ? { error: NSFW_MESSAGES.allHidden } : {}),
        source: summarySource(row.platform, row.sourceId, title, []),
        ...windowFields,
      },
      now(),
    );
    return stored ? 'no_data' : 'missing';
  }

  const summarizer = deps.summarizer ?? offlineStrategy;
  const result = await summarizer.summarize(toSummaryItems(fetched.items), {
    tone: row.options.tone,
    language: row.options.language,
    sourceTitle: title,
    mode: row.platform === 'telegram' ? 'auto' : 'documents',
    platformWeights: settings?.platformPreferences ?? {},
    feed: summaryFeed(
      {
        summaryId: row.id,
        platform: row.platform,
        sourceId: row.sourceId,
        title,
        window,
        tone: row.options.tone,
        language: row.options.language,
      },
      fetched.items,
    ),
  });
  const source = summarySource(row.platform, row.sourceId, title, fetched.items);
  const contentLanguage = itemsLanguage(fetched.items);
  // Nothing stored when the summary (or its account) was deleted while it was being written.
  const stored = await updateSummary(
    db,
    row.id,
    result.status === 'completed'
      ? { status: 'completed', content: result.markdown, source, contentLanguage, ...windowFields }
      : { status: 'no_data', content: null, source, contentLanguage, ...windowFields },
    now(),
  );
  if (!stored) return 'missing';
  return result.status === 'completed' ? 'completed' : 'no_data';
}

function fetchItems(
  { access }: SummaryGeneratorDeps,
  row: SummaryRow,
  window: FetchWindow,
): Promise<FetchResult> {
  if (row.platform === 'telegram')
    return access.withTelegram(row.userId, (connector, auth) =>
      connector.fetchItems(auth, row.sourceId, window),
    );
  return access.withOAuth(row.userId, row.platform, (connector, tokens) =>
    connector.fetchItems(tokens, row.sourceId, window),
  );
}

/**
 * Worth another attempt: the platform unreachable or answering 5xx, our own 5xx, or an error that is
 * no platform's or ours at all (a dropped database connection). A refusal (expired, forbidden, not
 * found, bad request) will not change on its own.
 */
function isTransient(error: unknown): boolean {
  if (isPlatformError(error)) return error.kind === 'unavailable';
  if (isAppError(error)) return error.status >= 500;
  return true;
}

/**
 * Platform errors carry user-facing wording ("expired" and "Connect <Platform>" when the account
 * must be connected again); a connection removed since creation says so; anything else is generic.
 */
function failureMessage(error: unknown): string {
  if (isPlatformError(error)) return error.message;
  if (isAppError(error) && error.status < 500) return error.message;
  return `${SUMMARY_MESSAGES.generationFailed}. Please try again.`;
}
