import { z } from 'zod';
import { findPendingRuns } from '@/features/digests/digests.repository';
import { startDueRuns } from '@/features/digests/digest-runs';
import { digestQueuePort } from '@/jobs/digest-queue-port';
import { generateSummaryJob } from '@/jobs/generate-summary.job';
import { defineJob } from '@/jobs/job-definition';

/** A pending run older than this whose delivery may have been lost is queued again. */
const LOST_DELIVERY_MS = 10 * 60_000;

/**
 * Every minute: starts the scheduled digests whose time has come (features/digests/digest-runs.ts)
 * and re-queues deliveries of runs left pending by a lost send. pg-boss fires a cron once per tick
 * across all workers; were two ticks to overlap, the claim on each subscription still lets one win.
 */
export const digestsDueJob = defineJob({
  name: 'digests.due',
  payload: z.object({}),
  cron: '* * * * *',
  retryLimit: 1,
  expireInSeconds: 5 * 60,
  handler: async (_payload, { db, log, now, queue }) => {
    if (!queue) throw new Error('digests.due needs the queue');
    const digests = digestQueuePort(queue);
    await startDueRuns({
      db,
      log,
      now,
      summaries: {
        enqueueSummary: (summaryId) => queue.sendJob(generateSummaryJob, { summaryId }),
      },
      digests,
    });
    const lost = await findPendingRuns(db, new Date(now().getTime() - LOST_DELIVERY_MS), 200);
    // Throttled per run: a run whose delivery is only waiting gets at most one extra job per sweep
    // period; the email claim keeps a second delivery from sending anything.
    for (const runId of lost)
      await digests.enqueueDelivery(runId, { throttleSeconds: LOST_DELIVERY_MS / 1000 });
  },
});
