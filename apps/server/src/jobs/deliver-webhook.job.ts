import { z } from 'zod';
import { attemptWebhook } from '@/features/digests/webhook-delivery';
import { defineJob } from '@/jobs/job-definition';

/**
 * One attempt to POST a digest run to its webhook (features/digests/webhook-delivery.ts). The
 * backoff is explicit: a failed attempt queues the next one with `startAfter` and its number in the
 * payload, so the delivery log shows each attempt and the pause counts them. A thrown error (the
 * database, not the receiver) gets pg-boss's own retry.
 */
export const deliverWebhookJob = defineJob({
  name: 'digests.webhook',
  payload: z.object({
    webhookId: z.uuid(),
    runId: z.uuid(),
    messageId: z.string().min(1).max(100),
    attempt: z.number().int().min(1),
  }),
  retryLimit: 2,
  retryDelaySeconds: 30,
  expireInSeconds: 2 * 60,
  concurrent: true,
  // An attempt held by a worker that died is made again within seconds, under the same message id.
  handBackWhenWorkerDies: true,
  handler: async (payload, { db, log, now, webhooks, queue }) => {
    if (!webhooks) throw new Error('digests.webhook needs the worker’s webhook settings');
    // The next attempt is this job again (jobs/webhook-queue-port.ts does the same for the first).
    const retries = queue && {
      enqueueAttempt: (next: typeof payload, startAfter?: Date) =>
        queue.sendJob(deliverWebhookJob, next, startAfter ? { startAfter } : {}),
    };
    await attemptWebhook({ db, log, now, ...webhooks, queue: retries ?? null }, payload);
  },
});
