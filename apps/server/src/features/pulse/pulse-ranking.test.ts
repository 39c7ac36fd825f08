import { describe, expect, it } from 'vitest';
import type { PulseItemRow } from '@/features/pulse/pulse.repository';
import { buildHighlights } from '@/features/pulse/highlights';
import { probeOrder, rankSuggestions, scoreSample, termProfile } from '@/features/pulse/suggested';
import { buildTrending } from '@/features/pulse/trending';
import { zeroEngagement, type ContentItem } from '@/platforms/types';

const NOW = new Date('2026-03-10T15:00:00Z');
let seq = 0;

function item(text: string, likes: number, hoursAgo: number, source = 'a'): PulseItemRow {
  seq++;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    platform: 'reddit',
    externalId: `x${seq}`,
    sourceId: source,
    sourceName: `r/${source}`,
    sourceType: 'post',
    url: `https://www.reddit.com/r/${source}/comments/${seq}`,
    title: text,
    text,
    author: 'someone',
    publishedAt: new Date(NOW.getTime() - hoursAgo * 3_600_000),
    engagement: { likes, score: likes, comments: 0 },
    fetchedAt: NOW,
    nsfw: false,
  };
}

describe('trending', () => {
  it('groups items by the theme they share and ranks themes by the interactions they show', () => {
    const items = [
      item('Quantum chip passes an error correction milestone', 100, 10),
      item('Why the quantum chip matters for error correction', 100, 10),
      item('Sourdough starter trend sweeping kitchens everywhere', 90, 2),
      item('A sourdough starter schedule for busy kitchens', 90, 2, 'b'),
      item('Unrelated gardening tips for tomato plants', 5000, 1),
    ];
    const trending = buildTrending(items, NOW);
    expect(trending.map((x) => x.itemCount)).toEqual([2, 2]);
    // Named by the phrase the items share, not by one item's headline.
    expect(trending.map((x) => x.title)).toEqual(['Quantum chip', 'Sourdough starter']);
    // Shown in the order of the interactions each card shows (200 before 180), velocity aside.
    expect(trending.map((x) => x.engagement)).toEqual([200, 180]);
    expect(trending[0]?.velocity).toBe(20);
    expect(trending[1]?.velocity).toBe(90);
    expect(trending[0]?.summary.length).toBeGreaterThan(0);
    // A digest story of the topic: it names its items and does not sign off with the title.
    expect(trending[0]?.summary).toMatch(/\]\(https:\/\/www\.reddit\.com/u);
    // Its last paragraph informs (a linked item), never a sign-off line that repeats the title.
    const last = trending[0]?.summary.split('\n\n').at(-1) ?? '';
    expect(last.includes('](') || !last.includes(trending[0]?.title ?? '')).toBe(true);
    expect(trending[0]?.sources).toEqual([
      { platform: 'reddit', name: 'r/a', url: 'https://www.reddit.com/r/a', items: 2 },
    ]);
    // Counts across sources: the sourdough theme spans two subreddits.
    expect(trending[1]?.sources.map((s) => s.items)).toEqual([1, 1]);
  });

  it('never names a topic by a filler word, however many posts use it', () => {
    const items = [
      item('Thanks everyone for watching! Every week the Artemis crew trains', 50, 3),
      item('Thanks for watching, every launch of Artemis counts', 40, 3, 'b'),
      item('Thanks everyone, we are watching the weather every day', 30, 3, 'c'),
      item('Thanks! Watching every match of the season', 20, 3, 'd'),
    ];
    const titles = buildTrending(items, NOW).map((x) => x.title.toLowerCase());
    expect(titles[0]).toBe('artemis');
    for (const filler of ['thanks', 'every', 'watching', 'everyone'])
      expect(titles.some((t) => t.split(' ').includes(filler))).toBe(false);
  });

  it('names themes in other languages by their shared names, and keeps the same order every build', () => {
    const items = [
      item('Der Bundestag beschließt neue Regeln für Mietwohnungen', 30, 2),
      item('Kritik am Bundestag: Regeln kommen zu spät', 20, 2, 'b'),
      item('Спасибо всем! Запуск ракеты Союз перенесли', 25, 2, 'c'),
      item('Новая дата: Союз стартует в пятницу', 25, 2, 'd'),
    ];
    const first = buildTrending(items, NOW);
    expect(first.map((x) => x.title)).toEqual(['Bundestag', 'Союз']);
    expect(buildTrending([...items].reverse(), NOW).map((x) => x.id)).toEqual(
      first.map((x) => x.id),
    );
  });

  it('a quiet day with nothing shared still names each topic by a phrase, not a headline', () => {
    const long =
      'A very long headline about the Halden Space Telescope that keeps going well past any card';
    const topics = buildTrending([item(long, 10, 1)], NOW);
    expect(topics.map((x) => x.title)).toEqual(['Halden Space Telescope']);
  });
});

describe('highlights', () => {
  it('ranks by interactions weighted by the platform preference, two per source at most', () => {
    const items = [
      item('one', 10, 1, 'a'),
      item('two', 30, 1, 'a'),
      item('three', 20, 1, 'a'),
      item('four', 5, 1, 'b'),
    ];
    expect(buildHighlights(items, {}).map((h) => h.title)).toEqual(['two', 'three', 'four']);
    expect(buildHighlights(items, { reddit: 0 })).toEqual([]);
  });

  it('never shows one post twice: same id, same address, or near-identical words', () => {
    const original = item('Artemis II crew named for the lunar flyby next spring', 90, 1, 'a');
    const sameId = { ...item('other words', 80, 1, 'b'), externalId: original.externalId };
    const samePage = {
      ...item('A different headline', 70, 1, 'c'),
      url: `${original.url.replace('https://www.', 'http://')}/?utm_source=x#top`,
    };
    const repost = item('Artemis II crew named for the lunar flyby next spring!', 60, 1, 'd');
    const distinct = item('Sourdough starters are back in fashion', 10, 1, 'e');
    const titles = buildHighlights([original, sameId, samePage, repost, distinct], {}).map(
      (h) => h.title,
    );
    expect(titles).toEqual([original.title, distinct.title]);
  });

  it('reads followed sources first: their items count half as much again', () => {
    const items = [item('busy', 30, 1, 'a'), item('followed', 25, 1, 'b')];
    expect(buildHighlights(items, {}).map((h) => h.title)).toEqual(['busy', 'followed']);
    expect(buildHighlights(items, {}, new Set(['reddit\u0000b'])).map((h) => h.title)).toEqual([
      'followed',
      'busy',
    ]);
  });
});

describe('suggested sources', () => {
  const sample = (text: string, likes: number): ContentItem => ({
    id: `s${++seq}`,
    platform: 'reddit',
    sourceId: 'x',
    url: 'https://www.reddit.com/r/x/comments/1',
    title: text,
    text,
    author: 'a',
    createdAt: NOW.toISOString(),
    engagement: { ...zeroEngagement(), likes, score: likes },
    media: [],
    comments: [],
  });
  const input = { keywords: ['sourdough'], profile: new Map([['bread', 3]]) };

  it('keyword matches first, then similarity to the user’s items, then engagement', () => {
    const kw = scoreSample(
      {
        platform: 'reddit',
        source: { id: 'baking', name: 'r/baking', type: 'public', memberCount: 1 },
      },
      [sample('My sourdough loaf', 1)],
      input,
    );
    const similar = scoreSample(
      {
        platform: 'reddit',
        source: { id: 'bread', name: 'r/bread', type: 'public', memberCount: 1 },
      },
      [sample('Fresh bread every morning', 5)],
      input,
    );
    const popular = scoreSample(
      {
        platform: 'reddit',
        source: { id: 'cars', name: 'r/cars', type: 'public', memberCount: 1 },
      },
      [sample('Fast cars on the track', 500)],
      input,
    );
    expect(kw.relevance).toBeGreaterThanOrEqual(2);
    expect(kw.suggestion.keywords).toContain('sourdough');
    expect(rankSuggestions([popular, similar, kw]).map((s) => s.id)).toEqual([
      'baking',
      'bread',
      'cars',
    ]);
    // Reasons a person understands: how many posts are about which of their keywords.
    expect(kw.suggestion.reason).toEqual({ kind: 'keyword', count: 1, keyword: 'sourdough' });
    expect(popular.suggestion.reason).toEqual({ kind: 'active', count: 1 });
    // Chips are the user's keywords and subjects shared with what they read, not random words.
    expect(popular.suggestion.keywords).toEqual([]);
  });

  it('says which of the user’s sources shares its top posters, and how often they summarized it', () => {
    const by = (author: string, likes: number) => ({
      ...sample(`Telescope night ${author}`, likes),
      author,
    });
    const astronomy = scoreSample(
      {
        platform: 'reddit',
        source: { id: 'Astronomy', name: 'r/Astronomy', type: 'public', memberCount: 1 },
      },
      // Five top posters, two of whom (u/ann, u/bo) the user reads in r/space.
      [by('u/ann', 90), by('u/bo', 80), by('u/cy', 70), by('u/di', 60), by('u/ed', 50)],
      {
        keywords: [],
        profile: new Map(),
        read: [
          {
            platform: 'reddit',
            name: 'r/space',
            authors: new Set(['u/ann', 'u/bo']),
            summarized: 2,
          },
          { platform: 'reddit', name: 'r/cats', authors: new Set(['u/zed']), summarized: 5 },
          // Same people on another platform are other people.
          {
            platform: 'twitter',
            name: '@sky',
            authors: new Set(['u/ann', 'u/bo', 'u/cy']),
            summarized: 1,
          },
        ],
      },
    );
    expect(astronomy.suggestion.reason).toEqual({
      kind: 'posters',
      count: 40,
      source: 'r/space',
      summarized: 2,
    });
    // One shared poster is chance, not a reason.
    const lone = scoreSample(
      { platform: 'reddit', source: { id: 'x', name: 'r/x', type: 'public', memberCount: 1 } },
      [by('u/ann', 9), by('u/q', 8)],
      {
        keywords: [],
        profile: new Map(),
        read: [{ platform: 'reddit', name: 'r/space', authors: new Set(['u/ann']), summarized: 2 }],
      },
    );
    expect(lone.suggestion.reason.kind).toBe('active');
  });

  it('never offers a filler word as a subject chip', () => {
    const reading = Array.from({ length: 10 }, () => 'thanks everyone watching every episode');
    const chips = scoreSample(
      { platform: 'youtube', source: { id: 'UCx', name: 'Chan', type: 'channel' } },
      Array.from({ length: 5 }, () => sample('Thanks everyone for watching every episode', 1)),
      { keywords: [], profile: termProfile(reading), profileItems: 100 },
    ).suggestion.keywords;
    for (const filler of ['thanks', 'everyone', 'watching', 'every'])
      expect(chips).not.toContain(filler);
  });

  it('subject chips are words that set the source apart, not words every post uses', () => {
    const reading = [
      ...Array.from({ length: 40 }, (_, i) => `First thing today, story number ${i}`),
      ...Array.from({ length: 60 }, (_, i) => `Another update ${i}`),
      'Sourdough basics',
      'Sourdough hydration',
      'Sourdough starter',
    ];
    const profileInput = { keywords: [], profile: termProfile(reading), profileItems: 103 };
    const bakery = scoreSample(
      {
        platform: 'reddit',
        source: { id: 'bread', name: 'r/Breadit', type: 'public', memberCount: 1 },
      },
      [
        sample('First sourdough loaf', 1),
        sample('Sourdough crumb shot', 1),
        sample('My first sourdough bake', 1),
        sample('Sourdough scoring first try', 1),
        sample('Rye sourdough recipe', 1),
      ],
      profileInput,
    );
    expect(bakery.suggestion.keywords).toEqual(['sourdough']);
    expect(bakery.suggestion.reason).toEqual({
      kind: 'similar',
      count: 5,
      subjects: ['sourdough'],
    });
  });

  it('mixes platforms: at most three from one while others have suggestions', () => {
    const on = (platform: 'reddit' | 'youtube', id: string, relevance: number) => ({
      relevance,
      suggestion: {
        id,
        platform,
        name: id,
        url: '',
        description: '',
        keywords: [],
        engagement: 0,
        reason: { kind: 'active' as const, count: 0 },
      },
    });
    const ranked = rankSuggestions([
      on('reddit', 'r1', 9),
      on('reddit', 'r2', 8),
      on('reddit', 'r3', 7),
      on('reddit', 'r4', 6),
      on('reddit', 'r5', 5),
      on('youtube', 'y1', 1),
    ]);
    expect(ranked.map((s) => s.id)).toEqual(['r1', 'r2', 'r3', 'y1', 'r4', 'r5']);
  });

  it('probes every platform in turn, keyword-named sources first', () => {
    const c = (platform: 'reddit' | 'youtube' | 'twitter', nameHits: number, members: number) => ({
      platform,
      nameHits,
      members,
    });
    const order = probeOrder([
      c('reddit', 0, 900),
      c('reddit', 0, 800),
      c('youtube', 0, 0),
      c('twitter', 1, 0),
      c('youtube', 0, 0),
    ]).map((x) => x.platform);
    expect(order).toEqual(['twitter', 'reddit', 'youtube', 'reddit', 'youtube']);
  });
});
