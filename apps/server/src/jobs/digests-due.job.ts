import { z } from 'zod';
import { startDueRuns } from '@/features/digests/digest-runs';
import { digestQueuePort } from '@/jobs/digest-queue-port';
import { generateSummaryJob } from '@/jobs/generate-summary.job';
import { defineJob } from '@/jobs/job-definition';

/**
 * Every minute: starts the scheduled digests whose time has come (features/digests/digest-runs.ts).
 * pg-boss fires a cron once per tick across all workers; were two ticks to overlap, the claim on
 * each subscription still lets one win. A delivery lost with its worker is queued again by the
 * liveness sweep (jobs/undelivered-runs.ts).
 */
export const digestsDueJob = defineJob({
  name: 'digests.due',
  payload: z.object({}),
  cron: '* * * * *',
  retryLimit: 1,
  expireInSeconds: 5 * 60,
  handler: async (_payload, { db, log, now, queue }) => {
    if (!queue) throw new Error('digests.due needs the queue');
    await startDueRuns({
      db,
      log,
      now,
      summaries: {
        enqueueSummary: (summaryId) => queue.sendJob(generateSummaryJob, { summaryId }),
      },
      digests: digestQueuePort(queue),
    });
  },
});
