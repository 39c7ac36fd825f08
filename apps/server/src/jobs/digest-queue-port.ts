import type { DigestQueue } from '@/features/digests/digest-runs';
import { deliverDigestJob } from '@/jobs/deliver-digest.job';
import type { JobSender } from '@/jobs/job-definition';

/** The digests feature's queue port (features/digests/digest-runs.ts) on pg-boss. */
export function digestQueuePort(queue: JobSender): DigestQueue {
  return {
    // One waiting delivery per run and slot, however often the sweep re-sends it.
    enqueueDelivery: (runId, startAfter) =>
      queue.sendJob(
        deliverDigestJob,
        { runId },
        { singletonKey: runId, singletonSeconds: 10, ...(startAfter ? { startAfter } : {}) },
      ),
  };
}
