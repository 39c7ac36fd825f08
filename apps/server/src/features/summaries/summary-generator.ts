import { SUMMARY_MESSAGES, type SummaryStatus } from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import { readStoredSettings } from '@/features/settings/settings.repository';
import { fallbackTitle, summarySource, toSummaryItems } from '@/features/summaries/summary-source';
import { summaryWindow } from '@/features/summaries/summary-window';
import {
  findSummaryById,
  startAttempt,
  updateSummary,
  type SummaryRow,
} from '@/features/summaries/summaries.repository';
import { isAppError } from '@/lib/app-error';
import { isPlatformError } from '@/platforms/errors';
import type { FetchResult, FetchWindow } from '@/platforms/types';
import { offlineStrategy, type SummaryStrategy } from '@/features/summaries/summary-strategy';

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

export interface SummaryGeneratorDeps {
  db: Db;
  access: ConnectionAccess;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Writes the content; the offline engine when absent (no LLM configured). */
  summarizer?: SummaryStrategy;
}

/**
 * One run of `summary.generate`: processing → completed | no_data | rate_limited | failed. Fetching
 * goes through the user's stored connection (tokens refreshed, dead connections marked expired) and
 * is bounded by the connector's document caps (DEFAULT_CAPS: 300 items, 20 pages, top comments of 15
 * items). A rate limit is recorded and then thrown for the job to schedule the next run. The content
 * is written by `deps.summarizer` (an LLM that falls back to the offline engine) or the offline engine.
 */
export async function generateSummary(
  deps: SummaryGeneratorDeps,
  summaryId: string,
): Promise<void> {
  const { db, now, log } = deps;
  const existing = await findSummaryById(db, summaryId);
  if (!existing || DONE.includes(existing.status)) return;
  const row = await startAttempt(db, summaryId, now());
  if (!row) return; // deleted meanwhile

  const window =
    row.windowStart && row.windowEnd
      ? { start: row.windowStart, end: row.windowEnd }
      : summaryWindow(row.options.period, row.options.dateRange, now());
  const windowFields = { windowStart: window.start, windowEnd: window.end };

  let fetched: FetchResult;
  try {
    fetched = await fetchItems(deps, row, {
      since: window.start,
      until: window.end,
      ...(row.platform === 'reddit' ? { sort: row.options.redditSort ?? 'new' } : {}),
    });
  } catch (error) {
    if (isPlatformError(error) && error.kind === 'rate_limited') {
      await updateSummary(db, row.id, { status: 'rate_limited', error: error.message }, now());
      throw new SummaryRateLimitedError(error.message, error.resetAt);
    }
    const message = failureMessage(error);
    if (!isPlatformError(error) && !isAppError(error))
      log.error({ err: error, summaryId }, 'summary fetch failed');
    await updateSummary(db, row.id, { status: 'failed', error: message, ...windowFields }, now());
    return;
  }

  const title = fetched.sourceTitle ?? fallbackTitle(row.platform, row.sourceId);
  if (fetched.items.length === 0) {
    await updateSummary(
      db,
      row.id,
      {
        status: 'no_data',
        content: null,
        source: summarySource(row.platform, row.sourceId, title, []),
        ...windowFields,
      },
      now(),
    );
    return;
  }

  const settings = await readStoredSettings(db, row.userId);
  const summarizer = deps.summarizer ?? offlineStrategy;
  const result = await summarizer.summarize(toSummaryItems(fetched.items), {
    tone: row.options.tone,
    language: row.options.language,
    sourceTitle: title,
    mode: row.platform === 'telegram' ? 'auto' : 'documents',
    platformWeights: settings?.platformPreferences ?? {},
  });
  const source = summarySource(row.platform, row.sourceId, title, fetched.items);
  await updateSummary(
    db,
    row.id,
    result.status === 'completed'
      ? { status: 'completed', content: result.markdown, source, ...windowFields }
      : { status: 'no_data', content: null, source, ...windowFields },
    now(),
  );
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
 * Platform errors carry user-facing wording ("expired" and "Connect <Platform>" when the account
 * must be connected again); a connection removed since creation says so; anything else is generic.
 */
function failureMessage(error: unknown): string {
  if (isPlatformError(error)) return error.message;
  if (isAppError(error) && error.status < 500) return error.message;
  return `${SUMMARY_MESSAGES.generationFailed}. Please try again.`;
}
