import type { Platform } from '@socialpulse/contract';
import type { Db } from '@/db/database';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import { INGEST_LIMITS } from '@/features/ingest/ingest-limits';
import { rememberedSources } from '@/features/ingest/ingest.repository';
import { listPlatformSources } from '@/features/ingest/platform-calls';

export interface IngestSource {
  id: string;
  /** The user's name for it: theirs to see, never written where other users read. */
  name: string;
  /** The name the platform gave in its listing, when the source came from one. */
  platformName?: string;
  /** The platform's kind of source (channel, public, account, …) when known. */
  type: string | undefined;
}

/**
 * What a run reads on one platform: the sources the user picked to summarize (the `sources` table),
 * up to `sourcesPerPlatform`; when there are none, the first `defaultSourcesPerPlatform` of the
 * connector's own listing (subscriptions, dialogs, lists), leaving out archived subreddits, which
 * have nothing new.
 */
export async function selectSources(
  deps: { db: Db; access: ConnectionAccess },
  userId: string,
  platform: Platform,
): Promise<IngestSource[]> {
  const remembered = await rememberedSources(deps.db, userId, platform);
  if (remembered.length > 0) {
    return remembered
      .slice(0, INGEST_LIMITS.sourcesPerPlatform)
      .map((s) => ({ id: s.externalId, name: s.name, type: s.type }));
  }
  const listed = await listPlatformSources(deps.access, userId, platform);
  return listed
    .filter((s) => s.type !== 'archived')
    .slice(0, INGEST_LIMITS.defaultSourcesPerPlatform)
    .map((s) => ({ id: s.id, name: s.name, platformName: s.name, type: s.type }));
}
