import { describe, expect, it } from 'vitest';
import { RedditConnector } from '@/platforms/reddit/connector';
import { staticTokenProvider } from '@/platforms/shared/token-provider';
import { fixture, recordedFetch, type RecordedRoute } from '@/platforms/testing/recorded-fetch';
import { rejection } from '@/platforms/testing/rejection';
import type { ContentItem } from '@/platforms/types';

const BASE = 'https://oauth.reddit.test';
const NOW = new Date('2026-11-18T15:30:00Z');
const WINDOW = { since: new Date('2026-11-18T00:00:00Z'), until: NOW };
const auth = staticTokenProvider('reddit', 'token');
const json = (name: string) => fixture(import.meta.url, name);

function connector(routes: Record<string, RecordedRoute>) {
  const recorded = recordedFetch(routes);
  const c = new RedditConnector({
    clientId: 'id',
    clientSecret: 'secret',
    wwwBase: BASE,
    oauthBase: BASE,
    webBase: 'https://www.reddit.com',
    userAgent: 'node:dev.socialpulse.test:v0.1.0 (by /u/socialpulse)',
    sandboxed: false,
    fetch: recorded.fetch,
    now: () => NOW,
  });
  return { c, calls: recorded.calls };
}

async function earthPorn(): Promise<Map<string, ContentItem>> {
  const { c } = connector({
    '/r/EarthPorn/new': { body: json('listing-new') },
    '/comments/1gal01': { body: json('comments-gallery') },
    '/comments': { body: [] },
  });
  const result = await c.fetchItems(auth, 'EarthPorn', WINDOW);
  return new Map(result.items.map((i) => [i.id, i]));
}

describe('Reddit recorded payloads', () => {
  it('a gallery is photos with its captions (and outbound links) as text, not an empty link post', async () => {
    const gallery = (await earthPorn()).get('1gal01');
    expect(gallery?.media).toEqual(['photo', 'video']);
    expect(gallery?.text).toBe(
      'Night one: the arc over the lake\n\nNight two: corona straight overhead (https://example.org/aurora-forecast)',
    );
    expect(gallery?.title).toBe('Three nights of aurora from the same hill');
  });

  it('a crosspost carries the text of its original, under its own id, title and author', async () => {
    const crosspost = (await earthPorn()).get('1xp002');
    expect(crosspost).toMatchObject({
      title: 'Found this write-up on r/astronomy, worth a read',
      author: 'crossposter_carl',
      text: 'Solar maximum puts more energetic particles into the magnetosphere, so the auroral oval widens.',
      media: [],
      url: 'https://www.reddit.com/r/EarthPorn/comments/1xp002/found_this_writeup_on_rastronomy_worth_a_read/',
    });
  });

  it('[deleted] and [removed] bodies are not content; the titled posts stay', async () => {
    const items = await earthPorn();
    expect(items.get('1del03')?.text).toBe('');
    expect(items.get('1rem04')?.text).toBe('');
    expect(items.get('1del03')?.title).toBe('Is it worth driving north tonight?');
  });

  it('over_18 posts are flagged NSFW, others are not', async () => {
    const items = await earthPorn();
    expect(items.get('1nsf05')?.nsfw).toBe(true);
    expect(items.get('1gal01')?.nsfw).toBeUndefined();
  });

  it('direct image and video links without post_hint, and polls, get their media type', async () => {
    const items = await earthPorn();
    expect(items.get('1img06')?.media).toEqual(['photo']);
    expect(items.get('1gif07')?.media).toEqual(['video']);
    expect(items.get('1pol08')?.media).toEqual(['poll']);
    expect(items.get('1pol08')?.text).toBe(
      'Curious what everyone carries.\n\nPoll: 14mm f/1.8 / 20mm f/1.4 / Kit zoom',
    );
  });

  it('comments drop [deleted]/[removed] placeholders and the pinned one; score_hidden has no score', async () => {
    const comments = (await earthPorn()).get('1gal01')?.comments ?? [];
    expect(comments.map((c) => c.id)).toEqual(['kc0004', 'kc0005']);
    expect(comments[0]).not.toHaveProperty('score');
    expect(comments[1]?.score).toBe(240);
  });

  it('r/popular keeps the chosen source on every post and flags NSFW subreddits (sr_detail)', async () => {
    const { c, calls } = connector({ '/r/popular/hot': { body: json('listing-popular') } });
    const result = await c.fetchItems(auth, 'popular', { ...WINDOW, sort: 'hot' });
    expect(result.items.map((i) => i.sourceId)).toEqual(['popular', 'popular']);
    expect(result.sourceTitle).toBe('r/popular');
    expect(result.items.map((i) => i.nsfw)).toEqual([undefined, true]);
    expect(calls[0]?.searchParams.get('sr_detail')).toBe('true');
  });

  it('a multi-subreddit listing is one source', async () => {
    const { c, calls } = connector({ '/r/EarthPorn+astronomy/new': { body: json('listing-new') } });
    const result = await c.fetchItems(auth, 'r/EarthPorn+astronomy', WINDOW);
    expect(new Set(result.items.map((i) => i.sourceId))).toEqual(
      new Set(['r/EarthPorn+astronomy']),
    );
    expect(calls[0]?.pathname).toBe('/r/EarthPorn+astronomy/new');
  });

  it('a 403 without reason is not reported as private', async () => {
    const { c } = connector({
      '/r/bareforbidden/new': { status: 403, body: { message: 'Forbidden', error: 403 } },
    });
    const error = await rejection(c.fetchItems(auth, 'bareforbidden', WINDOW));
    expect(error.kind).toBe('forbidden');
    expect(error.upstreamCode).toBeUndefined();
    expect(error.message).toContain('quarantined');
    expect(error.message).not.toMatch(/is private/);
  });

  it('a 403 with reason quarantined says so', async () => {
    const { c } = connector({
      '/r/quarantinedplace/new': {
        status: 403,
        body: {
          reason: 'quarantined',
          quarantine_message: 'This community is quarantined.',
          message: 'Forbidden',
          error: 403,
        },
      },
    });
    const error = await rejection(c.fetchItems(auth, 'quarantinedplace', WINDOW));
    expect(error.upstreamCode).toBe('quarantined');
    expect(error.message).toContain('is quarantined');
  });
});
