import { z } from 'zod';
import { deliverRun } from '@/features/digests/digest-delivery';
import { releaseEmailOfJob } from '@/features/digests/digests.repository';
import { defineJob } from '@/jobs/job-definition';
import { webhookQueuePort } from '@/jobs/webhook-queue-port';

/** How long a delivery waits before looking at its summaries again. */
export const DELIVERY_RECHECK_MS = 5_000;

/**
 * Delivers one digest run (features/digests/digest-delivery.ts) once its summaries are final: until
 * then it sends itself again a few seconds later. A failed email send throws, and pg-boss retries
 * with backoff; the email is claimed on the run, so it goes out once.
 */
export const deliverDigestJob = defineJob({
  name: 'digests.deliver',
  payload: z.object({ runId: z.uuid() }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  // A delivery held by a worker that died is run again after this; the email claim keeps a late
  // second run from sending twice, so a short expiry costs nothing and delivers sooner.
  expireInSeconds: 2 * 60,
  concurrent: true,
  // A delivery whose worker died mid-send is run again within seconds, its email claim given back.
  handBackWhenWorkerDies: true,
  onHandBack: async (db, jobId) => {
    await releaseEmailOfJob(db, jobId);
  },
  handler: async ({ runId }, { db, log, now, digests, queue }, run) => {
    if (!digests) throw new Error('digests.deliver needs the worker’s digest delivery settings');
    const outcome = await deliverRun(
      {
        db,
        log,
        now,
        ...digests,
        webhooks: queue ? webhookQueuePort(queue) : null,
        jobId: run?.id,
      },
      runId,
    );
    if (outcome !== 'waiting') return;
    if (!queue) throw new Error('digests.deliver needs the queue to wait for its summaries');
    await queue.sendJob(
      deliverDigestJob,
      { runId },
      { startAfter: new Date(now().getTime() + DELIVERY_RECHECK_MS) },
    );
  },
});
