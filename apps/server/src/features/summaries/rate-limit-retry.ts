import { SUMMARY_MESSAGES } from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { updateSummary } from '@/features/summaries/summaries.repository';

/** A reset sooner than this is still waited for this long, so a bad header cannot spin the queue. */
export const RATE_LIMIT_RETRY_MIN_MS = 5_000;
/** A reset further away (YouTube's daily quota) is not waited for in one go: the summary is re-tried then. */
export const RATE_LIMIT_RETRY_MAX_MS = 15 * 60_000;
/** When the platform said 429 without saying until when. */
export const RATE_LIMIT_RETRY_DEFAULT_MS = 60_000;
/** Rate-limited runs of one summary re-sent at their reset; the next one ends it as `failed`. */
export const RATE_LIMIT_RETRIES_MAX = 5;

/** When the next run should start: the platform's reset, kept within [5 s, 15 min] from now. */
export function rateLimitRetryAt(resetAt: Date | undefined, now: Date): Date {
  const wait = resetAt ? resetAt.getTime() - now.getTime() : RATE_LIMIT_RETRY_DEFAULT_MS;
  const bounded = Math.min(RATE_LIMIT_RETRY_MAX_MS, Math.max(RATE_LIMIT_RETRY_MIN_MS, wait));
  return new Date(now.getTime() + bounded);
}

/** The summary stops waiting: `failed` with a message that says why and what to do. */
export async function failRateLimitedSummary(db: Db, summaryId: string, now: Date): Promise<void> {
  await updateSummary(
    db,
    summaryId,
    { status: 'failed', error: SUMMARY_MESSAGES.rateLimitedTooLong },
    now,
  );
}
