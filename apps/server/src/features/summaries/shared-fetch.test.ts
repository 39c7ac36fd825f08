import type { Digest, DigestInputRaw } from '@socialpulse/contract';
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
import { dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { TEST_SECRET } from '@/test/test-app';
import { testDatabaseMode } from '@/test/test-database';
import { registerUser, type TestUser } from '@/test/users';

/**
 * Digest runs of several users that fall due together for the same public subreddit make one
 * platform fetch; private sources, and users without a live connection, never share one.
 * Platform fetches are counted on the Reddit connector, which every fetch goes through.
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

const countFetches = () => vi.spyOn(t.app.platforms.get('reddit'), 'fetchItems');

async function connectedUsers(n: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  for (let i = 0; i < n; i++) {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
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
): Promise<string[]> {
  for (const user of users) {
    const digest = dataOf<Digest>(
      await t.call(user, 'POST', '/api/digests', {
        name: `Weekly ${sourceId}`,
        sources: [{ platform: 'reddit', sourceId }],
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
  },
);
