import type { DigestQueue } from '@/features/digests/digest-runs';
import { deliverDigestJob } from '@/jobs/deliver-digest.job';
import type { JobSender } from '@/jobs/job-definition';

/** The digests feature's queue port (features/digests/digest-runs.ts) on pg-boss. */
export function digestQueuePort(queue: JobSender): DigestQueue {
  return {
    enqueueDelivery: (runId, options = {}) =>
      queue.sendJob(
        deliverDigestJob,
        { runId },
        {
          ...(options.startAfter ? { startAfter: options.startAfter } : {}),
          ...(options.throttleSeconds
            ? { singletonKey: `digest-run:${runId}`, singletonSeconds: options.throttleSeconds }
            : {}),
        },
      ),
  };
}
