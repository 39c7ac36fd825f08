import type {
  RedditSource,
  SavedSource,
  TelegramSource,
  TwitterSource,
  YoutubeSource,
  YoutubeVideoPage,
} from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import { SourcesService } from '@/features/sources/sources.service';
import { testClock } from '@/platforms/testing/sandbox-server';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { bearer, registerUser, type TestUser } from '@/test/users';

const clock = testClock(new Date().toISOString());
let t: PlatformTestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createPlatformTestApp({ now: clock.now });
  user = await registerUser(t.app);
  for (const platform of ['reddit', 'youtube', 'twitter'] as const) await t.connect(user, platform);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who: TestUser = user) => t.call(who, 'GET', url);

describe('GET /api/{platform}/sources', () => {
  it('Reddit: subscribed subreddits with type, members and avatar', async () => {
    const res = await get('/api/reddit/sources');
    expect(res.statusCode).toBe(200);
    const sources = dataOf<RedditSource[]>(res);
    expect(sources.length).toBeGreaterThan(5);
    expect(new Set(sources.map((s) => s.type))).toEqual(new Set(['public', 'private', 'archived']));
    for (const s of sources) expect(s.memberCount).toBeGreaterThanOrEqual(0);
  });

  it('YouTube: subscriptions (channel) and playlists (playlist)', async () => {
    const sources = dataOf<YoutubeSource[]>(await get('/api/youtube/sources'));
    expect(new Set(sources.map((s) => s.type))).toEqual(new Set(['channel', 'playlist']));
  });

  it('X: followed accounts and lists; any @username can be looked up', async () => {
    const sources = dataOf<TwitterSource[]>(await get('/api/twitter/sources'));
    expect(new Set(sources.map((s) => s.type))).toEqual(new Set(['account', 'list']));
    const username = sources.find((s) => s.type === 'account')?.username ?? '';
    const found = await get(`/api/twitter/users/@${username}`);
    expect(dataOf<TwitterSource>(found)).toMatchObject({ type: 'account', username });
    expect((await get('/api/twitter/users/not a name')).statusCode).toBe(400);
  });

  it('a platform that is not connected: 409 with Connect wording', async () => {
    const res = await get('/api/telegram/sources');
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('Telegram is not connected. Connect it first.');
    const other = await registerUser(t.app);
    expect(body(await get('/api/reddit/sources', other)).message).toBe(
      'Reddit is not connected. Connect it first.',
    );
  });

  it('unknown platforms are unknown routes; signed-out callers get 401', async () => {
    expect((await get('/api/facebook/sources')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/reddit/sources' })).statusCode).toBe(
      401,
    );
  });
});

describe('platform errors reach the user clearly, never as 401', () => {
  it('rate limited → 429 with Retry-After', async () => {
    await t.app.sandboxes.reddit?.faults.arm({
      fault: 'rate_limited',
      times: 1,
      path: '/subreddits/',
    });
    const res = await get('/api/reddit/sources');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(res)).toMatchObject({ error: 'RATE_LIMITED' });
    expect(body(res).message).toMatch(
      /^Reddit rate limit reached\. Try again in \d+ (minutes|seconds)\.$/,
    );
    clock.advance(11 * 60 * 1000); // past Reddit's 10-minute window, which the client now respects
    expect((await get('/api/reddit/sources')).statusCode).toBe(200);
  });

  it('YouTube quota exhausted → 429 with the quota message', async () => {
    await t.app.sandboxes.youtube?.faults.arm({ fault: 'quota_exceeded', times: 1 });
    const res = await get('/api/youtube/sources');
    expect(res.statusCode).toBe(429);
    expect(body(res).message).toMatch(/quota/i);
  });

  it('platform down → 503; the connection stays connected', async () => {
    await t.app.sandboxes.twitter?.faults.arm({ fault: 'server_error', times: 5 });
    const res = await get('/api/twitter/sources');
    await t.app.sandboxes.twitter?.faults.clear();
    expect(res.statusCode).toBe(503);
    expect(body(res).message).toBe('X is temporarily unavailable. Try again later.');
    expect((await get('/api/twitter/sources')).statusCode).toBe(200);
  });
});

describe('GET /api/youtube/channels/{channelId}/videos', () => {
  it('pages through a channel with the cursor until nextCursor is null', async () => {
    const channels = dataOf<YoutubeSource[]>(await get('/api/youtube/sources')).filter(
      (s) => s.type === 'channel',
    );
    const channel = channels[0];
    if (!channel) throw new Error('no channel');
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const res = await get(`/api/youtube/channels/${channel.id}/videos${query}`);
      expect(res.statusCode).toBe(200);
      const page: YoutubeVideoPage = dataOf<YoutubeVideoPage>(res);
      for (const video of page.items) {
        expect(seen.has(video.id)).toBe(false);
        seen.add(video.id);
        expect(video.duration).toMatch(/^P(T|\d)/);
        expect(video.thumbnailUrl).toBeTruthy();
      }
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(cursor).toBeNull();
    expect(pages).toBeGreaterThan(1);
  });

  it('an unknown channel → 404; a garbled cursor → 400', async () => {
    const unknown = await get('/api/youtube/channels/not-a-channel/videos');
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe('YouTube could not find this channel.');
    const channel = dataOf<YoutubeSource[]>(await get('/api/youtube/sources')).find(
      (s) => s.type === 'channel',
    );
    const garbled = await get(`/api/youtube/channels/${channel?.id ?? ''}/videos?cursor=%24%24%24`);
    expect(garbled.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbled.statusCode).toBeLessThan(500);
  });
});

describe('GET/DELETE /api/sources/{id}', () => {
  it('answers a remembered source, deletes it, then 404 "Source not found"', async () => {
    const reddit = dataOf<RedditSource[]>(await get('/api/reddit/sources'))[0];
    if (!reddit) throw new Error('no source');
    // Summaries remember the sources they are made of; here the service does it directly.
    const service = new SourcesService(t.database.db, {} as ConnectionAccess);
    const saved = await service.remember(user.user.id, 'reddit', reddit);
    const res = await get(`/api/sources/${saved.id}`);
    expect(res.statusCode).toBe(200);
    expect(dataOf(res)).toEqual({
      id: saved.id,
      platform: 'reddit',
      externalId: reddit.id,
      name: reddit.name,
      type: reddit.type,
      ...(reddit.avatar ? { avatar: reddit.avatar } : {}),
      followed: true,
      lastSummary: null,
      createdAt: saved.createdAt,
    });
    const deleted = await t.call(user, 'DELETE', `/api/sources/${saved.id}`);
    expect(body(deleted)).toMatchObject({ success: true });
    for (const method of ['GET', 'DELETE'] as const) {
      const gone = await t.call(user, method, `/api/sources/${saved.id}`);
      expect(gone.statusCode).toBe(404);
      expect(body(gone).message).toBe('Source not found');
    }
  });

  it('malformed ids are 404, not 500', async () => {
    for (const id of ['nope', '1', "x'; drop table sources; --"]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/sources/${encodeURIComponent(id)}`,
        headers: bearer(user.accessToken),
      });
      expect(res.statusCode).toBe(404);
    }
  });

  it('Telegram sources come from the dialogs', async () => {
    const tg = await registerUser(t.app);
    await t.call(tg, 'POST', '/api/telegram/auth/phone', { phoneNumber: '+15551110000' });
    await t.call(tg, 'POST', '/api/telegram/auth/verify', { code: '12345' });
    const sources = dataOf<TelegramSource[]>(await get('/api/telegram/sources', tg));
    expect(new Set(sources.map((s) => s.type))).toEqual(new Set(['private', 'group', 'channel']));
  });
});

describe('Your sources: follow, unfollow, list, delete', () => {
  it('following a source makes it one of mine; following again is 200 and keeps one row', async () => {
    const reddit = dataOf<RedditSource[]>(await get('/api/reddit/sources'))[1];
    if (!reddit) throw new Error('no source');
    const input = {
      platform: 'reddit',
      externalId: reddit.id,
      name: reddit.name,
      type: reddit.type,
    };
    const first = await t.call(user, 'POST', '/api/sources', input);
    expect(first.statusCode).toBe(201);
    const followed = dataOf<SavedSource>(first);
    expect(followed).toMatchObject({ externalId: reddit.id, followed: true, lastSummary: null });
    const again = await t.call(user, 'POST', '/api/sources', input);
    expect(again.statusCode).toBe(200);
    expect(dataOf<SavedSource>(again).id).toBe(followed.id);
    const mine = dataOf<SavedSource[]>(await get('/api/sources'));
    expect(mine.filter((s) => s.externalId === reddit.id)).toHaveLength(1);

    const off = await t.call(user, 'PATCH', `/api/sources/${followed.id}/follow`, {
      followed: false,
    });
    expect(off.statusCode).toBe(200);
    expect(dataOf<SavedSource>(off).followed).toBe(false);
    const listed = dataOf<SavedSource[]>(await get('/api/sources'));
    expect(listed.find((s) => s.id === followed.id)?.followed).toBe(false);
    // Followed first.
    const states = listed.map((s) => s.followed);
    expect(states).toEqual([...states].sort((a, b) => Number(b) - Number(a)));

    expect((await t.call(user, 'DELETE', `/api/sources/${followed.id}`)).statusCode).toBe(200);
    expect(dataOf<SavedSource[]>(await get('/api/sources')).some((s) => s.id === followed.id)).toBe(
      false,
    );
  });

  it('summarizing a source makes it one of mine, with its last summary', async () => {
    const sub = dataOf<RedditSource[]>(await get('/api/reddit/sources')).find(
      (s) => s.type === 'public',
    );
    if (!sub) throw new Error('no public subreddit');
    const created = await t.call(user, 'POST', '/api/summaries', {
      platform: 'reddit',
      sourceId: sub.id,
      options: { period: 'today', tone: 'engaging', redditSort: 'new' },
    });
    expect(created.statusCode).toBeLessThan(300);
    const summaryId = dataOf<{ _id?: string; id?: string }>(created);
    const mine = dataOf<SavedSource[]>(await get('/api/sources'));
    const source = mine.find((s) => s.platform === 'reddit' && s.externalId === sub.id);
    expect(source).toMatchObject({ followed: true });
    expect(source?.lastSummary?.id).toBe(summaryId.id ?? summaryId._id);
  });

  it('bad input is a clear 400 and changes nothing', async () => {
    const before = dataOf<SavedSource[]>(await get('/api/sources'));
    for (const payload of [
      {},
      { platform: 'facebook', externalId: 'x', name: 'x' },
      { platform: 'reddit', externalId: '', name: 'x' },
      { platform: 'reddit', externalId: 'x', name: '   ' },
      { platform: 'reddit', externalId: 'x', name: 'x', extra: true },
      { platform: 'twitter', externalId: 'list:../../../../api/health', name: 'x' },
      { platform: 'twitter', externalId: 'list:1?x=', name: 'x' },
      { platform: 'youtube', externalId: 'UC-isolation/../x', name: 'x' },
    ]) {
      const res = await t.call(user, 'POST', '/api/sources', payload);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ success: false });
    }
    const some = before[0];
    if (some) {
      for (const payload of [{}, { followed: 'yes' }])
        expect(
          (await t.call(user, 'PATCH', `/api/sources/${some.id}/follow`, payload)).statusCode,
        ).toBe(400);
    }
    expect(dataOf<SavedSource[]>(await get('/api/sources'))).toEqual(before);
  });

  it("user B cannot see, follow-toggle or delete A's sources", async () => {
    const input = { platform: 'youtube', externalId: 'UC-isolation', name: 'Isolation channel' };
    const mine = dataOf<SavedSource>(await t.call(user, 'POST', '/api/sources', input));
    const b = await registerUser(t.app);
    expect(dataOf<SavedSource[]>(await get('/api/sources', b))).toEqual([]);
    expect((await get(`/api/sources/${mine.id}`, b)).statusCode).toBe(404);
    const toggle = await t.call(b, 'PATCH', `/api/sources/${mine.id}/follow`, { followed: false });
    expect(toggle.statusCode).toBe(404);
    expect(body(toggle).message).toBe('Source not found');
    expect((await t.call(b, 'DELETE', `/api/sources/${mine.id}`)).statusCode).toBe(404);
    expect(dataOf<SavedSource>(await get(`/api/sources/${mine.id}`))).toMatchObject({
      followed: true,
    });
  });
});
