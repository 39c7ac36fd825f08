import { describe, expect, it } from 'vitest';
import { sandboxGoogleEndpoints } from '@/platforms/google/endpoints';
import { staticTokenProvider } from '@/platforms/shared/token-provider';
import { fixture, recordedFetch, type RecordedRoute } from '@/platforms/testing/recorded-fetch';
import type { ContentItem } from '@/platforms/types';
import { YoutubeConnector } from '@/platforms/youtube/connector';

const NOW = new Date('2026-11-18T15:30:00Z');
const CHANNEL = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';
const auth = staticTokenProvider('youtube', 'token');
const json = (name: string) => fixture(import.meta.url, name);

function connector(routes: Record<string, RecordedRoute>) {
  const recorded = recordedFetch(routes);
  const c = new YoutubeConnector({
    clientId: 'id',
    clientSecret: 'secret',
    endpoints: sandboxGoogleEndpoints('https://google.test'),
    apiBase: 'https://www.googleapis.test/youtube/v3',
    sandboxed: false,
    fetch: recorded.fetch,
    now: () => NOW,
  });
  return { c, calls: recorded.calls };
}

async function channelItems(): Promise<Map<string, ContentItem>> {
  const { c } = connector({
    '/youtube/v3/playlistItems': { body: json('uploads') },
    '/youtube/v3/videos': { body: json('videos') },
    '/youtube/v3/commentThreads': {
      body: { kind: 'youtube#commentThreadListResponse', items: [] },
    },
  });
  const result = await c.fetchItems(auth, CHANNEL, {
    since: new Date('2026-11-18T00:00:00Z'),
    until: NOW,
  });
  return new Map(result.items.map((i) => [i.id, i]));
}

describe('YouTube recorded payloads', () => {
  it('asks videos.list for liveStreamingDetails too', async () => {
    const { c, calls } = connector({ '/youtube/v3/videos': { body: json('videos') } });
    await c.fetchItems(auth, 'vOd1nAry001', { since: NOW, until: NOW });
    const videosCall = calls.find((u) => u.pathname.endsWith('/videos'));
    expect(videosCall?.searchParams.get('part')?.split(',')).toContain('liveStreamingDetails');
  });

  it('an ordinary video keeps its duration and counts, with nothing unknown', async () => {
    const video = (await channelItems()).get('vOd1nAry001');
    expect(video).toMatchObject({
      duration: 'PT12M31S',
      engagement: { views: 48213, likes: 2104, comments: 187 },
    });
    expect(video?.live).toBeUndefined();
    expect(video?.unknownEngagement).toBeUndefined();
  });

  it('a live broadcast is marked live, without the P0D duration', async () => {
    const live = (await channelItems()).get('L1veNowXy02');
    expect(live?.live).toBe('live');
    expect(live).not.toHaveProperty('duration');
  });

  it('an upcoming premiere is marked upcoming, without the P0D duration', async () => {
    const upcoming = (await channelItems()).get('uPc0mIngY03');
    expect(upcoming?.live).toBe('upcoming');
    expect(upcoming).not.toHaveProperty('duration');
  });

  it('a video without statistics or contentDetails has unknown counters and no duration', async () => {
    const bare = (await channelItems()).get('n0StAtsXy04');
    expect(bare?.unknownEngagement).toEqual(['views', 'likes', 'score', 'comments']);
    expect(bare).not.toHaveProperty('duration');
  });

  it('hidden likes and disabled comments are unknown, the views are real', async () => {
    const partial = (await channelItems()).get('hIdLikeXy05');
    expect(partial?.unknownEngagement).toEqual(['likes', 'score', 'comments']);
    expect(partial?.engagement.views).toBe(3100);
  });

  it('a legacy customUrl without @ is shown as a handle', async () => {
    const { c } = connector({ '/youtube/v3/channels': { body: json('channels-mine-legacy') } });
    expect(await c.getProfile(auth)).toMatchObject({
      externalId: CHANNEL,
      username: '@googledevelopers',
    });
  });
});
