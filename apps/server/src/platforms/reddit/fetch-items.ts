import { z } from 'zod';
import { PlatformError, isPlatformError } from '@/platforms/errors';
import type { RedditApi } from '@/platforms/reddit/api';
import { commentSchema, listingSchema, toComment } from '@/platforms/reddit/mappers';
import { postSchema, toContentItem } from '@/platforms/reddit/posts';
import { byEngagementDesc, inWindow, resolveCaps } from '@/platforms/shared/caps';
import type { TokenProvider } from '@/platforms/shared/token-provider';
import type { ContentItem, DocumentCaps, FetchResult, FetchWindow } from '@/platforms/types';

export interface RedditFetchContext {
  api: RedditApi;
  webBase: string;
  pageSize: number;
  now: () => Date;
}

const HOUR = 3_600_000;

/** The narrowest `t` that still covers the window, so `top` pages hold window posts, not all-time ones. */
export function topWindowFor(
  since: Date,
  now: Date,
): 'hour' | 'day' | 'week' | 'month' | 'year' | 'all' {
  const span = now.getTime() - since.getTime();
  if (span <= HOUR) return 'hour';
  if (span <= 24 * HOUR) return 'day';
  if (span <= 7 * 24 * HOUR) return 'week';
  if (span <= 31 * 24 * HOUR) return 'month';
  if (span <= 366 * 24 * HOUR) return 'year';
  return 'all';
}

/** A subreddit, r/popular, r/all, or a multi-subreddit listing such as `typescript+node`. */
export function subredditName(sourceId: string): string {
  const name = sourceId
    .trim()
    .replace(/^\/?r\//i, '')
    .replace(/\/+$/, '');
  if (!/^[A-Za-z0-9_]{2,21}(\+[A-Za-z0-9_]{2,21})*$/.test(name))
    throw new PlatformError('reddit', 'not_found', {
      message: `"${sourceId}" is not a subreddit name.`,
    });
  return name;
}

/** The name as a path segment: each subreddit encoded, the `+` that joins a multi kept. */
function subredditPath(name: string): string {
  return name.split('+').map(encodeURIComponent).join('+');
}

export async function fetchRedditItems(
  ctx: RedditFetchContext,
  auth: TokenProvider,
  sourceId: string,
  window: FetchWindow,
): Promise<FetchResult> {
  const caps = resolveCaps(window);
  const name = subredditName(sourceId);
  const sort = window.sort ?? 'new';
  const items: ContentItem[] = [];
  let after: string | null | undefined;
  let truncated = false;
  let exhausted = false;
  // Public only when every post listed came from this very subreddit and Reddit called it public:
  // r/popular, r/all, r/mod, r/friends and multis mix subreddits and depend on who asks.
  let seenPosts = 0;
  let allPublic = true;
  for (let page = 0; page < caps.maxPages && !exhausted; page++) {
    const query = {
      limit: ctx.pageSize,
      after,
      // Each post then carries its subreddit's `over18`, the NSFW flag a post's own `over_18` can lack.
      sr_detail: true,
      ...(sort === 'top' ? { t: topWindowFor(window.since, ctx.now()) } : {}),
    };
    const listing = listingSchema.safeParse(
      await ctx.api.get(auth, `/r/${subredditPath(name)}/${sort}`, query),
    );
    if (!listing.success) throw new PlatformError('reddit', 'unexpected');
    for (const child of listing.data.data.children) {
      const post = postSchema.safeParse(child.data);
      if (child.kind !== 't3' || !post.success) continue;
      seenPosts++;
      if (
        post.data.subreddit_type !== 'public' ||
        post.data.subreddit.toLowerCase() !== name.toLowerCase()
      )
        allPublic = false;
      const created = new Date(post.data.created_utc * 1000);
      // `new` is newest first, so the first post older than the window ends the walk (pinned posts excepted).
      if (sort === 'new' && created < window.since && !post.data.stickied) {
        exhausted = true;
        break;
      }
      if (!inWindow(created, window)) continue;
      if (items.length >= caps.maxItems) {
        truncated = true;
        exhausted = true;
        break;
      }
      items.push(toContentItem(post.data, sourceId, ctx.webBase, caps));
    }
    after = listing.data.data.after;
    if (!after) exhausted = true;
  }
  if (!exhausted) truncated = true;
  await attachTopComments(ctx, auth, items, caps);
  return {
    items,
    truncated,
    sourceTitle: `r/${name}`,
    ...(seenPosts > 0 && allPublic ? { publicSource: true } : {}),
  };
}

const commentsResponse = z.tuple([listingSchema, listingSchema]);

/** Top comments of the most engaging posts; failures here degrade the summary, they do not fail it. */
async function attachTopComments(
  ctx: RedditFetchContext,
  auth: TokenProvider,
  items: ContentItem[],
  caps: DocumentCaps,
): Promise<void> {
  const targets = [...items]
    .filter((i) => i.engagement.comments > 0)
    .sort(byEngagementDesc)
    .slice(0, caps.maxCommentedItems);
  for (const item of targets) {
    let raw: unknown;
    try {
      raw = await ctx.api.get(auth, `/comments/${encodeURIComponent(item.id)}`, {
        sort: 'top',
        limit: caps.maxCommentsPerItem,
        depth: 1,
      });
    } catch (error) {
      if (isPlatformError(error) && (error.kind === 'rate_limited' || error.kind === 'unavailable'))
        return;
      if (isPlatformError(error) && (error.kind === 'not_found' || error.kind === 'forbidden'))
        continue;
      throw error;
    }
    const parsed = commentsResponse.safeParse(raw);
    if (!parsed.success) continue;
    item.comments = parsed.data[1].data.children
      .filter((c) => c.kind === 't1')
      .map((c) => commentSchema.safeParse(c.data))
      .flatMap((c) => {
        const comment = c.success && !c.data.stickied ? toComment(c.data, caps) : null;
        return comment ? [comment] : [];
      })
      .slice(0, caps.maxCommentsPerItem);
  }
}
