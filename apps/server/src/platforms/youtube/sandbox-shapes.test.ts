import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sandboxGoogleEndpoints } from '@/platforms/google/endpoints';
import { SANDBOX_GOOGLE_EMAILS } from '@/platforms/google/sandbox/accounts';
import { googleSandbox } from '@/platforms/google/sandbox/plugin';
import { GoogleSandboxState } from '@/platforms/google/sandbox/state';
import { createPkcePair } from '@/platforms/shared/pkce';
import type { TokenProvider } from '@/platforms/shared/token-provider';
import { memoryTokens } from '@/platforms/testing/memory-tokens';
import {
  startSandboxServer,
  submitConsent,
  testClock,
  type RunningSandbox,
} from '@/platforms/testing/sandbox-server';
import type { ContentItem } from '@/platforms/types';
import { YoutubeConnector } from '@/platforms/youtube/connector';
import { listSchema, videoSchema, type VideoResource } from '@/platforms/youtube/mappers';
import { CHANNELS, channelId } from '@/platforms/youtube/sandbox/catalog';
import { youtubeSandbox } from '@/platforms/youtube/sandbox/plugin';
import { YoutubeSandboxState } from '@/platforms/youtube/sandbox/state';

const clock = testClock('2026-11-18T15:30:00Z');
const REDIRECT = 'http://localhost:8080/auth/callback/youtube';
let server: RunningSandbox;
let c: YoutubeConnector;
let auth: TokenProvider;
/** A month of uploads of every sandbox channel: the raw videos.list resources and the items. */
const raw = new Map<string, VideoResource>();
const items = new Map<string, ContentItem>();

async function connect(email?: string): Promise<TokenProvider> {
  const pkce = createPkcePair();
  const redirect = await submitConsent(
    c.buildAuthorizeUrl({ state: 'yt', redirectUri: REDIRECT, codeChallenge: pkce.challenge }),
    'allow',
    email ? { sandbox_email: email } : {},
  );
  const tokens = await c.exchangeCode({
    code: redirect.searchParams.get('code') ?? '',
    redirectUri: REDIRECT,
    codeVerifier: pkce.verifier,
  });
  return memoryTokens('youtube', tokens, (rt) => c.refresh(rt), clock.now).provider;
}

beforeAll(async () => {
  const google = new GoogleSandboxState({ now: clock.now });
  const youtube = new YoutubeSandboxState({ google });
  youtube.dailyQuota = 1_000_000;
  server = await startSandboxServer(async (app) => {
    await app.register(googleSandbox, { prefix: '/sandbox/google', state: google });
    await app.register(youtubeSandbox, { prefix: '/sandbox/youtube', google, state: youtube });
  });
  c = new YoutubeConnector({
    clientId: 'yt-client',
    clientSecret: 'yt-secret',
    endpoints: sandboxGoogleEndpoints(`${server.origin}/sandbox/google`),
    apiBase: `${server.origin}/sandbox/youtube`,
    sandboxed: true,
    now: clock.now,
  });
  auth = await connect();
  const window = {
    since: new Date(clock.now().getTime() - 30 * 86_400_000),
    until: clock.now(),
    caps: { maxItems: 1000, maxCommentedItems: 0 },
  };
  for (const [index] of CHANNELS.entries()) {
    const result = await c.fetchItems(auth, channelId(index), window);
    for (const item of result.items) items.set(item.id, item);
  }
  const ids = [...items.keys()];
  for (let i = 0; i < ids.length; i += 50) {
    const list = listSchema.parse(
      await c.api.get(auth, '/videos', {
        part: 'snippet,contentDetails,statistics,liveStreamingDetails',
        id: ids.slice(i, i + 50).join(','),
      }),
    );
    for (const entry of list.items) {
      const video = videoSchema.parse(entry);
      raw.set(video.id, video);
    }
  }
});
afterAll(() => server.close());

const where = (predicate: (v: VideoResource) => boolean) =>
  [...raw.values()].filter(predicate).map((v) => items.get(v.id));

describe('the YouTube sandbox serves the real shapes, and the connector maps them', () => {
  it('live broadcasts: P0D on the wire, live and without a duration as items', () => {
    const live = where((v) => v.snippet.liveBroadcastContent === 'live');
    expect(live.length).toBeGreaterThan(0);
    for (const item of live) {
      expect(item?.live).toBe('live');
      expect(item).not.toHaveProperty('duration');
    }
  });

  it('upcoming premieres: upcoming and without a duration', () => {
    const upcoming = where((v) => v.snippet.liveBroadcastContent === 'upcoming');
    expect(upcoming.length).toBeGreaterThan(0);
    for (const item of upcoming) {
      expect(item?.live).toBe('upcoming');
      expect(item).not.toHaveProperty('duration');
    }
  });

  it('ended streams keep their real length and are not live', () => {
    const ended = where((v) => v.liveStreamingDetails?.actualEndTime !== undefined);
    expect(ended.length).toBeGreaterThan(0);
    for (const item of ended) {
      expect(item?.live).toBeUndefined();
      expect(item?.duration).toMatch(/^PT/);
    }
  });

  it('videos without statistics or contentDetails: unknown counters, no duration', () => {
    const bare = where((v) => v.statistics === undefined);
    expect(bare.length).toBeGreaterThan(0);
    for (const item of bare)
      expect(item?.unknownEngagement).toEqual(['views', 'likes', 'score', 'comments']);
    const noDetails = where((v) => v.contentDetails === undefined);
    expect(noDetails.length).toBeGreaterThan(0);
    for (const item of noDetails) expect(item).not.toHaveProperty('duration');
  });

  it('own channels with a legacy customUrl still show as a handle', async () => {
    const rawUrls: string[] = [];
    for (const account of SANDBOX_GOOGLE_EMAILS) {
      const provider = await connect(account.email);
      const mine = z
        .object({ items: z.array(z.object({ snippet: z.object({ customUrl: z.string() }) })) })
        .parse(await c.api.get(provider, '/channels', { part: 'snippet', mine: 'true' }));
      const own = mine.items[0]?.snippet.customUrl;
      if (!own) continue;
      rawUrls.push(own);
      expect((await c.getProfile(provider)).username).toBe(own.startsWith('@') ? own : `@${own}`);
    }
    expect(rawUrls.some((u) => !u.startsWith('@'))).toBe(true);
  });
});
