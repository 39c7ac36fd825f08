import { z } from 'zod';
import { deleteFetchesCreatedBefore } from '@/features/summaries/shared-fetches.repository';
import { defineJob } from '@/jobs/job-definition';

/**
 * A shared fetch serves the runs of one window, which start within minutes of each other; a retry
 * after a rate limit or a dead worker comes within hours. A day later nobody asks for it again.
 */
export const purgeSharedFetchesJob = defineJob({
  name: 'summaries.purge-shared-fetches',
  payload: z.object({
    olderThanHours: z
      .number()
      .int()
      .min(1)
      .max(24 * 7)
      .default(24),
  }),
  cron: '17 * * * *',
  retryLimit: 2,
  handler: async ({ olderThanHours }, { db, log, now }) => {
    const before = new Date(now().getTime() - olderThanHours * 3_600_000);
    const deleted = await deleteFetchesCreatedBefore(db, before);
    log.info({ job: 'summaries.purge-shared-fetches', deleted }, 'purged old shared fetches');
  },
});
