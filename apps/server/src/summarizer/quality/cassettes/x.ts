/**
 * X API answers as feeds: v1.1 statuses (a timeline's array, or a search's `statuses`), where a
 * repost carries the whole original in `retweeted_status`, and v2 `data` with the authors in
 * `includes.users` when the request expanded them.
 */
import type { DigestEngagement, DigestItem } from '@/summarizer/digest/types';
import { isRecord, num, str, type Json } from '@/summarizer/quality/cassettes/json';

/** X's epoch in a post id (its first 41 bits are milliseconds since 2010-11-04). */
const SNOWFLAKE_EPOCH = 1_288_834_974_657n;

/** When a post was written: `created_at`, or the time its id encodes when the request left it out. */
export function postTime(id: string, createdAt: unknown): string {
  const parsed = Date.parse(str(createdAt));
  if (Number.isFinite(parsed)) return new Date(parsed).toISOString();
  if (!/^\d+$/u.test(id)) return '';
  return new Date(Number((BigInt(id) >> 22n) + SNOWFLAKE_EPOCH)).toISOString();
}

function postUrl(id: string, username: string): string {
  return username !== ''
    ? `https://x.com/${username}/status/${id}`
    : `https://x.com/i/web/status/${id}`;
}

function engagement(likes?: number, reposts?: number, quotes?: number, replies?: number) {
  const out: DigestEngagement = {};
  if (likes !== undefined) out.likes = likes;
  if (reposts !== undefined || quotes !== undefined) out.shares = (reposts ?? 0) + (quotes ?? 0);
  if (replies !== undefined) out.comments = replies;
  return out;
}

function v1Text(status: Json): string {
  return str(status.full_text) || str(status.text);
}

/** A v1.1 status; a repost reads "RT @author: " and the original's whole text and counts. */
export function v1Item(status: Json): DigestItem {
  const id = str(status.id_str) || String(num(status.id) ?? '');
  const user = isRecord(status.user) ? str(status.user.screen_name) : '';
  const original = isRecord(status.retweeted_status) ? status.retweeted_status : null;
  const counted = original ?? status;
  const originalAuthor =
    original !== null && isRecord(original.user) ? str(original.user.screen_name) : '';
  return {
    id,
    url: postUrl(id, user),
    author: user,
    text: original !== null ? `RT @${originalAuthor}: ${v1Text(original)}` : v1Text(status),
    publishedAt: postTime(id, status.created_at),
    engagement: engagement(
      num(counted.favorite_count),
      num(counted.retweet_count),
      num(counted.quote_count),
      num(counted.reply_count),
    ),
    replies: [],
  };
}

/** v1.1 statuses of a timeline or a search answer, or [] when it is something else. */
export function v1Items(body: unknown): DigestItem[] {
  const list = isRecord(body) ? body.statuses : body;
  if (!Array.isArray(list)) return [];
  return list
    .filter((s): s is Json => isRecord(s) && ('full_text' in s || 'text' in s) && 'user' in s)
    .map(v1Item);
}

/** v2 posts of a `data` list answer, or [] when it is something else. */
export function v2Items(body: unknown): DigestItem[] {
  if (!isRecord(body) || !Array.isArray(body.data)) return [];
  const includes = isRecord(body.includes) ? body.includes : {};
  const users = new Map<string, string>();
  if (Array.isArray(includes.users))
    for (const u of includes.users) if (isRecord(u)) users.set(str(u.id), str(u.username));
  return body.data
    .filter((t): t is Json => isRecord(t) && typeof t.id === 'string' && typeof t.text === 'string')
    .map((t) => {
      const id = str(t.id);
      const username = users.get(str(t.author_id)) ?? '';
      const m = isRecord(t.public_metrics) ? t.public_metrics : {};
      const note = isRecord(t.note_tweet) ? str(t.note_tweet.text) : '';
      return {
        id,
        url: postUrl(id, username),
        author: username,
        text: note || str(t.text),
        publishedAt: postTime(id, t.created_at),
        engagement: engagement(
          num(m.like_count),
          num(m.retweet_count) ?? num(m.repost_count),
          num(m.quote_count),
          num(m.reply_count),
        ),
        replies: [],
      };
    });
}

export interface XSource {
  id: string;
  /** Recordings with one source id are one listing (a search ignores case): one of them is kept. */
  source: { id: string; title: string };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-|-$/gu, '');
}

type Query = (key: string) => string;

function v1Source(p: string, q: Query): XSource | null {
  if (p === '/1.1/statuses/home_timeline.json')
    return { id: 'x-v1-home', source: { id: 'home', title: 'Home timeline' } };
  if (p === '/1.1/statuses/user_timeline.json' && q('screen_name') !== '')
    return {
      id: `x-v1-user-${slug(q('screen_name'))}`,
      source: { id: q('screen_name'), title: `@${q('screen_name')}` },
    };
  if (p === '/1.1/lists/statuses.json' && q('slug') !== '')
    return {
      id: `x-v1-list-${slug(q('slug'))}`,
      source: {
        id: `list:${q('slug')}`,
        title: `${q('slug')} (list by @${q('owner_screen_name')})`,
      },
    };
  if (p === '/1.1/search/tweets.json' && q('q') !== '')
    return {
      id: `x-v1-search-${slug(q('q'))}`,
      source: { id: `search:${q('q').toLowerCase()}`, title: `Search: ${q('q')}` },
    };
  const m = /^\/1\.1\/statuses\/retweets\/(\d+)\.json$/u.exec(p);
  if (m)
    return {
      id: `x-v1-reposts-${m[1]!}`,
      source: { id: `reposts:${m[1]!}`, title: `Reposts of ${m[1]!}` },
    };
  return null;
}

function v2Source(p: string, q: Query): XSource | null {
  let m: RegExpExecArray | null;
  if ((m = /^\/2\/users\/(\d+)\/timelines\/reverse_chronological$/u.exec(p)))
    // The recording account's home timeline: the listing v1.1 answers without naming the account.
    return { id: `x-v2-home-${m[1]!}`, source: { id: 'home', title: 'Home timeline' } };
  if ((m = /^\/2\/users\/(\d+)\/liked_tweets$/u.exec(p)))
    return {
      id: `x-v2-liked-${m[1]!}`,
      source: { id: `liked:${m[1]!}`, title: `Posts liked by user ${m[1]!}` },
    };
  if ((m = /^\/2\/users\/(\d+)\/mentions$/u.exec(p)))
    return {
      id: `x-v2-mentions-${m[1]!}`,
      source: { id: `mentions:${m[1]!}`, title: `Mentions of user ${m[1]!}` },
    };
  if ((m = /^\/2\/lists\/(\d+)\/tweets$/u.exec(p)))
    return { id: `x-v2-list-${m[1]!}`, source: { id: `list:${m[1]!}`, title: `List ${m[1]!}` } };
  if ((m = /^\/2\/tweets\/(\d+)\/quote_tweets$/u.exec(p)))
    return {
      id: `x-v2-quotes-${m[1]!}`,
      source: { id: `quotes:${m[1]!}`, title: `Quotes of ${m[1]!}` },
    };
  if ((m = /^\/2\/tweets\/search\/(recent|all)$/u.exec(p)) && q('query') !== '')
    return {
      id: `x-v2-search-${m[1]!}-${slug(q('query'))}`,
      source: { id: `search:${q('query').toLowerCase()}`, title: `Search: ${q('query')}` },
    };
  return null;
}

/** The feed an X request asked for (timeline, list, search, reposts, quotes), or null. */
export function xSource(uri: string): XSource | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  const q: Query = (key) => url.searchParams.get(key) ?? '';
  return v1Source(url.pathname, q) ?? v2Source(url.pathname, q);
}
