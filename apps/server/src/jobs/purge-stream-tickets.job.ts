import { z } from 'zod';
import { deleteUsedTicketsExpiredBefore } from '@/features/summaries/used-stream-tickets.repository';
import { defineJob } from '@/jobs/job-definition';

/**
 * A used stream ticket's nonce matters only until the ticket expires (30 s): after that its
 * signature check refuses it anyway. Ten minutes' margin covers replicas' clocks disagreeing.
 */
export const purgeStreamTicketsJob = defineJob({
  name: 'summaries.purge-stream-tickets',
  payload: z.object({
    expiredMinutesAgo: z
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(10),
  }),
  cron: '*/10 * * * *',
  retryLimit: 2,
  handler: async ({ expiredMinutesAgo }, { db, log, now }) => {
    const before = new Date(now().getTime() - expiredMinutesAgo * 60 * 1000);
    const deleted = await deleteUsedTicketsExpiredBefore(db, before);
    log.info({ job: 'summaries.purge-stream-tickets', deleted }, 'purged expired stream tickets');
  },
});
