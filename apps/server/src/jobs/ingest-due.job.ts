import { z } from 'zod';
import { usersWithConnections } from '@/features/ingest/ingest.repository';
import { defineJob } from '@/jobs/job-definition';
import { ingestSourcesJob } from '@/jobs/ingest-sources.job';

/** At most one `sources.ingest` per user in this many seconds, however often it is sent. */
export const INGEST_SLOT_SECONDS = 20 * 60;

/**
 * Every 30 minutes: one `sources.ingest` per user with a connected account. The singleton key makes
 * a user's run unique per slot, so a slow schedule or a second worker does not pile runs up.
 */
export const ingestDueJob = defineJob({
  name: 'sources.ingest-due',
  payload: z.object({}),
  cron: '*/30 * * * *',
  retryLimit: 1,
  handler: async (_payload, { db, log, queue }) => {
    if (!queue) throw new Error('sources.ingest-due needs the queue to fan out');
    const userIds = await usersWithConnections(db);
    let sent = 0;
    for (const userId of userIds) {
      const id = await queue.sendJob(
        ingestSourcesJob,
        { userId },
        { singletonKey: userId, singletonSeconds: INGEST_SLOT_SECONDS },
      );
      if (id) sent++;
    }
    log.info({ job: 'sources.ingest-due', users: userIds.length, sent }, 'ingestion fanned out');
  },
});
