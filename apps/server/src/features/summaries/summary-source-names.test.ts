import type {
  SavedSource,
  Summary,
  TwitterSource,
  YoutubeSource,
  YoutubeVideoPage,
} from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '@/test/http';
import type { PlatformTestApp } from '@/test/platform-app';
import {
  startSummaryWorkerApp,
  SUMMARY_POLL,
  type SummaryWorkerApp,
} from '@/test/summary-worker-app';
import { registerUser, type TestUser } from '@/test/users';

const POLL = SUMMARY_POLL;
let app: SummaryWorkerApp;
let t: PlatformTestApp;
let user: TestUser;

beforeAll(async () => {
  app = await startSummaryWorkerApp({ env: { LOG_LEVEL: 'error' } });
  ({ t } = app);
  user = await registerUser(t.app);
  for (const platform of ['reddit', 'youtube', 'twitter'] as const) await t.connect(user, platform);
});
afterAll(() => app.close());

async function summarize(payload: object): Promise<Summary> {
  const res = await t.call(user, 'POST', '/api/summaries', payload);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  const { id } = dataOf<Summary>(res);
  const read = async () => dataOf<Summary>(await t.call(user, 'GET', `/api/summaries/${id}`));
  await expect.poll(async () => (await read()).status, POLL).not.toMatch(/pending|processing/u);
  return read();
}

const mySources = async () => dataOf<SavedSource[]>(await t.call(user, 'GET', '/api/sources'));

describe('a summarized source keeps the name its platform lists it by', () => {
  it('an X list: its name in the summary and in Your sources, never "X list" or its id', async () => {
    const lists = dataOf<TwitterSource[]>(await t.call(user, 'GET', '/api/twitter/sources'));
    const list = lists.find((s) => s.type === 'list');
    if (!list) throw new Error('the sandbox lists no X list');
    const summary = await summarize({
      platform: 'twitter',
      sourceId: list.id,
      sourceName: list.name,
      options: { period: 'last_7_days' },
    });
    expect(summary.source?.title).toBe(list.name);
    expect(summary.content ?? '').not.toMatch(/X list|list:\d/u);
    const saved = (await mySources()).find((s) => s.externalId === list.id);
    expect(saved).toMatchObject({ name: list.name, followed: true });
  });

  it('a YouTube playlist: its title in the summary and in Your sources', async () => {
    const listed = dataOf<YoutubeSource[]>(await t.call(user, 'GET', '/api/youtube/sources'));
    const playlist = listed.find((s) => s.type === 'playlist');
    if (!playlist) throw new Error('the sandbox lists no playlist');
    const summary = await summarize({
      platform: 'youtube',
      sourceId: playlist.id,
      sourceName: playlist.name,
      options: { period: 'last_30_days' },
    });
    expect(summary.source?.title).toBe(playlist.name);
    expect(summary.content ?? '').not.toMatch(/YouTube playlist/u);
    expect((await mySources()).find((s) => s.externalId === playlist.id)?.name).toBe(playlist.name);
  });

  it('a single video becomes one of Your sources without being followed', async () => {
    const listed = dataOf<YoutubeSource[]>(await t.call(user, 'GET', '/api/youtube/sources'));
    const channel = listed.find((s) => s.type === 'channel');
    if (!channel) throw new Error('the sandbox lists no channel');
    const page = dataOf<YoutubeVideoPage>(
      await t.call(user, 'GET', `/api/youtube/channels/${channel.id}/videos`),
    );
    const video = page.items[0];
    if (!video) throw new Error('the channel has no video');
    await summarize({ platform: 'youtube', sourceId: video.id, sourceName: video.title });
    const saved = (await mySources()).find((s) => s.externalId === video.id);
    expect(saved).toMatchObject({ name: video.title, followed: false, type: 'video' });
  });

  it('a blank or overlong listed name is refused and changes nothing', async () => {
    for (const sourceName of ['  ', 'n'.repeat(301)]) {
      const res = await t.call(user, 'POST', '/api/summaries', {
        platform: 'reddit',
        sourceId: 'typescript',
        sourceName,
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await mySources()).find((s) => s.externalId === 'typescript')).toBeUndefined();
  });
});

describe('Reddit Hot or Rising with a custom range', () => {
  it('reads the range from New, so it finds the posts New finds', async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const range = { startDate: day(-3), endDate: day(-1) };
    const hot = await summarize({
      platform: 'reddit',
      sourceId: 'space',
      options: { period: 'custom', dateRange: range, redditSort: 'hot' },
    });
    const fresh = await summarize({
      platform: 'reddit',
      sourceId: 'space',
      options: { period: 'custom', dateRange: range, redditSort: 'new' },
    });
    expect(fresh.status).toBe('completed');
    expect(hot.options.redditSort).toBe('new');
    expect(hot.status).toBe('completed');
    expect(hot.source?.items.length).toBe(fresh.source?.items.length);
    // Hot still means Hot for a period that ends now.
    const today = await summarize({
      platform: 'reddit',
      sourceId: 'space',
      options: { period: 'today', redditSort: 'hot' },
    });
    expect(today.options.redditSort).toBe('hot');
  });
});
