import { z } from 'zod';
import { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { defineJob } from '@/jobs/job-definition';

/**
 * A keyword that was created, switched on or changed is tried on its owner's recent content, so its
 * alerts appear without waiting for new items. Sent by the keyword routes; a keyword deleted or
 * switched off before this runs yields nothing.
 */
export const backfillKeywordAlertsJob = defineJob({
  name: 'alerts.backfill-keyword',
  payload: z.object({ userId: z.uuid(), keywordId: z.uuid() }),
  retryLimit: 3,
  handler: async ({ userId, keywordId }, { db, log, now }) => {
    const result = await new AlertScanner(db, { now }).backfillKeyword(userId, keywordId);
    log.info(
      {
        job: 'alerts.backfill-keyword',
        keywordId,
        items: result.links,
        alerts: result.created.length,
      },
      'backfilled keyword alerts',
    );
  },
});
