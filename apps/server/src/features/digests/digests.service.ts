import {
  DIGEST_MESSAGES,
  DIGESTS_PER_USER_MAX,
  type Digest,
  type DigestFeed,
  type DigestInput,
  type DigestPatch,
  type DigestRun,
} from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { findConnection } from '@/features/connections/connections.repository';
import { notConnectedMessage } from '@/features/connections/platform-labels';
import { latestRunAtOrBefore, nextRunAfter } from '@/features/digests/digest-schedule';
import {
  hashFeedToken,
  newFeedToken,
  type UnsubscribeTokens,
} from '@/features/digests/digest-tokens';
import {
  countDigests,
  deleteDigest,
  deleteFeedToken,
  findDigest,
  findDigestById,
  findFeedToken,
  insertDigest,
  listDigests,
  listRuns,
  storeFeedToken,
  updateDigest,
  userOfFeedToken,
  type DigestRow,
  type DigestRunRow,
} from '@/features/digests/digests.repository';
import { AppError } from '@/lib/app-error';
import { isUuid } from '@/lib/ids';

const notFound = () => new AppError(404, 'NOT_FOUND', DIGEST_MESSAGES.notFound);

/**
 * The caller's scheduled digests, their runs and their private feed token. Every read and write is
 * scoped by the signed-in user: another user's digest answers exactly like one that does not exist.
 */
export class DigestsService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly publicUrl: string,
    private readonly unsubscribeTokens: UnsubscribeTokens,
  ) {}

  async list(userId: string): Promise<Digest[]> {
    return (await listDigests(this.db, userId)).map(toDigest);
  }

  async create(userId: string, input: DigestInput): Promise<Digest> {
    if ((await countDigests(this.db, userId)) >= DIGESTS_PER_USER_MAX)
      throw new AppError(409, 'CONFLICT', DIGEST_MESSAGES.tooMany(DIGESTS_PER_USER_MAX));
    await this.requireConnected(userId, input.sources);
    const now = this.now();
    const row = await insertDigest(this.db, {
      userId,
      name: input.name || defaultName(input.sources),
      sources: input.sources,
      schedule: input.schedule,
      timeZone: input.timeZone,
      tone: input.tone,
      language: input.language,
      channels: input.channels,
      paused: input.paused,
      nextRunAt: input.paused ? null : nextRunAfter(input.schedule, input.timeZone, now),
      createdAt: now,
      updatedAt: now,
    });
    return toDigest(row);
  }

  async update(userId: string, id: string, patch: DigestPatch): Promise<Digest> {
    const current = isUuid(id) ? await findDigest(this.db, userId, id) : undefined;
    if (!current) throw notFound();
    if (patch.sources) await this.requireConnected(userId, patch.sources);
    const schedule = patch.schedule ?? current.schedule;
    const timeZone = patch.timeZone ?? current.timeZone;
    const paused = patch.paused ?? current.paused;
    const now = this.now();
    const resumed = current.paused && !paused;
    const row = await updateDigest(this.db, userId, id, {
      ...patch,
      ...(patch.name !== undefined
        ? { name: patch.name || defaultName(patch.sources ?? current.sources) }
        : {}),
      nextRunAt: paused ? null : nextRunAfter(schedule, timeZone, now),
      // After a pause the chain starts again at the latest slot: the first run covers one period,
      // not the whole pause, and never reaches back into a window already delivered.
      ...(resumed && current.lastWindowEnd
        ? {
            lastWindowEnd: laterOf(
              current.lastWindowEnd,
              latestRunAtOrBefore(schedule, timeZone, now),
            ),
          }
        : {}),
      updatedAt: now,
    });
    if (!row) throw notFound();
    return toDigest(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await deleteDigest(this.db, userId, id))) throw notFound();
  }

  async runs(userId: string, id: string): Promise<DigestRun[]> {
    if (!isUuid(id) || !(await findDigest(this.db, userId, id))) throw notFound();
    return (await listRuns(this.db, userId, id)).map(toDigestRun);
  }

  /** The digest an unsubscribe token was signed for; 400 when it is forged or the digest is gone. */
  async unsubscribeTarget(token: string): Promise<DigestRow> {
    const id = this.unsubscribeTokens.verify(token);
    const row = id && isUuid(id) ? await findDigestById(this.db, id) : undefined;
    if (!row) throw new AppError(400, 'BAD_REQUEST', DIGEST_MESSAGES.unsubscribeInvalid);
    return row;
  }

  /** One-click unsubscribe: the digest stops emailing (it stays, with its other channels). */
  async unsubscribe(token: string): Promise<void> {
    const row = await this.unsubscribeTarget(token);
    await updateDigest(this.db, row.userId, row.id, {
      channels: { ...row.channels, email: false },
      updatedAt: this.now(),
    });
  }

  async feed(userId: string): Promise<DigestFeed> {
    const row = await findFeedToken(this.db, userId);
    return {
      exists: row !== undefined,
      createdAt: row?.createdAt.toISOString() ?? null,
      rssUrl: null,
      atomUrl: null,
    };
  }

  /** Makes (or replaces) the feed token; its addresses are shown this once. */
  async newFeed(userId: string): Promise<DigestFeed> {
    const { token, hash } = newFeedToken();
    const now = this.now();
    await storeFeedToken(this.db, userId, hash, now);
    const base = `${this.publicUrl}/api/digests/feed/${token}`;
    return {
      exists: true,
      createdAt: now.toISOString(),
      rssUrl: `${base}/rss`,
      atomUrl: `${base}/atom`,
    };
  }

  async revokeFeed(userId: string): Promise<void> {
    if (!(await deleteFeedToken(this.db, userId))) throw notFound();
  }

  /** The user a feed token belongs to; a wrong or revoked token is "not found". */
  async feedOwner(token: string): Promise<string> {
    const userId = await userOfFeedToken(this.db, hashFeedToken(token));
    if (!userId) throw new AppError(404, 'NOT_FOUND', DIGEST_MESSAGES.feedNotFound);
    return userId;
  }

  private async requireConnected(userId: string, sources: DigestInput['sources']): Promise<void> {
    for (const platform of new Set(sources.map((s) => s.platform)))
      if (!(await findConnection(this.db, userId, platform)))
        throw new AppError(409, 'CONFLICT', notConnectedMessage(platform));
  }
}

const laterOf = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

function defaultName(sources: DigestInput['sources']): string {
  return sources.length === 1 ? sources[0]!.sourceId : `${sources.length} sources`;
}

export function toDigest(row: DigestRow): Digest {
  return {
    id: row.id,
    name: row.name,
    sources: row.sources,
    schedule: row.schedule,
    timeZone: row.timeZone,
    tone: row.tone,
    language: row.language,
    channels: row.channels,
    paused: row.paused,
    nextRunAt: row.nextRunAt?.toISOString() ?? null,
    lastWindowEnd: row.lastWindowEnd?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDigestRun(row: DigestRunRow): DigestRun {
  return {
    id: row.id,
    digestId: row.subscriptionId,
    windowStart: row.windowStart.toISOString(),
    windowEnd: row.windowEnd.toISOString(),
    status: row.status,
    summaryIds: row.summaryIds,
    emailedAt: row.emailedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
