import { z } from 'zod';
import { usersWithConnections } from '@/features/ingest/ingest.repository';
import { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { preparePulse } from '@/features/pulse/pulse-refresh';
import { unlessAccountDeleted } from '@/jobs/deleted-account';
import { defineJob } from '@/jobs/job-definition';

/**
 * Rebuilds Pulses: every hour at :15 for every user with a connected account (the schedule sends
 * no user and fans out), or for one user (also sent by GET /pulse when today's build is missing or
 * out of date, docs/decisions/0014). A platform connected but never ingested is ingested first.
 * Ingestion rebuilds too, right after storing content; the first build of the day from 06:00 UTC
 * also emails the Pulse to users who asked for email.
 */
export const buildPulseJob = defineJob({
  name: 'pulse.build',
  payload: z.object({ userId: z.uuid().optional() }),
  cron: '15 * * * *',
  retryLimit: 2,
  expireInSeconds: 10 * 60,
  handler: async (
    { userId },
    { db, log, now, connections, queue, email, matcherCache },
  ): Promise<void> => {
    if (!userId) {
      if (!queue) throw new Error('pulse.build needs the queue to fan out');
      const userIds = await usersWithConnections(db);
      for (const id of userIds)
        await queue.sendJob(
          buildPulseJob,
          { userId: id },
          { singletonKey: id, singletonSeconds: 600 },
        );
      log.info({ job: 'pulse.build', users: userIds.length }, 'pulse builds fanned out');
      return;
    }
    if (!connections) throw new Error('pulse.build needs the worker’s connection access');
    const access = connections;
    await unlessAccountDeleted({ db, log }, 'pulse.build', userId, async () => {
      const scanner = new AlertScanner(db, {
        now,
        ...(matcherCache ? { cache: matcherCache } : {}),
      });
      const { ingested, emailed } = await preparePulse(
        { db, access, now, log, email, scanner },
        userId,
      );
      log.info({ job: 'pulse.build', userId, ingested, emailed }, 'pulse built');
    });
  },
});
