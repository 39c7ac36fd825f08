import type { z } from 'zod';
import { backfillKeywordAlertsJob } from '@/jobs/backfill-keyword-alerts.job';
import { buildPulseJob } from '@/jobs/build-pulse.job';
import { deliverDigestJob } from '@/jobs/deliver-digest.job';
import { deliverWebhookJob } from '@/jobs/deliver-webhook.job';
import { digestsDueJob } from '@/jobs/digests-due.job';
import { generateSummaryJob } from '@/jobs/generate-summary.job';
import { ingestDueJob } from '@/jobs/ingest-due.job';
import { ingestSourcesJob } from '@/jobs/ingest-sources.job';
import type { JobDefinition } from '@/jobs/job-definition';
import { purgePendingLoginsJob } from '@/jobs/purge-pending-logins.job';
import { purgeSharedFetchesJob } from '@/jobs/purge-shared-fetches.job';
import { purgeRefreshTokensJob } from '@/jobs/purge-refresh-tokens.job';
import { purgeStreamTicketsJob } from '@/jobs/purge-stream-tickets.job';
import { purgeThrottleCountersJob } from '@/jobs/purge-throttle-counters.job';
import { recoverSummariesJob } from '@/jobs/recover-summaries.job';
import { scanAlertsJob } from '@/jobs/scan-alerts.job';

/** Every job the worker runs. Add a definition here and it gets a queue, a worker and its schedule. */
export const JOBS = [
  purgeRefreshTokensJob,
  purgeThrottleCountersJob,
  purgeStreamTicketsJob,
  purgeSharedFetchesJob,
  scanAlertsJob,
  backfillKeywordAlertsJob,
  purgePendingLoginsJob,
  generateSummaryJob,
  recoverSummariesJob,
  ingestDueJob,
  ingestSourcesJob,
  buildPulseJob,
  digestsDueJob,
  deliverDigestJob,
  deliverWebhookJob,
] as const;

export type RegisteredJob = (typeof JOBS)[number];
export type JobName = RegisteredJob['name'];
/** What `send(name, payload)` accepts for a given job (its zod input, so defaults may be omitted). */
export type JobPayload<N extends JobName> = z.input<Extract<RegisteredJob, { name: N }>['payload']>;

export function findJob(name: string): JobDefinition | undefined {
  return (JOBS as readonly JobDefinition[]).find((job) => job.name === name);
}
