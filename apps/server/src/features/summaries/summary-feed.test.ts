import { describe, expect, it } from 'vitest';
import { summaryFeed } from '@/features/summaries/summary-feed';
import type { ContentItem } from '@/platforms/types';
import { digest } from '@/summarizer/digest/digest';

const video: ContentItem = {
  id: 'dQw4w9WgXcQ',
  platform: 'youtube',
  sourceId: 'dQw4w9WgXcQ',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Build a tiny weather station',
  text: 'Everything you need.\n0:00 Intro\n2:00 Wiring',
  author: 'Maker Lab',
  createdAt: '2026-11-15T12:00:00.000Z',
  engagement: { likes: 9_400, comments: 610, views: 182_000, score: 0, shares: 0, awards: 0 },
  media: ['video'],
  comments: [
    {
      id: 'c1',
      author: 'Tom',
      text: 'Built it this weekend, works perfectly.',
      score: 420,
      createdAt: '2026-11-16T12:00:00.000Z',
    },
  ],
  transcript:
    'Welcome back, today we build a weather station. First we wire the sensor to the board.',
  transcriptCues: [
    { start: 0, text: 'Welcome back, today we build a weather station.' },
    { start: 130, text: 'First we wire the sensor to the board.' },
  ],
};

describe('the feed the pipeline builds for the digest', () => {
  const context = {
    summaryId: 's1',
    platform: 'youtube' as const,
    sourceId: video.id,
    title: 'Build a tiny weather station',
    window: { start: new Date('2026-11-13T00:00:00Z'), end: new Date('2026-11-20T00:00:00Z') },
    tone: 'professional' as const,
    language: 'en' as const,
  };

  it('carries comments as replies and a single video’s transcript cues', () => {
    const feed = summaryFeed(context, [video]);
    expect(feed.items[0]).toMatchObject({
      engagement: { views: 182_000, likes: 9_400, comments: 610 },
      replies: [{ author: 'Tom', text: 'Built it this weekend, works perfectly.', score: 420 }],
    });
    expect(feed.transcript).toHaveLength(2);
    expect(feed.period).toEqual({
      start: '2026-11-13T00:00:00.000Z',
      end: '2026-11-20T00:00:00.000Z',
    });
  });

  it('so a single video is summarised from what is said, with links to the moment', () => {
    // Professional: one outline line per chapter, its time linked to the moment.
    const { markdown } = digest(summaryFeed(context, [video]));
    expect(markdown).toContain(
      '- [2:00](https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=120s) **Wiring**: First we wire the sensor to the board.',
    );
    // The other tones tell each chapter under its own heading, quoting what is said.
    const told = digest(summaryFeed({ ...context, tone: 'engaging' }, [video])).markdown;
    expect(told).toContain('### 2:00 · Wiring');
    expect(told).toContain('> First we wire the sensor to the board.');
  });

  it('leaves transcripts out of a channel’s feed of several videos', () => {
    const feed = summaryFeed(context, [video, { ...video, id: 'other' }]);
    expect(feed.transcript).toBeUndefined();
  });
});
