import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RedditConnector } from '@/platforms/reddit/connector';
import { listingSchema } from '@/platforms/reddit/mappers';
import { SUBREDDITS } from '@/platforms/reddit/sandbox/catalog';
import type { TokenProvider } from '@/platforms/shared/token-provider';
import { memoryTokens } from '@/platforms/testing/memory-tokens';
import { startRedditFixture, type RedditFixture } from '@/platforms/testing/reddit-fixture';
import { rejection } from '@/platforms/testing/rejection';
import type { ContentItem } from '@/platforms/types';

let f: RedditFixture;
let c: RedditConnector;
let auth: TokenProvider;
/** Raw t3 data of a month of every public subreddit, and the connector's items for the same posts. */
const raw = new Map<string, Record<string, unknown>>();
const items = new Map<string, ContentItem>();

beforeAll(async () => {
  f = await startRedditFixture({ rateLimitPerWindow: 10_000 });
  c = f.connector();
  auth = memoryTokens('reddit', await f.connect(c), (rt) => c.refresh(rt), f.clock.now).provider;
  const window = {
    since: new Date(f.clock.now().getTime() - 30 * 86_400_000),
    until: f.clock.now(),
    caps: { maxItems: 5000, maxPages: 100, maxCommentedItems: 40, maxCommentsPerItem: 25 },
  };
  for (const { name: sub } of SUBREDDITS.filter((s) => s.type === 'public')) {
    for (const item of (await c.fetchItems(auth, sub, window)).items) items.set(item.id, item);
    let after: string | undefined;
    for (let page = 0; page < 3; page++) {
      const listing = listingSchema.parse(
        await c.api.get(auth, `/r/${sub}/new`, { limit: 100, after, sr_detail: true }),
      );
      for (const child of listing.data.children) raw.set(String(child.data.id), child.data);
      after = listing.data.after ?? undefined;
      if (!after) break;
    }
  }
});
afterAll(() => f.server.close());

function sample(predicate: (post: Record<string, unknown>) => boolean): ContentItem[] {
  const ids = [...raw.values()].filter(predicate).map((p) => String(p.id));
  return ids.flatMap((id) => {
    const item = items.get(id);
    return item ? [item] : [];
  });
}

describe('the Reddit sandbox serves the real shapes, and the connector maps them', () => {
  it('galleries: photos (or video for animated ones) with their captions as text', () => {
    const galleries = [...raw.values()].filter((p) => p.is_gallery === true);
    expect(galleries.length).toBeGreaterThan(2);
    for (const post of galleries) {
      const item = items.get(String(post.id));
      if (!item) continue;
      expect(item.media.length).toBeGreaterThan(0);
      expect(item.media).not.toContain('link');
      const captions = z
        .object({ items: z.array(z.object({ caption: z.string().optional() })) })
        .parse(post.gallery_data)
        .items.flatMap((i) => (i.caption ? [i.caption] : []));
      for (const caption of captions) expect(item.text).toContain(caption);
    }
  });

  it('crossposts carry their original text', () => {
    const crossposts = sample((p) => Array.isArray(p.crosspost_parent_list));
    expect(crossposts.length).toBeGreaterThan(0);
    for (const item of crossposts) expect(item.text.length).toBeGreaterThan(0);
  });

  it('[deleted] and [removed] bodies never reach item text', () => {
    const placeholders = sample((p) => p.selftext === '[deleted]' || p.selftext === '[removed]');
    expect(placeholders.length).toBeGreaterThan(1);
    for (const item of placeholders) expect(item.text).toBe('');
  });

  it('over_18 posts are flagged, image links without post_hint are photos, polls are polls', () => {
    const nsfw = sample((p) => p.over_18 === true);
    expect(nsfw.length).toBeGreaterThan(0);
    expect(nsfw.every((i) => i.nsfw === true)).toBe(true);
    const bare = sample((p) => p.domain === 'i.imgur.com');
    expect(bare.length).toBeGreaterThan(0);
    expect(bare.every((i) => i.media[0] === 'photo')).toBe(true);
    const polls = sample((p) => p.poll_data !== undefined);
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((i) => i.media[0] === 'poll' && i.text.includes('Poll: '))).toBe(true);
  });

  it('comments: placeholders dropped, hidden scores left out', () => {
    const comments = [...items.values()].flatMap((i) => i.comments);
    expect(comments.length).toBeGreaterThan(50);
    expect(comments.some((c) => c.text === '[deleted]' || c.text === '[removed]')).toBe(false);
    expect(comments.some((c) => c.score === undefined)).toBe(true);
  });

  it('r/popular and multis mix subreddits but every item keeps the chosen source', async () => {
    // A month: each sandbox subreddit posts every few days, like a small real one.
    const window = {
      since: new Date(f.clock.now().getTime() - 30 * 86_400_000),
      until: f.clock.now(),
    };
    const popular = await c.fetchItems(auth, 'popular', { ...window, sort: 'hot' });
    expect(popular.items.length).toBeGreaterThan(10);
    expect(popular.items.every((i) => i.sourceId === 'popular')).toBe(true);
    const subs = new Set(popular.items.map((i) => i.url.split('/')[4]));
    expect(subs.size).toBeGreaterThan(2);
    const multi = await c.fetchItems(auth, 'soccer+Cooking', window);
    expect(multi.items.every((i) => i.sourceId === 'soccer+Cooking')).toBe(true);
    expect(new Set(multi.items.map((i) => i.url.split('/')[4]))).toEqual(
      new Set(['soccer', 'Cooking']),
    );
  });

  it('a quarantined subreddit answers a bare 403, reported as possibly quarantined', async () => {
    const error = await rejection(
      c.fetchItems(auth, 'quarantinedplace', { since: f.clock.now(), until: f.clock.now() }),
    );
    expect(error.kind).toBe('forbidden');
    expect(error.upstreamCode).toBeUndefined();
    expect(error.message).toContain('quarantined');
  });
});
