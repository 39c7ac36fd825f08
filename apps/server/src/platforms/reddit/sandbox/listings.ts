import { timelineOf, type SubredditDef } from '@/platforms/reddit/sandbox/catalog';
import { decodePostId, skeleton, type PostSkeleton } from '@/platforms/reddit/sandbox/posts';
import { DAY_MS, HOUR_MS, walkNewestFirst } from '@/platforms/sandbox/timeline';

export const LISTING_SORTS = ['hot', 'new', 'rising', 'top', 'controversial'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const TOP_WINDOWS = ['hour', 'day', 'week', 'month', 'year', 'all'] as const;
export type TopWindow = (typeof TOP_WINDOWS)[number];

const WINDOW_MS: Record<TopWindow, number> = {
  hour: HOUR_MS,
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
  year: 365 * DAY_MS,
  all: 730 * DAY_MS,
};

/** Ranked listings look at this many recent posts at most; real listings stop at 1000 anyway. */
const MAX_CANDIDATES = 20_000;

export interface ListingQuery {
  sort: ListingSort;
  t: TopWindow;
  limit: number;
  after?: string;
}

export interface ListingPage {
  posts: PostSkeleton[];
  after: string | null;
}

function candidates(
  def: SubredditDef,
  now: number,
  spanMs: number,
  max = MAX_CANDIDATES,
): PostSkeleton[] {
  const spec = timelineOf(def, now);
  const out: PostSkeleton[] = [];
  for (const slot of walkNewestFirst(spec, { before: now + 1, after: now - spanMs })) {
    out.push(skeleton(def, slot, now));
    if (out.length >= max) break;
  }
  return out;
}

/** Reddit's published hot formula: log10 of the score plus a time bonus (one order of magnitude per 12.5 h). */
function hotRank(post: PostSkeleton): number {
  return Math.log10(Math.max(post.score, 1)) + post.createdMs / 45_000_000;
}

function ranked(def: SubredditDef, query: ListingQuery, now: number): PostSkeleton[] {
  switch (query.sort) {
    case 'hot':
      return candidates(def, now, 7 * DAY_MS).sort((a, b) => hotRank(b) - hotRank(a));
    case 'rising':
      return candidates(def, now, 8 * HOUR_MS)
        .filter((p) => now - p.createdMs > 10 * 60_000)
        .sort((a, b) => b.score / (now - b.createdMs) - a.score / (now - a.createdMs))
        .slice(0, 100);
    case 'top':
      return candidates(def, now, WINDOW_MS[query.t]).sort(
        (a, b) => b.score - a.score || b.createdMs - a.createdMs,
      );
    case 'controversial':
      return candidates(def, now, WINDOW_MS[query.t])
        .filter((p) => p.upvoteRatio < 0.75)
        .sort((a, b) => b.numComments / b.score - a.numComments / a.score);
    case 'new':
      return [];
  }
}

/** Posts per subreddit a multi-subreddit listing draws from: enough for its 1000-post cap. */
const MULTI_PER_SUB = 300;

/**
 * r/popular, r/all and `a+b` multis: one listing of posts from many subreddits, each post naming
 * its own `subreddit`. Ranked over a bounded recent span per subreddit, paged by `after` like Reddit.
 */
export function listMultiPosts(
  defs: readonly SubredditDef[],
  query: ListingQuery,
  now: number,
): ListingPage {
  const span =
    query.sort === 'top' || query.sort === 'controversial' ? WINDOW_MS[query.t] : 7 * DAY_MS;
  const pool = defs.flatMap((def) => candidates(def, now, span, MULTI_PER_SUB));
  const order =
    query.sort === 'new'
      ? (a: PostSkeleton, b: PostSkeleton) => b.createdMs - a.createdMs
      : query.sort === 'hot'
        ? (a: PostSkeleton, b: PostSkeleton) => hotRank(b) - hotRank(a)
        : (a: PostSkeleton, b: PostSkeleton) => b.score - a.score || b.createdMs - a.createdMs;
  const all = pool.sort(order).slice(0, 1000);
  const afterId = query.after?.replace(/^t3_/, '');
  const start = afterId ? all.findIndex((p) => p.id === afterId) + 1 : 0;
  const page = all.slice(start, start + query.limit);
  const hasMore = start + query.limit < all.length;
  return {
    posts: page,
    after: hasMore && page.length > 0 ? `t3_${page[page.length - 1]?.id ?? ''}` : null,
  };
}

export function listPosts(def: SubredditDef, query: ListingQuery, now: number): ListingPage {
  const afterId = query.after?.replace(/^t3_/, '');
  if (query.sort === 'new') {
    const decoded = afterId ? decodePostId(afterId) : undefined;
    const spec = timelineOf(def, now);
    const posts: PostSkeleton[] = [];
    const walk = walkNewestFirst(spec, {
      before: now + 1,
      after: now - WINDOW_MS.year,
      ...(decoded ? { below: decoded } : {}),
    });
    for (const slot of walk) {
      posts.push(skeleton(def, slot, now));
      if (posts.length > query.limit) break;
    }
    const page = posts.slice(0, query.limit);
    return {
      posts: page,
      after: posts.length > query.limit ? `t3_${page[page.length - 1]?.id ?? ''}` : null,
    };
  }
  const all = ranked(def, query, now).slice(0, 1000);
  const start = afterId ? all.findIndex((p) => p.id === afterId) + 1 : 0;
  const page = all.slice(start, start + query.limit);
  const hasMore = start + query.limit < all.length;
  return {
    posts: page,
    after: hasMore && page.length > 0 ? `t3_${page[page.length - 1]?.id ?? ''}` : null,
  };
}
