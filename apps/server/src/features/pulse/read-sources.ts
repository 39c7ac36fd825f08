import type { Platform } from '@socialpulse/contract';
import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { contentItems, summaries, userContent } from '@/db/schema';

/** A source the user reads: its name, who posts there, and how often they summarized it. */
export interface ReadSource {
  platform: Platform;
  name: string;
  authors: ReadonlySet<string>;
  summarized: number;
}

/** Posts read per source to learn who posts there: a week's worth of the user's own items. */
const AUTHOR_ITEMS = 2000;

/**
 * The user's sources with their posters (from the user's items since `since`) and the number of
 * summaries the user made of each: what a suggestion's reason is compared with.
 */
export async function readSources(db: DbOrTx, userId: string, since: Date): Promise<ReadSource[]> {
  const posts = await db
    .select({
      platform: contentItems.platform,
      sourceId: contentItems.sourceId,
      sourceName: contentItems.sourceName,
      author: contentItems.author,
    })
    .from(userContent)
    .innerJoin(contentItems, eq(contentItems.id, userContent.contentItemId))
    .where(and(eq(userContent.userId, userId), gte(contentItems.publishedAt, since)))
    .limit(AUTHOR_ITEMS);
  const made = await db
    .select({ platform: summaries.platform, sourceId: summaries.sourceId, n: count() })
    .from(summaries)
    .where(eq(summaries.userId, userId))
    .groupBy(summaries.platform, summaries.sourceId);
  const bySource = new Map<string, ReadSource & { authors: Set<string> }>();
  for (const p of posts) {
    const key = `${p.platform}\u0000${p.sourceId}`;
    const known = bySource.get(key) ?? {
      platform: p.platform,
      name: p.sourceName,
      authors: new Set<string>(),
      summarized: 0,
    };
    if (p.author && p.author.trim() !== '') known.authors.add(p.author.trim());
    bySource.set(key, known);
  }
  for (const m of made) {
    const known = bySource.get(`${m.platform}\u0000${m.sourceId}`);
    if (known) known.summarized = Number(m.n);
  }
  return [...bySource.values()];
}

/** Top posters of a sample compared: its most engaging authors, this many at most. */
export const TOP_POSTERS = 10;
/** A share of top posters this large (and two people at least) is a real overlap. */
const MIN_SHARE = 0.2;
const MIN_SHARED = 2;

/**
 * The user's source on the same platform that shares most of the sample's top posters, with that
 * share (0..1); undefined when none shares enough.
 */
export function sharedPosters(
  platform: Platform,
  topPosters: readonly string[],
  read: readonly ReadSource[],
): { source: ReadSource; share: number } | undefined {
  if (topPosters.length === 0) return undefined;
  let best: { source: ReadSource; share: number } | undefined;
  for (const source of read) {
    if (source.platform !== platform) continue;
    const shared = topPosters.filter((a) => source.authors.has(a)).length;
    const share = shared / topPosters.length;
    if (shared < MIN_SHARED || share < MIN_SHARE) continue;
    if (
      !best ||
      share > best.share ||
      (share === best.share && source.summarized > best.source.summarized)
    )
      best = { source, share };
  }
  return best;
}
