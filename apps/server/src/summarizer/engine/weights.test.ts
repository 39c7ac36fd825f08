import { describe, expect, it } from 'vitest';
import { engagementScore, itemWeights, platformMultiplier } from './weights';

const hour = 3_600_000;
const now = Date.parse('2025-05-01T12:00:00Z');

describe('itemWeights', () => {
  it('ranks by engagement, with comments counting more than likes', () => {
    const w = itemWeights([
      { id: 'a', text: 'x', engagement: { likes: 10 } },
      { id: 'b', text: 'x', engagement: { likes: 1000, comments: 50 } },
      { id: 'c', text: 'x' },
    ]);
    expect(w[1]!).toBeGreaterThan(w[0]!);
    expect(w[0]!).toBeGreaterThan(w[2]!);
    expect(engagementScore({ comments: 10 })).toBeGreaterThan(engagementScore({ likes: 10 }));
  });

  it('prefers recent items, relative to the newest one (not the clock)', () => {
    const items = [
      { id: 'old', text: 'x', timestamp: now - 48 * hour },
      { id: 'new', text: 'x', timestamp: new Date(now).toISOString() },
      { id: 'mid', text: 'x', timestamp: now - 12 * hour },
    ];
    const w = itemWeights(items);
    expect(w[1]!).toBeGreaterThan(w[2]!);
    expect(w[2]!).toBeGreaterThan(w[0]!);
    expect(itemWeights(items)).toEqual(w);
  });

  it('applies the per-platform preference (0.5 is neutral)', () => {
    const items = [
      { id: 'r', text: 'x', platform: 'reddit' },
      { id: 't', text: 'x', platform: 'telegram' },
    ];
    const w = itemWeights(items, { platformWeights: { reddit: 1, telegram: 0.5 } });
    expect(w[0]!).toBeGreaterThan(w[1]!);
    expect(platformMultiplier({ reddit: 0.5 }, 'reddit')).toBe(1);
    expect(platformMultiplier({ reddit: Number.NaN }, 'reddit')).toBe(1);
  });

  it('treats missing or invalid signals as neutral', () => {
    const w = itemWeights([
      {
        id: 'a',
        text: 'x',
        timestamp: 'not a date',
        engagement: { likes: -5, views: Number.POSITIVE_INFINITY },
      },
      { id: 'b', text: 'x' },
    ]);
    expect(w).toEqual([1, 1]);
  });
});
