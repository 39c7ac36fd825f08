import type { Digest, DigestInputRaw, Platform } from '@socialpulse/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connections, digestSubscriptions, sharedFetches, summaries } from '@/db/schema';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { startDueRuns } from '@/features/digests/digest-runs';
import { FETCH_LEASE_MS } from '@/features/summaries/shared-fetch';
import { generateSummary } from '@/features/summaries/summary-generator';
import { SecretBox } from '@/lib/secret-box';
import { dialogId } from '@/platforms/telegram/sandbox/dialogs';
import { accountId } from '@/platforms/twitter/sandbox/catalog';
import { channelId, playlistId } from '@/platforms/youtube/sandbox/catalog';
import { dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { TEST_SECRET } from '@/test/test-app';
import { testDatabaseMode } from '@/test/test-database';
import { registerUser, type TestUser } from '@/test/users';

/**
 * Digest runs of several users that fall due together for the same public source (a subreddit, a
 * YouTube channel's uploads, an X account that is not protected, a Telegram channel with a public
 * username) make one platform fetch; private sources, and users without a live connection, never
 * share one. Platform fetches are counted on the platform's connector, which every fetch goes through.
 */
const log = pino({ level: 'silent' });
let t: PlatformTestApp;
let access: ConnectionAccess;

beforeAll(async () => {
  t = await createPlatformTestApp();
  access = new ConnectionAccess(
    t.database.db,
    t.app.platforms,
    new ConnectionSecrets(new SecretBox(TEST_SECRET)),
    () => new Date(),
    log,
  );
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const countFetches = (platform: Platform = 'reddit') =>
  vi.spyOn(t.app.platforms.get(platform), 'fetchItems');

let phones = 0;

async function connectedUsers(n: number, platform: Platform = 'reddit'): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < n; i++) {
    const user = await registerUser(t.app);
    if (platform === 'telegram') {
      // The sandbox signs any number in with code 12345.
      const phoneNumber = `+1555777${String(1000 + (phones++ % 9000))}`;
      expect(
        (await t.call(user, 'POST', '/api/telegram/auth/phone', { phoneNumber })).statusCode,
      ).toBe(200);
      expect(
        (await t.call(user, 'POST', '/api/telegram/auth/verify', { code: '12345' })).statusCode,
      ).toBe(200);
    } else await t.connect(user, platform);
    users.push(user);
  }
  return users;
}

/**
 * Each user subscribes to a digest of `sourceId`, weekly unless told (a week of posts, so even a
 * quiet sandbox subreddit has some), all due now; one scheduler tick starts every run. Answers the
 * summary ids.
 */
async function dueTogether(
  users: TestUser[],
  sourceId: string,
  schedule: DigestInputRaw['schedule'] = { kind: 'weekly', day: 1, time: '07:00' },
  platform: Platform = 'reddit',
): Promise<string[]> {
  for (const user of users) {
    const digest = dataOf<Digest>(
      await t.call(user, 'POST', '/api/digests', {
        name: `Weekly ${sourceId}`,
        sources: [{ platform, sourceId }],
        schedule,
        timeZone: 'UTC',
      }),
    );
    await t.database.db
      .update(digestSubscriptions)
      .set({ nextRunAt: new Date(Date.now() - 60_000) })
      .where(eq(digestSubscriptions.id, digest.id));
  }
  const runs = await startDueRuns({
    db: t.database.db,
    log,
    now: () => new Date(),
    summaries: null,
    digests: null,
  });
  expect(runs).toHaveLength(users.length);
  return runs.flatMap((run) => run.summaryIds);
}

/** Every run's summary generated at the same time, as workers would. */
async function generateTogether(ids: string[], shareFetches = true) {
  const deps = { db: t.database.db, access, now: () => new Date(), log, shareFetches };
  return Promise.all(ids.map((id) => generateSummary(deps, id)));
}

async function summaryRows(ids: string[]) {
  return t.database.db.select().from(summaries).where(inArray(summaries.id, ids));
}

const fetchRows = (sourceId: string) =>
  t.database.db.select().from(sharedFetches).where(eq(sharedFetches.sourceId, sourceId));

const WEEKLY: DigestInputRaw['schedule'] = { kind: 'weekly', day: 1, time: '07:00' };

/** `n` users of `platform` with a weekly digest of `sourceId` due now, each generated together. */
async function runTogether(platform: Platform, sourceId: string, n: number) {
  const users = await connectedUsers(n, platform);
  const ids = await dueTogether(users, sourceId, WEEKLY, platform);
  const fetches = countFetches(platform);
  const outcomes = await generateTogether(ids);
  return { ids, fetches, outcomes };
}

/** Items of one run's stored source, in order: the same for every user when the fetch was shared. */
async function itemSets(ids: string[]) {
  const rows = await summaryRows(ids);
  expect(new Set(rows.map((r) => r.userId)).size).toBe(ids.length);
  expect(rows[0]?.source?.items.length).toBeGreaterThan(0);
  return new Set(rows.map((r) => JSON.stringify(r.source?.items)));
}

// Each test registers and connects users and generates their summaries: slow on a busy machine.
describe(
  `one fetch per public source and window (${testDatabaseMode()})`,
  { timeout: 120_000 },
  () => {
    it('three users’ runs for the same public subreddit make one platform fetch', async () => {
      const users = await connectedUsers(3);
      const ids = await dueTogether(users, 'programming');
      const fetches = countFetches();

      expect(await generateTogether(ids)).toEqual(['completed', 'completed', 'completed']);

      expect(fetches).toHaveBeenCalledTimes(1);
      const rows = await summaryRows(ids);
      // Each user's summary is their own row, written from the same items.
      expect(new Set(rows.map((r) => r.userId)).size).toBe(3);
      const items = rows.map((r) => JSON.stringify(r.source?.items.map((i) => i.id)));
      expect(rows[0]?.source?.items.length).toBeGreaterThan(0);
      expect(new Set(items).size).toBe(1);
      expect((await fetchRows('programming')).map((r) => r.status)).toEqual(['ready']);
    });

    it('with sharing off, each run fetches for itself (the baseline)', async () => {
      const users = await connectedUsers(2);
      const ids = await dueTogether(users, 'soccer');
      const fetches = countFetches();

      expect(await generateTogether(ids, false)).toEqual(['completed', 'completed']);

      expect(fetches).toHaveBeenCalledTimes(2);
      expect(await fetchRows('soccer')).toEqual([]);
    });

    it('a private subreddit is fetched by each user with their own connection', async () => {
      const users = await connectedUsers(2);
      // r/quietlab is private; sandbox users are approved members, so each can read it.
      const ids = await dueTogether(users, 'quietlab');
      const fetches = countFetches();

      expect(await generateTogether(ids)).toEqual(['completed', 'completed']);

      expect(fetches).toHaveBeenCalledTimes(2);
      const [row] = await fetchRows('quietlab');
      expect(row?.status).toBe('private');
      expect(row?.result).toBeNull();
    });

    it('a listing that mixes subreddits (r/popular) is never shared', async () => {
      const users = await connectedUsers(2);
      // Every post on it comes from a public subreddit, but what it lists depends on who asks. The
      // sandbox's front page holds the last three days, so a daily digest.
      const ids = await dueTogether(users, 'popular', { kind: 'daily', time: '00:00' });
      const fetches = countFetches();

      expect(await generateTogether(ids)).toEqual(['completed', 'completed']);

      expect(fetches).toHaveBeenCalledTimes(2);
      expect((await fetchRows('popular')).map((r) => r.status)).toEqual(['private']);
    });

    it('a user whose connection expired gets no items fetched with another user’s', async () => {
      const [reader, lapsed] = await connectedUsers(2);
      const [readerSummary, lapsedSummary] = await dueTogether([reader!, lapsed!], 'space');
      await t.database.db
        .update(connections)
        .set({ status: 'expired' })
        .where(and(eq(connections.userId, lapsed!.user.id), eq(connections.platform, 'reddit')));
      const fetches = countFetches();

      // The reader's fetch is stored for sharing first; the lapsed user's run comes after it.
      expect(await generateTogether([readerSummary!])).toEqual(['completed']);
      expect(await generateTogether([lapsedSummary!])).toEqual(['failed']);

      expect(fetches).toHaveBeenCalledTimes(1);
      const [lapsedRow] = await summaryRows([lapsedSummary!]);
      expect(lapsedRow?.content).toBeNull();
      expect(lapsedRow?.error).toMatch(/expired/i);
    });

    it('a fetch left by a dead worker is taken over once its lease has run out', async () => {
      const users = await connectedUsers(2);
      const ids = await dueTogether(users, 'Cooking');
      const [first] = await summaryRows(ids);
      // What a worker killed mid-fetch leaves behind: a claim nobody renews.
      await t.database.db.insert(sharedFetches).values({
        platform: 'reddit',
        sourceId: 'Cooking',
        windowStart: first!.windowStart!,
        windowEnd: first!.windowEnd!,
        variant: 'new',
        status: 'fetching',
        claimedUntil: new Date(Date.now() - FETCH_LEASE_MS),
      });
      const fetches = countFetches();

      expect(await generateTogether(ids)).toEqual(['completed', 'completed']);

      expect(fetches).toHaveBeenCalledTimes(1);
      expect((await fetchRows('Cooking')).map((r) => r.status)).toEqual(['ready']);
    });

    it('three users’ runs for a public YouTube channel’s uploads make one platform fetch', async () => {
      const channel = channelId(0);
      const { ids, fetches, outcomes } = await runTogether('youtube', channel, 3);

      expect(outcomes).toEqual(['completed', 'completed', 'completed']);
      expect(fetches).toHaveBeenCalledTimes(1);
      expect((await itemSets(ids)).size).toBe(1);
      expect((await fetchRows(channel)).map((r) => r.status)).toEqual(['ready']);
    });

    it('a YouTube playlist is fetched by each user: its owner decides what it holds', async () => {
      const playlist = playlistId(0);
      const users = await connectedUsers(2, 'youtube');
      const ids = await dueTogether(users, playlist, WEEKLY, 'youtube');
      // The sandbox curates playlists from the last months' videos: a window that reaches them.
      const [first] = await summaryRows(ids);
      await t.database.db
        .update(summaries)
        .set({ windowStart: new Date(first!.windowEnd!.getTime() - 150 * 86_400_000) })
        .where(inArray(summaries.id, ids));
      const fetches = countFetches('youtube');

      expect(await generateTogether(ids)).toEqual(['completed', 'completed']);

      expect(fetches).toHaveBeenCalledTimes(2);
      const rows = await summaryRows(ids);
      expect(rows[0]?.source?.items.length).toBeGreaterThan(0);
      expect((await fetchRows(playlist)).map((r) => r.status)).toEqual(['private']);
    });

    it('three users’ runs for a public X account make one platform fetch', async () => {
      const account = `user:${accountId(0)}`;
      const { ids, fetches, outcomes } = await runTogether('twitter', account, 3);

      expect(outcomes).toEqual(['completed', 'completed', 'completed']);
      expect(fetches).toHaveBeenCalledTimes(1);
      expect((await itemSets(ids)).size).toBe(1);
      expect((await fetchRows(account)).map((r) => r.status)).toEqual(['ready']);
    });

    it('a protected X account is fetched by each approved follower with their own connection', async () => {
      const id = accountId(1);
      // X shows a protected account's posts to the followers it approved, with `protected: true`
      // on the author; the sandbox refuses everyone, so its answer is turned into that one.
      const api = t.app.platforms.get('twitter').api;
      const get = api.get.bind(api);
      vi.spyOn(api, 'get').mockImplementation(async (...args: Parameters<typeof api.get>) => {
        const body = (await get(...args)) as { includes?: { users?: { id: string }[] } };
        for (const user of body.includes?.users ?? [])
          if (user.id === id) Object.assign(user, { protected: true });
        return body;
      });
      const { fetches, outcomes } = await runTogether('twitter', `user:${id}`, 2);

      expect(outcomes).toEqual(['completed', 'completed']);
      expect(fetches).toHaveBeenCalledTimes(2);
      expect((await fetchRows(`user:${id}`)).map((r) => r.status)).toEqual(['private']);
    });

    it('three users’ runs for a public Telegram channel make one platform fetch', async () => {
      // Tech Digest: a broadcast channel with the username techdigest_daily.
      const channel = dialogId(10);
      const { ids, fetches, outcomes } = await runTogether('telegram', channel, 3);

      expect(outcomes).toEqual(['completed', 'completed', 'completed']);
      expect(fetches).toHaveBeenCalledTimes(1);
      const [items] = [...(await itemSets(ids))];
      // Nothing in the shared answer names the user who fetched it.
      expect(items).not.toContain('"author":"You"');
      expect((await fetchRows(channel)).map((r) => r.status)).toEqual(['ready']);
    });

    it('a private Telegram chat is fetched by each user with their own session', async () => {
      // Maria Garcia: a one-to-one chat, whose id is the other person's, the same for everyone.
      const chat = dialogId(0);
      const { fetches, outcomes } = await runTogether('telegram', chat, 2);

      expect(outcomes).toEqual(['completed', 'completed']);
      expect(fetches).toHaveBeenCalledTimes(2);
      expect((await fetchRows(chat)).map((r) => r.status)).toEqual(['private']);
    });
  },
);
