import type { WebhookQueue } from '@/features/digests/webhook-delivery';
import { deliverWebhookJob } from '@/jobs/deliver-webhook.job';
import type { JobSender } from '@/jobs/job-definition';

/** The webhook delivery's queue port (features/digests/webhook-delivery.ts) on pg-boss. */
export function webhookQueuePort(queue: JobSender): WebhookQueue {
  return {
    enqueueAttempt: (attempt, startAfter, jobId) =>
      queue.sendJob(deliverWebhookJob, attempt, {
        ...(startAfter ? { startAfter } : {}),
        ...(jobId ? { id: jobId } : {}),
      }),
  };
}
