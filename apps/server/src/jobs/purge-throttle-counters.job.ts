import { z } from 'zod';
import { defineJob } from '@/jobs/job-definition';
import { deleteCountersOlderThan } from '@/features/auth/throttle-counters.repository';

/** Counters whose window ended long ago hold no information; a day covers every window we use. */
export const purgeThrottleCountersJob = defineJob({
  name: 'auth.purge-throttle-counters',
  payload: z.object({
    olderThanHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(24),
  }),
  cron: '23 * * * *',
  retryLimit: 2,
  handler: async ({ olderThanHours }, { db, log, now }) => {
    const before = new Date(now().getTime() - olderThanHours * 60 * 60 * 1000);
    const deleted = await deleteCountersOlderThan(db, before);
    log.info({ job: 'auth.purge-throttle-counters', deleted }, 'purged old throttle counters');
  },
});
