import { z } from 'zod';
import { defineJob } from '@/jobs/job-definition';
import { deleteStaleAccountTokens } from '@/features/account/account-tokens.repository';
import { deleteStaleRefreshTokens } from '@/features/auth/refresh-tokens.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Expired and revoked refresh tokens are useless after a grace period (kept a week so a reuse
 * attempt soon after revocation is still recognised as one). Hourly keeps the table small. The
 * account emails' links (reset, verification) go after the same grace period.
 */
export const purgeRefreshTokensJob = defineJob({
  name: 'auth.purge-refresh-tokens',
  payload: z.object({ retentionDays: z.number().int().min(0).max(365).default(7) }),
  cron: '17 * * * *',
  retryLimit: 2,
  handler: async ({ retentionDays }, { db, log, now }) => {
    const before = new Date(now().getTime() - retentionDays * DAY_MS);
    const deleted = await deleteStaleRefreshTokens(db, before);
    log.info({ job: 'auth.purge-refresh-tokens', deleted, before }, 'purged stale refresh tokens');
    const links = await deleteStaleAccountTokens(db, before);
    log.info({ job: 'auth.purge-refresh-tokens', deleted: links, before }, 'purged stale links');
  },
});
