import { describe, expect, it } from 'vitest';
import { toContentRow } from '@/features/ingest/content-mapper';
import { zeroEngagement, type ContentItem } from '@/platforms/types';

const item = (platform: ContentItem['platform'], views: number): ContentItem => ({
  id: 'i1',
  platform,
  sourceId: 's1',
  url: 'https://example.com/i1',
  text: 'Hello',
  author: 'a',
  createdAt: '2026-11-22T10:00:00.000Z',
  engagement: { ...zeroEngagement(), views, likes: 7 },
  media: [],
  comments: [],
});

const row = (platform: ContentItem['platform'], sourceType: string, views = 0) =>
  toContentRow(item(platform, views), {
    userId: 'u1',
    sourceName: 'Source',
    sourceType,
    fetchedAt: new Date('2026-11-22T10:05:00.000Z'),
  });

describe('stored engagement', () => {
  it('keeps views where the platform counts them, even 0', () => {
    expect(row('youtube', 'channel', 1200).engagement?.views).toBe(1200);
    expect(row('telegram', 'channel', 0).engagement?.views).toBe(0);
  });

  it('leaves views out where the platform counts none, instead of storing a false 0', () => {
    expect(row('reddit', 'public').engagement).not.toHaveProperty('views');
    expect(row('telegram', 'group').engagement).not.toHaveProperty('views');
    expect(row('telegram', 'private').engagement).not.toHaveProperty('views');
  });

  it("counts Telegram's reactions from its likes", () => {
    expect(row('telegram', 'channel').engagement?.reactions).toBe(7);
  });

  it('leaves out counters the platform withheld, and stores an NSFW item like any other', () => {
    const withheld: ContentItem = {
      ...item('youtube', 0),
      unknownEngagement: ['views', 'likes'],
      nsfw: true,
    };
    const stored = toContentRow(withheld, {
      userId: 'u1',
      sourceName: 'Source',
      sourceType: 'channel',
      fetchedAt: new Date('2026-11-22T10:05:00.000Z'),
    });
    expect(stored.engagement).not.toHaveProperty('views');
    expect(stored.engagement).not.toHaveProperty('likes');
    expect(stored.engagement?.comments).toBe(0);
  });
});
