import { z } from 'zod';
import { ingestUser } from '@/features/ingest/ingest-user';
import { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { refreshPulse } from '@/features/pulse/pulse-refresh';
import { unlessAccountDeleted } from '@/jobs/deleted-account';
import { defineJob } from '@/jobs/job-definition';

/**
 * One user's ingestion run (features/ingest/README.md): fetch, store, scan for keyword alerts and
 * email them, then rebuild the user's Pulse from the fresh content. Sent by `sources.ingest-due`,
 * at most once per user per INGEST_SLOT_SECONDS.
 */
export const ingestSourcesJob = defineJob({
  name: 'sources.ingest',
  payload: z.object({ userId: z.uuid() }),
  retryLimit: 2,
  retryDelaySeconds: 120,
  expireInSeconds: 10 * 60,
  handler: async ({ userId }, { db, log, now, matcherCache, connections, email }) => {
    if (!connections) throw new Error('sources.ingest needs the worker’s connection access');
    await unlessAccountDeleted({ db, log }, 'sources.ingest', userId, async () => {
      const scanner = new AlertScanner(db, {
        now,
        ...(matcherCache ? { cache: matcherCache } : {}),
      });
      const report = await ingestUser({ db, access: connections, now, log, scanner }, userId);
      const emails =
        email && report.alerts.length > 0 ? await email.notifyAlerts(report.alerts) : 0;
      const { emailed } = await refreshPulse({ db, access: connections, now, log, email }, userId);
      log.info(
        {
          job: 'sources.ingest',
          userId,
          platforms: report.platforms,
          items: report.itemIds.length,
          newLinks: report.newLinks,
          alerts: report.alerts.length,
          alertEmails: emails,
          pulseEmailed: emailed,
        },
        'ingested sources',
      );
    });
  },
});
