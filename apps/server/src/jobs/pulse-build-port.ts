import type { PulseBuilds } from '@/features/pulse/pulse-builds';
import { buildPulseJob } from '@/jobs/build-pulse.job';
import type { JobSender } from '@/jobs/job-definition';
import type { JobQueue } from '@/jobs/job-queue';

/**
 * A visit's build request is queued once per key in this slot (pg-boss throttling, across every
 * replica), and not at all while a build for the key is waiting or running: polling while a build
 * runs adds none, even across a slot's end, and a build that failed is asked for again in the next
 * slot.
 */
export const PULSE_REQUEST_SLOT_SECONDS = 5 * 60;

/** The Pulse feature's build requests (features/pulse/pulse-builds.ts) as pulse.build jobs. */
export function pulseBuildPort(queue: JobSender & Pick<JobQueue, 'hasLiveJob'>): PulseBuilds {
  return {
    async request(userId, key) {
      if (await queue.hasLiveJob(buildPulseJob.name, key)) return;
      await queue.sendJob(
        buildPulseJob,
        { userId },
        { singletonKey: key, singletonSeconds: PULSE_REQUEST_SLOT_SECONDS },
      );
    },
  };
}
