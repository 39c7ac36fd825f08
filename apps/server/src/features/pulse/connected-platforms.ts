import type { Platform } from '@socialpulse/contract';
import type { DbOrTx } from '@/db/database';
import { listConnections } from '@/features/connections/connections.repository';
import { runsOfUser } from '@/features/ingest/ingest.repository';
import type { StoredPulse } from '@/features/pulse/stored-pulse';

/**
 * The user's connected platforms, and those never ingested: an account connected since the last
 * run (the second platform as much as the first) shows up in the next build, not at the next
 * scheduled run.
 */
export async function connectedPlatforms(
  db: DbOrTx,
  userId: string,
): Promise<{ connected: Platform[]; neverIngested: Platform[] }> {
  const ingested = new Set((await runsOfUser(db, userId)).map((r) => r.platform));
  const rows = await listConnections(db, userId);
  const connected = rows
    .filter((r) => r.status === 'connected')
    .map((r) => r.platform)
    .sort();
  return { connected, neverIngested: connected.filter((p) => !ingested.has(p)) };
}

/**
 * Whether a stored build covers every connected platform: made after each one's first ingestion.
 * A build from before `ingestedFor` was recorded counts once nothing is left to ingest.
 */
export function coversPlatforms(
  pulse: StoredPulse,
  platforms: { connected: Platform[]; neverIngested: Platform[] },
): boolean {
  if (platforms.neverIngested.length > 0) return false;
  const covered = pulse.ingestedFor;
  return covered === undefined || platforms.connected.every((p) => covered.includes(p));
}
