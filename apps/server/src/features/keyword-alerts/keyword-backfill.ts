import type { FastifyBaseLogger } from 'fastify';
import type { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import type { KeywordMatchesChanged } from '@/features/keyword-alerts/tracked-keywords.service';

/** The queue port this needs; jobs/job-queue.ts fits it (features never import jobs/: see docs/architecture.md). */
export interface KeywordBackfillQueue {
  send(
    name: 'alerts.backfill-keyword',
    payload: { userId: string; keywordId: string },
  ): Promise<unknown>;
}

/**
 * How a keyword change reaches recent content: through the queue when the app has one (the request
 * answers at once and a worker scans), else inline (an app built without a queue, as most tests are).
 * The keyword is already saved, so a failure here is logged rather than failing the request.
 */
export function keywordBackfill(deps: {
  jobs: KeywordBackfillQueue | null;
  scanner: AlertScanner;
  log: FastifyBaseLogger;
}): KeywordMatchesChanged {
  return async (userId, keywordId) => {
    try {
      if (deps.jobs) await deps.jobs.send('alerts.backfill-keyword', { userId, keywordId });
      else await deps.scanner.backfillKeyword(userId, keywordId);
    } catch (error) {
      deps.log.error({ err: error, keywordId }, 'keyword backfill failed');
    }
  };
}
