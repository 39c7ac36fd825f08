import { z } from 'zod';
import { defineJob } from '@/jobs/job-definition';
import { deleteExpiredTelegramLogins } from '@/features/connections/telegram-logins.repository';
import { deleteExpiredOAuthStates } from '@/features/oauth-states/oauth-states.repository';

/**
 * OAuth states and Telegram logins nobody finished. Expired ones are already refused when
 * presented; this only keeps the tables small (anyone may start a Google sign-in).
 */
export const purgePendingLoginsJob = defineJob({
  name: 'connections.purge-pending-logins',
  payload: z.object({}),
  cron: '*/10 * * * *',
  retryLimit: 2,
  handler: async (_payload, { db, log, now }) => {
    const at = now();
    const states = await deleteExpiredOAuthStates(db, at);
    const telegram = await deleteExpiredTelegramLogins(db, at);
    log.info(
      { job: 'connections.purge-pending-logins', states, telegram },
      'purged expired OAuth states and Telegram logins',
    );
  },
});
