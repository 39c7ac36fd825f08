/**
 * Reddit API answers as feeds: a listing of submissions (`kind: "Listing"` of `t3` children) and a
 * comment page (`[listing of the submission, listing of t1 comments]`), whose nested `replies`
 * become the post's replies in reading order, each naming the comment or post it answers. `more`
 * stubs name comments that were not loaded: they hold no text and are left out.
 */
import type { DigestItem, DigestReply } from '@/summarizer/digest/types';
import { isRecord, num, str, type Json } from '@/summarizer/quality/cassettes/json';

/** The `data` of each child of a Listing with the given kind. */
export function childrenOf(listing: unknown, kind: string): Json[] {
  if (!isRecord(listing) || listing.kind !== 'Listing' || !isRecord(listing.data)) return [];
  const children = listing.data.children;
  if (!Array.isArray(children)) return [];
  return children
    .filter(
      (c): c is { kind: string; data: Json } => isRecord(c) && c.kind === kind && isRecord(c.data),
    )
    .map((c) => c.data);
}

/** A submission as an item; `num_comments` is Reddit's count, loaded or not. */
export function submissionItem(post: Json, replies: DigestReply[] = []): DigestItem {
  const score = num(post.score);
  const comments = num(post.num_comments);
  const created = num(post.created_utc);
  return {
    id: str(post.name) || `t3_${str(post.id)}`,
    url: `https://www.reddit.com${str(post.permalink)}`,
    author: str(post.author),
    title: str(post.title),
    text: str(post.selftext),
    publishedAt: created !== undefined ? new Date(created * 1000).toISOString() : '',
    engagement: {
      ...(score !== undefined ? { score } : {}),
      ...(comments !== undefined ? { comments } : {}),
    },
    replies,
  };
}

/** Comments depth first, a reply right after the comment it answers. */
export function flattenComments(listing: unknown): DigestReply[] {
  const out: DigestReply[] = [];
  for (const c of childrenOf(listing, 't1')) {
    const score = num(c.score);
    out.push({
      id: str(c.name) || `t1_${str(c.id)}`,
      parentId: str(c.parent_id),
      author: str(c.author),
      text: str(c.body),
      // A hidden score is sent as 1: it says nothing about the votes.
      ...(score !== undefined && c.score_hidden !== true ? { score } : {}),
    });
    out.push(...flattenComments(c.replies));
  }
  return out;
}

/** The submissions of a listing answer, or [] when it is something else. */
export function listingItems(body: unknown): DigestItem[] {
  return childrenOf(body, 't3').map((post) => submissionItem(post));
}

/** A comment page as one item with its comment tree, or null when the body is not one. */
export function threadItem(body: unknown): DigestItem | null {
  if (!Array.isArray(body) || body.length !== 2) return null;
  const post = childrenOf(body[0], 't3')[0];
  if (post === undefined) return null;
  return submissionItem(post, flattenComments(body[1]));
}

export interface ListingSource {
  /** Feed id and file name. */
  id: string;
  /** One feed per source: listings of one community in several sorts show the same posts. */
  source: { id: string; title: string };
  /** Lower is kept first: the sort a reader of the source sees by default comes first. */
  rank: number;
}

/** Hot is what a subreddit opens on; the all-time sorts reach back years and come last. */
const SORT_PREFERENCE = ['hot', 'best', 'new', 'rising', 'top', 'controversial'];

const SORTS = '(hot|new|top|best|rising|controversial)';
/** The public listings a reader could subscribe to; moderation queues and personal lists are not. */
const LISTINGS: {
  pattern: RegExp;
  name: (m: RegExpExecArray, sort: string) => Omit<ListingSource, 'rank'>;
}[] = [
  {
    pattern: new RegExp(`^/r/([\\w.]+)/${SORTS}/?$`, 'u'),
    name: (m, sort) => ({
      id: `reddit-r-${m[1]!.toLowerCase()}-${sort}`,
      source: { id: m[1]!, title: `r/${m[1]!}` },
    }),
  },
  {
    pattern: new RegExp(`^/${SORTS}/?$`, 'u'),
    name: (_m, sort) => ({
      id: `reddit-front-${sort}`,
      source: { id: 'front', title: 'Reddit front page' },
    }),
  },
  {
    pattern: new RegExp(`^/domain/([\\w.-]+)/${SORTS}/?$`, 'u'),
    name: (m, sort) => ({
      id: `reddit-domain-${m[1]!}-${sort}`,
      source: { id: `domain/${m[1]!}`, title: `${m[1]!} on Reddit` },
    }),
  },
  {
    pattern: new RegExp(`^/user/(\\w+)/m/(\\w+)/${SORTS}/?$`, 'u'),
    name: (m, sort) => ({
      id: `reddit-multi-${m[2]!.toLowerCase()}-${sort}`,
      source: { id: `u/${m[1]!}/m/${m[2]!}`, title: `u/${m[1]!}/m/${m[2]!}` },
    }),
  },
  {
    pattern: /^\/user\/(\w+)\/submitted\/?$/u,
    name: (m, sort) => ({
      id: `reddit-user-${m[1]!.toLowerCase()}-submitted-${sort}`,
      source: { id: `u/${m[1]!}`, title: `u/${m[1]!}` },
    }),
  },
];

/** The listing a request asked for, or null; a sort given as `?sort=` counts like a path's. */
export function listingSource(uri: string): ListingSource | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  for (const { pattern, name } of LISTINGS) {
    const m = pattern.exec(url.pathname);
    if (m === null) continue;
    const sortInPath = /\/(hot|new|top|best|rising|controversial)\/?$/u.exec(url.pathname)?.[1];
    const sort = sortInPath ?? url.searchParams.get('sort') ?? 'hot';
    const rank = SORT_PREFERENCE.indexOf(sort);
    return { ...name(m, sort), rank: rank >= 0 ? rank : SORT_PREFERENCE.length };
  }
  return null;
}
