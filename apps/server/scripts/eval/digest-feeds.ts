/**
 * Feeds built from the evaluation data sets (scripts/eval/sets.ts) for the digest measures: Reddit TL;DR posts grouped by
 * subreddit into Reddit feeds, SAMSum dialogues as Telegram group chats, Multi-News clusters as a
 * news channel's posts. The data has no engagement, so each item gets synthetic figures from a
 * PRNG seeded with its id: the same file always gives the same feeds. Languages rotate over the
 * five the app offers so every pack's wording and number format is measured.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUMMARY_LANGUAGES, TONES, type Tone } from '@socialpulse/contract';
import { hashString, mulberry32 } from '@/lib/seeded-random';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';

/** The item's own generator: seeded with its id, so the same file always gives the same feeds. */
function prng(id: string): () => number {
  return mulberry32(hashString(id));
}

/** Heavy-tailed counts, as engagement is: most items get little, a few get a lot. */
function heavy(rand: () => number, scale: number): number {
  return Math.round(scale * Math.pow(10, 3 * rand() * rand()));
}

type Raw = Record<string, unknown>;

function readLines(dir: string, file: string): Raw[] {
  return readFileSync(path.join(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Raw);
}

const WEEK = { start: '2026-11-13T00:00:00.000Z', end: '2026-11-20T00:00:00.000Z' };
const DAY = { start: '2026-11-19T00:00:00.000Z', end: '2026-11-20T00:00:00.000Z' };
const POSTS_PER_FEED = 20;

function language(k: number): DigestFeed['language'] {
  return SUMMARY_LANGUAGES[k % SUMMARY_LANGUAGES.length]!;
}

function redditFeeds(dir: string): Omit<DigestFeed, 'tone'>[] {
  const bySub = new Map<string, Raw[]>();
  for (const row of readLines(dir, 'reddit_tldr_test500.jsonl')) {
    const sub = typeof row.subreddit === 'string' ? row.subreddit : 'reddit';
    bySub.set(sub, [...(bySub.get(sub) ?? []), row]);
  }
  // Small subreddits share one "mixed" feed so that every feed has enough posts to rank.
  const big = [...bySub.entries()].filter(([, rows]) => rows.length >= 8);
  const rest = [...bySub.values()].filter((rows) => rows.length < 8).flat();
  const groups: [string, Raw[]][] = [...big, ['popular', rest]];
  return groups.flatMap(([sub, rows], g) => {
    const feeds: Omit<DigestFeed, 'tone'>[] = [];
    for (let start = 0; start < rows.length; start += POSTS_PER_FEED) {
      const items = rows.slice(start, start + POSTS_PER_FEED).map((row): DigestItem => {
        const id = String(row.id);
        const rand = prng(id);
        const score = heavy(rand, 20);
        return {
          id,
          url: `https://www.reddit.com/r/${sub}/comments/${id.replace(/^tldr-t3_/u, '')}/`,
          author: `author_${id.slice(-5)}`,
          title: typeof row.title === 'string' ? row.title : '',
          text: typeof row.document === 'string' ? row.document : '',
          publishedAt: WEEK.start,
          engagement: { score, comments: Math.round(score * (0.05 + 0.3 * rand())) },
          replies: [],
        };
      });
      feeds.push({
        id: `reddit-${sub}-${start / POSTS_PER_FEED}`,
        platform: 'reddit',
        source: { id: sub, title: `r/${sub}` },
        period: WEEK,
        language: language(g + start),
        items,
      });
    }
    return feeds;
  });
}

function samsumFeeds(dir: string, limit: number): Omit<DigestFeed, 'tone'>[] {
  return readLines(dir, 'samsum_test.jsonl')
    .slice(0, limit)
    .map((row, k) => {
      const id = String(row.id);
      const rand = prng(id);
      const messages = (row.messages as { author?: string; text: string }[]) ?? [];
      return {
        id: `samsum-${id}`,
        platform: 'telegram' as const,
        source: { id: `-100${1_000_000_000 + k}`, title: `Chat ${k + 1}` },
        period: DAY,
        language: language(k),
        items: messages.map((m, i) => ({
          id: `${id}-${i}`,
          url: `https://t.me/c/${1_000_000_000 + k}/${i + 1}`,
          author: m.author ?? '',
          text: m.text,
          publishedAt: DAY.start,
          engagement: rand() < 0.3 ? { likes: 1 + Math.floor(rand() * 6) } : {},
          replies: [],
        })),
      };
    });
}

function newsFeeds(dir: string, limit: number): Omit<DigestFeed, 'tone'>[] {
  return readLines(dir, 'multinews_test200.jsonl')
    .slice(0, limit)
    .map((row, k) => {
      const id = String(row.id).slice(0, 24);
      const rand = prng(id);
      const messages = (row.messages as { text: string }[]) ?? [];
      return {
        id: `news-${id}`,
        platform: 'telegram' as const,
        source: { id: `-100${2_000_000_000 + k}`, title: 'News Wire' },
        period: WEEK,
        language: language(k),
        items: messages.map((m, i) => ({
          id: `${id}-${i}`,
          url: `https://t.me/newswire/${k * 10 + i + 1}`,
          author: 'News Wire',
          text: m.text,
          publishedAt: WEEK.start,
          engagement: { views: heavy(rand, 500), likes: heavy(rand, 5), shares: heavy(rand, 1) },
          replies: [],
        })),
      };
    });
}

export interface FeedSet {
  name: string;
  /** The same feed in each tone, so tones can be compared. */
  feeds: DigestFeed[][];
}

function inTones(feeds: readonly Omit<DigestFeed, 'tone'>[]): DigestFeed[][] {
  return feeds.map((feed) => TONES.map((tone: Tone) => ({ ...feed, tone })));
}

export function evalFeedSets(dir: string): FeedSet[] {
  return [
    { name: 'reddit-tldr', feeds: inTones(redditFeeds(dir)) },
    { name: 'samsum-chats', feeds: inTones(samsumFeeds(dir, 100)) },
    { name: 'multinews-channel', feeds: inTones(newsFeeds(dir, 60)) },
  ];
}
