import type { Db } from '@/db/database';
import type { JobContext } from '@/jobs/job-definition';
import { findUserById } from '@/features/auth/users.repository';

async function accountExists(db: Db, userId: string): Promise<boolean> {
  return (await findUserById(db, userId)) !== undefined;
}

/**
 * Runs one user's job unless their account is gone. An account deleted before the run leaves it
 * nothing to do; one deleted during it makes whatever the run still writes for the user fail on a
 * foreign key. Either way the run ends with a log line rather than as a failed job with a stack
 * that the queue would retry, since no retry can succeed. Other failures are thrown as before.
 */
export async function unlessAccountDeleted(
  { db, log }: Pick<JobContext, 'db' | 'log'>,
  job: string,
  userId: string,
  work: () => Promise<void>,
): Promise<void> {
  if (!(await accountExists(db, userId))) {
    log.info({ job, userId }, 'the account was deleted; the run has nothing to do');
    return;
  }
  try {
    await work();
  } catch (error) {
    if (await accountExists(db, userId)) throw error;
    log.info({ job, userId }, 'the account was deleted during the run; the run ends here');
  }
}
