import {
  SOURCE_MESSAGES,
  type AnySource,
  type FollowSourceInput,
  type Platform,
  type SavedSource,
  type SourceByPlatform,
  type TwitterSource,
  type YoutubeVideoPage,
} from '@socialpulse/contract';
import type { Db } from '@/db/database';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import {
  deleteSource,
  findSource,
  listUserSources,
  setSourceFollowed,
  upsertSource,
  type SourceRow,
  type SourceWithLastSummary,
} from '@/features/sources/sources.repository';
import { AppError } from '@/lib/app-error';
import { isUuid } from '@/lib/ids';

export const SOURCE_NOT_FOUND = SOURCE_MESSAGES.notFound;

/**
 * What the user can summarize on each platform, read live through their connection, and the
 * sources they picked (remembered so summaries and the Pulse can name them later).
 */
export class SourcesService {
  constructor(
    private readonly db: Db,
    private readonly access: ConnectionAccess,
  ) {}

  list<P extends Platform>(userId: string, platform: P): Promise<SourceByPlatform[P][]> {
    const listing: Promise<AnySource[]> =
      platform === 'telegram'
        ? this.access.withTelegram(userId, (connector, auth) => connector.listSources(auth))
        : this.access.withOAuth(userId, platform, (c, tokens): Promise<AnySource[]> =>
            c.listSources(tokens),
          );
    // Each connector lists its own platform's sources; TypeScript cannot follow P through the branch.
    return listing as Promise<SourceByPlatform[P][]>;
  }

  channelVideos(
    userId: string,
    channelId: string,
    cursor: string | undefined,
  ): Promise<YoutubeVideoPage> {
    return this.access.withOAuth(userId, 'youtube', (connector, tokens) =>
      connector.listChannelVideos(tokens, channelId, cursor ?? null),
    );
  }

  lookupTwitterUser(userId: string, username: string): Promise<TwitterSource> {
    return this.access.withOAuth(userId, 'twitter', (connector, tokens) =>
      connector.lookupUser(tokens, username),
    );
  }

  async get(userId: string, id: string): Promise<SavedSource> {
    const row = isUuid(id) ? await findSource(this.db, userId, id) : undefined;
    if (!row) throw new AppError(404, 'NOT_FOUND', SOURCE_NOT_FOUND);
    return toSavedSource(row);
  }

  async listMine(userId: string): Promise<SavedSource[]> {
    return (await listUserSources(this.db, userId)).map(toSavedSource);
  }

  /** Follows a source (known or not); `created` tells whether it was new to the user. */
  async follow(
    userId: string,
    input: FollowSourceInput,
  ): Promise<{ source: SavedSource; created: boolean }> {
    const row = await upsertSource(this.db, {
      userId,
      platform: input.platform,
      externalId: input.externalId,
      name: input.name,
      type: input.type ?? 'unknown',
      avatar: input.avatar ?? null,
      followed: true,
    });
    return {
      source: await this.get(userId, row.id),
      created: row.createdAt.getTime() === row.updatedAt.getTime(),
    };
  }

  async setFollowed(userId: string, id: string, followed: boolean): Promise<SavedSource> {
    if (!isUuid(id) || !(await setSourceFollowed(this.db, userId, id, followed)))
      throw new AppError(404, 'NOT_FOUND', SOURCE_NOT_FOUND);
    return this.get(userId, id);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await deleteSource(this.db, userId, id)))
      throw new AppError(404, 'NOT_FOUND', SOURCE_NOT_FOUND);
  }

  /** For the summaries feature: remember the source a summary is made of. */
  async remember(userId: string, platform: Platform, source: AnySource): Promise<SavedSource> {
    const row = await upsertSource(this.db, {
      userId,
      platform,
      externalId: source.id,
      name: source.name,
      type: source.type,
      avatar: source.avatar ?? null,
    });
    return this.get(userId, row.id);
  }
}

function toSavedSource(row: SourceRow | SourceWithLastSummary): SavedSource {
  const last =
    'lastSummaryId' in row && row.lastSummaryId && row.lastSummaryAt
      ? {
          id: row.lastSummaryId,
          createdAt: row.lastSummaryAt.toISOString(),
          status: row.lastSummaryStatus ?? 'pending',
        }
      : null;
  return {
    id: row.id,
    platform: row.platform,
    externalId: row.externalId,
    name: row.name,
    type: row.type,
    ...(row.avatar !== null ? { avatar: row.avatar } : {}),
    followed: row.followed,
    lastSummary: last,
    createdAt: row.createdAt.toISOString(),
  };
}
