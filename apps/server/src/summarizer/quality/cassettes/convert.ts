/**
 * Recorded API cassettes (praw's Reddit, tweepy's X) as whole feeds for the digest evaluation:
 * the public listings, comment pages and X timelines, lists and searches they hold. Pages of one
 * listing in one cassette are joined. A source recorded more than once (another sort, another test,
 * v1.1 and v2) is kept once: its preferred sort, else its recording with the most items; a comment
 * page once per post, the recording with the most comments. Feeds too small to digest are dropped.
 */
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';
import { jsonBody, readInteractions } from '@/summarizer/quality/cassettes/interactions';
import { listingItems, listingSource, threadItem } from '@/summarizer/quality/cassettes/reddit';
import { bigEnough, makeFeed, sameListing } from '@/summarizer/quality/cassettes/shape';
import { v1Items, v2Items, xSource } from '@/summarizer/quality/cassettes/x';

export interface CassetteFile {
  name: string;
  content: string;
}

interface Candidate {
  id: string;
  source: { id: string; title: string };
  rank: number;
  items: Map<string, DigestItem>;
}

type Found = {
  id: string;
  source: Candidate['source'];
  rank: number;
  items: DigestItem[];
} | null;

/** One candidate per feed id and cassette, pages joined in the order they were recorded. */
function collect(files: readonly CassetteFile[], find: (uri: string, body: unknown) => Found) {
  const out: Candidate[] = [];
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    const here = new Map<string, Candidate>();
    for (const interaction of readInteractions(file.name, file.content)) {
      const found = find(interaction.uri, jsonBody(interaction));
      if (found === null || found.items.length === 0) continue;
      let c = here.get(found.id);
      if (c === undefined) {
        c = { id: found.id, source: found.source, rank: found.rank, items: new Map() };
        here.set(found.id, c);
        out.push(c);
      }
      for (const item of found.items) if (!c.items.has(item.id)) c.items.set(item.id, item);
    }
  }
  return out;
}

/** The preferred big-enough recording of each source, and none that repeats a kept one's items. */
function distinct(candidates: readonly Candidate[], platform: DigestFeed['platform']) {
  const ordered = [...candidates].sort((a, b) => a.rank - b.rank || b.items.size - a.items.size);
  const kept: DigestFeed[] = [];
  for (const c of ordered) {
    const feed = makeFeed(c.id, platform, c.source, [...c.items.values()]);
    if (!bigEnough(feed)) continue;
    if (kept.some((k) => k.source.id === feed.source.id || sameListing(k, feed))) continue;
    kept.push(feed);
  }
  return kept;
}

function redditListing(uri: string, body: unknown): Found {
  const where = listingSource(uri);
  return where !== null ? { ...where, items: listingItems(body) } : null;
}

/** One feed per post: the recording of its comment page that loaded the most comments. */
function redditThreads(files: readonly CassetteFile[]): DigestFeed[] {
  const best = new Map<string, DigestItem>();
  for (const file of files)
    for (const interaction of readInteractions(file.name, file.content)) {
      if (!interaction.uri.includes('/comments/')) continue;
      const item = threadItem(jsonBody(interaction));
      if (item === null) continue;
      const before = best.get(item.id);
      if (before === undefined || item.replies.length > before.replies.length)
        best.set(item.id, item);
    }
  return [...best.values()]
    .sort((a, b) => b.replies.length - a.replies.length)
    .map((item) => {
      const sub = /reddit\.com\/r\/([^/]+)/u.exec(item.url)?.[1] ?? 'reddit';
      return makeFeed(
        `reddit-thread-${item.id.replace(/^t3_/u, '')}`,
        'reddit',
        { id: sub, title: `r/${sub}` },
        [item],
      );
    })
    .filter(bigEnough);
}

function xFeed(uri: string, body: unknown): Found {
  const where = xSource(uri);
  if (where === null) return null;
  const items = where.id.startsWith('x-v1-') ? v1Items(body) : v2Items(body);
  return { ...where, rank: 0, items };
}

export function cassetteFeeds(
  praw: readonly CassetteFile[],
  tweepy: readonly CassetteFile[],
): DigestFeed[] {
  return [
    ...distinct(collect(praw, redditListing), 'reddit'),
    ...redditThreads(praw),
    ...distinct(collect(tweepy, xFeed), 'twitter'),
  ];
}
