import { describe, expect, it } from 'vitest';
import type { PulseItemRow } from '@/features/pulse/pulse.repository';
import { buildHighlights } from '@/features/pulse/highlights';
import { rankSuggestions, scoreSample } from '@/features/pulse/suggested';
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
  it('clusters items on one subject and ranks clusters by interactions per hour', () => {
    const items = [
      item('Quantum chip passes an error correction milestone', 100, 10),
      item('Quantum error correction milestone explained for everyone', 100, 10),
      item('Sourdough starter trend sweeping kitchens everywhere', 90, 2),
      item('Sourdough starter schedule for busy kitchens', 90, 2),
      item('Unrelated gardening tips for tomato plants', 5000, 1),
    ];
    const trending = buildTrending(items, NOW);
    expect(trending.map((x) => x.itemCount)).toEqual([2, 2]);
    expect(trending[0]?.title).toMatch(/Sourdough/u);
    expect(trending[0]?.velocity).toBe(90);
    expect(trending[1]?.velocity).toBe(20);
    expect(trending[0]?.summary.length).toBeGreaterThan(0);
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
  });
});
