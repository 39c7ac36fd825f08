import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { findPendingRuns } from '@/features/digests/digests.repository';
import { deliverDigestJob } from '@/jobs/deliver-digest.job';
import { digestQueuePort } from '@/jobs/digest-queue-port';
import type { JobQueue } from '@/jobs/job-queue';

/** Pending runs read at once; the sweep pages through all of them. */
const PAGE = 1_000;

/**
 * A run re-queued by this sweep gets at most one such job in this many seconds: the sweep runs
 * every few seconds, and a job it sends needs a moment to show as queued on every worker.
 */
const RESEND_THROTTLE_SECONDS = 60;

export interface UndeliveredRunsDeps {
  db: Db;
  queue: Pick<JobQueue, 'liveJobKeys' | 'sendJob'>;
  log: FastifyBaseLogger;
}

/**
 * Every pending digest run has a delivery job on its way: this sweep queues one for each run older
 * than `createdBefore` that has none. A run loses its job when the worker that started it dies
 * between storing the run and queuing its delivery, or when the job ran out of retries (a mail
 * server down for long); nothing else would ever deliver it. The email claim on the run keeps a
 * second job from sending twice. Answers the runs queued again.
 */
export async function sendUndeliveredRuns(
  { db, queue, log }: UndeliveredRunsDeps,
  options: { createdBefore: Date },
): Promise<string[]> {
  // Read before the runs: a run delivered in between is no longer pending, so no needless job is
  // queued for it, and a run's next delivery is sent before its current one finishes.
  const live = await queue.liveJobKeys(deliverDigestJob.name, 'runId');
  const lost: string[] = [];
  let afterId: string | undefined;
  for (;;) {
    const pending = await findPendingRuns(db, options.createdBefore, PAGE, afterId);
    for (const runId of pending) if (!live.has(runId)) lost.push(runId);
    if (pending.length < PAGE) break;
    afterId = pending.at(-1);
  }
  const digests = digestQueuePort(queue);
  for (const runId of lost)
    await digests.enqueueDelivery(runId, { throttleSeconds: RESEND_THROTTLE_SECONDS });
  if (lost.length > 0) log.warn({ runs: lost.length }, 'digest runs with no delivery queued again');
  return lost;
}
