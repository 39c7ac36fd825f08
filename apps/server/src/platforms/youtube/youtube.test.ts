import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxGoogleEndpoints } from '@/platforms/google/endpoints';
import { googleSandbox } from '@/platforms/google/sandbox/plugin';
import { GoogleSandboxState } from '@/platforms/google/sandbox/state';
import { createPkcePair } from '@/platforms/shared/pkce';
import { rejection } from '@/platforms/testing/rejection';
import { memoryTokens } from '@/platforms/testing/memory-tokens';
import {
  startSandboxServer,
  submitConsent,
  testClock,
  type RunningSandbox,
} from '@/platforms/testing/sandbox-server';
import type { TokenSet } from '@/platforms/types';
import { channelId } from '@/platforms/youtube/sandbox/catalog';
import { youtubeSandbox } from '@/platforms/youtube/sandbox/plugin';
import { YoutubeSandboxState } from '@/platforms/youtube/sandbox/state';
import { captionDownloadable } from '@/platforms/youtube/sandbox/captions';
import { transcriptOf, videoById, type VideoDetail } from '@/platforms/youtube/sandbox/videos';
import { parseWebVtt } from '@/platforms/youtube/webvtt';
import { webVttOf } from '@/platforms/youtube/sandbox/captions';
import { toSummaryItems } from '@/features/summaries/summary-source';
import { YOUTUBE_READONLY, YoutubeConnector } from '@/platforms/youtube/connector';

const clock = testClock('2026-11-18T15:30:00Z');
const REDIRECT = 'http://localhost:8080/auth/callback/youtube';
let server: RunningSandbox;
let google: GoogleSandboxState;
let youtube: YoutubeSandboxState;
let c: YoutubeConnector;

async function connect(extra: Record<string, string> = {}): Promise<TokenSet> {
  const pkce = createPkcePair();
  const redirect = await submitConsent(
    c.buildAuthorizeUrl({ state: 'yt', redirectUri: REDIRECT, codeChallenge: pkce.challenge }),
    'allow',
    extra,
  );
  return c.exchangeCode({
    code: redirect.searchParams.get('code') ?? '',
    redirectUri: REDIRECT,
    codeVerifier: pkce.verifier,
  });
}

beforeAll(async () => {
  google = new GoogleSandboxState({ now: clock.now });
  youtube = new YoutubeSandboxState({ google });
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
    videoPageSize: 50,
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  await youtube.faults.clear();
  await google.faults.clear();
  await youtube.resetQuota();
  youtube.dailyQuota = 10_000;
});

describe('YouTube OAuth through the Google sandbox', () => {
  it('connects with PKCE and offline access: refresh token and the youtube.readonly scope', async () => {
    const tokens = await connect();
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.scopes).toContain(YOUTUBE_READONLY);
  });

  it('fails with access_denied when the person unticks YouTube on the consent page', async () => {
    const pkce = createPkcePair();
    const url = c.buildAuthorizeUrl({
      state: 'yt',
      redirectUri: REDIRECT,
      codeChallenge: pkce.challenge,
    });
    const page = await (await fetch(url)).text();
    const withoutYoutube = page.replace(
      /<input type="checkbox" name="granted_scope" value="[^"]+" checked>/g,
      '',
    );
    expect(withoutYoutube).not.toEqual(page);
    const form = new URLSearchParams();
    for (const m of withoutYoutube.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
    ))
      form.append(m[1] ?? '', (m[2] ?? '').replace(/&amp;/g, '&'));
    form.set('decision', 'allow');
    // A browser without the sandbox's cookie: a name nobody used yet (a used one is its browser's).
    form.set('sandbox_email', 'other');
    form.set('sandbox_other_name', 'unticks.youtube');
    const answer = await fetch(url.split('?')[0] ?? '', {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    const code = new URL(answer.headers.get('location') ?? '').searchParams.get('code') ?? '';
    const error = await rejection(
      c.exchangeCode({ code, redirectUri: REDIRECT, codeVerifier: pkce.verifier }),
    );
    expect(error.kind).toBe('access_denied');
    expect(error.message).toContain('Connect YouTube');
  });

  it('401 → refresh (Google keeps the same refresh token) → retry; revoke kills the grant', async () => {
    const stored = memoryTokens('youtube', await connect(), (rt) => c.refresh(rt), clock.now);
    const before = stored.current();
    await google.store.expireAccessTokens();
    const profile = await c.getProfile(stored.provider);
    expect(profile.username).toBeTruthy();
    expect(stored.current().accessToken).not.toBe(before.accessToken);
    expect(stored.current().refreshToken).toBe(before.refreshToken);
    await c.revoke(stored.current());
    expect((await rejection(c.refresh(before.refreshToken ?? ''))).kind).toBe('invalid_grant');
  });
});

describe('YouTube data against the sandbox', () => {
  let stored: ReturnType<typeof memoryTokens>;
  beforeAll(async () => {
    stored = memoryTokens('youtube', await connect(), (rt) => c.refresh(rt), clock.now);
  });

  it('lists subscriptions (channels) and own playlists', async () => {
    const sources = await c.listSources(stored.provider);
    expect(sources.filter((s) => s.type === 'channel')).toHaveLength(14);
    expect(sources.filter((s) => s.type === 'playlist')).toHaveLength(6);
    expect(sources[0]?.avatar).toMatch(/^data:image\/svg\+xml/);
  });

  it("pages a channel's videos to the end with the contract's video shape", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await c.listChannelVideos(stored.provider, channelId(13), cursor);
      seen.push(...page.items.map((v) => v.id));
      for (const v of page.items) {
        expect(v.duration).toMatch(/^P(\d+D)?T(\d+H)?(\d+M)?(\d+S)?$/);
        expect(typeof v.viewCount).toBe('number');
      }
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBeGreaterThan(1);
    expect(cursor).toBeNull();
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("fetches a channel's videos of the month with comments, and a single video with its transcript", async () => {
    const week = await c.fetchItems(stored.provider, channelId(9), {
      since: new Date('2026-10-19T15:30:00Z'),
      until: clock.now(),
    });
    expect(week.items.length).toBeGreaterThan(3);
    expect(week.items.some((i) => i.comments.length > 0)).toBe(true);
    const first = week.items[0];
    const single = await c.fetchItems(stored.provider, first?.id ?? '', {
      since: new Date(0),
      until: clock.now(),
    });
    expect(single.items).toHaveLength(1);
    expect(single.items[0]?.media).toEqual(['video']);
  });

  it('quota exceeded → quota_exceeded with the reset at midnight Pacific Time', async () => {
    youtube.dailyQuota = 2;
    await c.getProfile(stored.provider);
    await c.getProfile(stored.provider);
    const error = await rejection(c.getProfile(stored.provider));
    expect(error.kind).toBe('quota_exceeded');
    expect(error.upstreamCode).toBe('quotaExceeded');
    expect(error.message).toContain('quota');
    expect(error.resetAt?.toISOString()).toBe('2026-11-19T08:00:00.000Z');
  });

  it('429, 5xx, 403 and empty pages map to their kinds', async () => {
    await youtube.faults.arm({ fault: 'rate_limited', times: 1 });
    const limited = await rejection(c.listSources(stored.provider));
    expect(limited.kind).toBe('rate_limited');
    expect(limited.resetAt?.getTime()).toBe(clock.now().getTime() + 30_000);
    await youtube.faults.arm({ fault: 'server_error', times: 1 });
    expect((await rejection(c.listSources(stored.provider))).kind).toBe('unavailable');
    await youtube.faults.arm({ fault: 'forbidden', times: 1 });
    expect((await rejection(c.listSources(stored.provider))).kind).toBe('forbidden');
    await youtube.faults.arm({ fault: 'empty' });
    expect(await c.listSources(stored.provider)).toEqual([]);
  });

  it('an unknown channel is not_found', async () => {
    expect((await rejection(c.listChannelVideos(stored.provider, 'not-a-channel'))).kind).toBe(
      'not_found',
    );
  });
});

describe('transcripts through captions.list and captions.download', () => {
  let stored: ReturnType<typeof memoryTokens>;
  let videos: VideoDetail[];
  const ALL_TIME = { since: new Date(0), until: clock.now() };
  beforeAll(async () => {
    stored = memoryTokens('youtube', await connect(), (rt) => c.refresh(rt), clock.now);
    const page = await c.listChannelVideos(stored.provider, channelId(1));
    videos = page.items.flatMap((v) => videoById(v.id, clock.now().getTime()) ?? []);
  });
  const pick = (test: (v: VideoDetail) => boolean): VideoDetail => {
    const found = videos.find(test);
    if (!found) throw new Error('no such sandbox video on the first page');
    return found;
  };

  it('the WebVTT the sandbox serves parses back to its cues', () => {
    const v = pick((x) => x.caption);
    // A cue repeating the one before is dropped: auto captions roll each line through twice.
    const spoken = transcriptOf(v)
      .map((s) => s.text)
      .filter((text, i, all) => text !== all[i - 1]);
    expect(parseWebVtt(webVttOf(v)).map((s) => s.text)).toEqual(spoken);
  });

  it('a downloadable track becomes the leading material of a single-video summary', async () => {
    const v = pick((x) => captionDownloadable(x) && (x.comments ?? 0) > 0);
    const { items } = await c.fetchItems(stored.provider, v.id, ALL_TIME);
    const item = items[0];
    expect(item?.transcript).toContain(`welcome back to ${v.def.title}`);
    // The same words with their times, for a digest in timestamped sections.
    expect(item?.transcriptCues?.[0]).toEqual({
      start: 0,
      text: `Hey everyone, welcome back to ${v.def.title}.`,
    });
    const starts = item?.transcriptCues?.map((cue) => cue.start) ?? [];
    expect(starts.length).toBeGreaterThan(2);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(item?.comments.length).toBeGreaterThan(0);
    const [main] = toSummaryItems(items);
    expect(main?.text.startsWith(item?.transcript ?? '-')).toBe(true);
    expect(main?.text).toContain(item?.text);
  });

  it('download answers 403 (not our video): description and comments only, no failure', async () => {
    const v = pick((x) => x.caption && !captionDownloadable(x));
    const { items } = await c.fetchItems(stored.provider, v.id, ALL_TIME);
    expect(items[0]?.transcript).toBeUndefined();
    expect(items[0]?.text).toBeTruthy();
    expect(toSummaryItems(items)[0]?.text).toBe(items[0]?.text);
  });

  it('no track listed: no transcript', async () => {
    const v = pick((x) => !x.caption);
    const { items } = await c.fetchItems(stored.provider, v.id, ALL_TIME);
    expect(items).toHaveLength(1);
    expect(items[0]?.transcript).toBeUndefined();
  });

  it('captions.list itself refused (the readonly scope on the real API): no transcript', async () => {
    const v = pick((x) => captionDownloadable(x));
    await youtube.faults.arm({ fault: 'forbidden', times: 1, path: '/captions' });
    const { items } = await c.fetchItems(stored.provider, v.id, ALL_TIME);
    expect(items[0]?.transcript).toBeUndefined();
  });
});
