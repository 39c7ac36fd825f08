import { z } from 'zod';
import { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { defineJob } from '@/jobs/job-definition';

/**
 * Matches content not yet scanned against its users' keywords. Ingestion scans each batch itself
 * right after storing it; this schedule is the safety net for anything that was stored but not
 * scanned (a crash between the two, an ingestion path that does not scan), and can be sent on demand.
 */
export const scanAlertsJob = defineJob({
  name: 'alerts.scan',
  payload: z.object({ maxLinks: z.number().int().min(1).max(1_000_000).default(50_000) }),
  cron: '*/5 * * * *',
  retryLimit: 3,
  handler: async ({ maxLinks }, { db, log, now, matcherCache }) => {
    const scanner = new AlertScanner(db, { now, ...(matcherCache ? { cache: matcherCache } : {}) });
    const result = await scanner.scanPending(maxLinks);
    log.info(
      { job: 'alerts.scan', links: result.links, alerts: result.created.length },
      'scanned content for keyword alerts',
    );
  },
});
