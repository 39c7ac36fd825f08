import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import {
  claimFetch,
  dropFetchClaim,
  finishFetch,
  findFetch,
  renewFetchLease,
  takeOverFetch,
  type SharedFetchKey,
} from '@/features/summaries/shared-fetches.repository';
import type { FetchResult } from '@/platforms/types';

export type { SharedFetchKey };

/**
 * How long a fetcher's claim lasts unless renewed: a dead worker's claim is taken over after it.
 * The same 20 s after which a worker's missed heartbeats hand its runs back: every run waiting on
 * a killed worker's fetch waited out this lease (45 s before), and its digest with it.
 */
export const FETCH_LEASE_MS = 20_000;
const RENEW_MS = 5_000;
const POLL_MS = 250;
/** A run never waits longer than this for another's fetch; it then fetches on its own. */
const MAX_WAIT_MS = 5 * 60_000;

export interface SharedFetchDeps {
  db: Db;
  access: Pick<ConnectionAccess, 'assertConnected'>;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Between looks at a fetch another run is making; a timer unless a test says otherwise. */
  sleep?: (ms: number) => Promise<void>;
}

const timer = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The items of `key` for `userId`, fetched once for every run that asks for the same public source
 * and window (docs/decisions/0051). The first run to claim the key calls `fetchOwn` (its user's own
 * connection); runs arriving meanwhile wait for its answer. The answer is shared only when the
 * platform said the source is public (`publicSource`); otherwise, or when that fetch failed, every
 * run fetches with its own connection, as without sharing. A user whose connection to the platform
 * is gone or expired gets the same error as their own fetch would give, never someone else's items.
 */
export async function fetchShared(
  deps: SharedFetchDeps,
  userId: string,
  key: SharedFetchKey,
  fetchOwn: () => Promise<FetchResult>,
): Promise<FetchResult> {
  const { db, now } = deps;
  const sleep = deps.sleep ?? timer;
  await deps.access.assertConnected(userId, key.platform);
  const giveUpAt = now().getTime() + MAX_WAIT_MS;
  for (;;) {
    const claimed = await claimFetch(db, key, lease(deps), now());
    if (claimed) return fetchAndShare(deps, claimed, fetchOwn);
    const row = await findFetch(db, key);
    // Gone between the two reads: its fetch failed, so claim it again.
    if (!row) continue;
    if (row.status === 'ready') return row.result as FetchResult;
    if (row.status === 'private' || now().getTime() >= giveUpAt) return fetchOwn();
    if (row.claimedUntil && row.claimedUntil <= now()) {
      if (await takeOverFetch(db, row.id, lease(deps), now()))
        return fetchAndShare(deps, row.id, fetchOwn);
      continue;
    }
    await sleep(POLL_MS);
  }
}

function lease({ now }: SharedFetchDeps): Date {
  return new Date(now().getTime() + FETCH_LEASE_MS);
}

async function fetchAndShare(
  deps: SharedFetchDeps,
  id: string,
  fetchOwn: () => Promise<FetchResult>,
): Promise<FetchResult> {
  const { db, log } = deps;
  // A fetch of many pages outlives one lease; renewing says this worker is still at it.
  const renewal = setInterval(() => {
    renewFetchLease(db, id, lease(deps)).catch((error: unknown) =>
      log.warn({ err: error, sharedFetch: id }, 'shared fetch lease not renewed'),
    );
  }, RENEW_MS);
  renewal.unref();
  let result: FetchResult;
  try {
    result = await fetchOwn();
  } catch (error) {
    await dropFetchClaim(db, id).catch((dropError: unknown) =>
      log.warn({ err: dropError, sharedFetch: id }, 'failed shared fetch left to its lease'),
    );
    throw error;
  } finally {
    clearInterval(renewal);
  }
  await finishFetch(
    db,
    id,
    result.publicSource ? { status: 'ready', result } : { status: 'private' },
  );
  return result;
}
