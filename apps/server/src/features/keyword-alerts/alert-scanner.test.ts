import { eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { keywordAlerts, trackedKeywords, userContent } from '@/db/schema';
import { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { createMatcherCache } from '@/matcher/matcher-cache';
import { seedItem } from '@/test/content';
import { insertTestKeyword, insertTestUser } from '@/test/keywords';
import { createTestDatabase } from '@/test/test-database';

const DAY = 24 * 60 * 60 * 1000;
let database: Database;
let scanner: AlertScanner;

beforeAll(async () => {
  database = await createTestDatabase();
  scanner = new AlertScanner(database.db);
});
afterAll(async () => {
  await database.close();
});

const alertsOf = (userId: string) =>
  database.db.select().from(keywordAlerts).where(eq(keywordAlerts.userId, userId));

/** Pending links of these users (each test uses its own users, so others' leftovers do not count). */
async function pendingOf(userIds: string[]): Promise<number> {
  const rows = await database.db
    .select({ userId: userContent.userId, scannedAt: userContent.scannedAt })
    .from(userContent)
    .where(inArray(userContent.userId, userIds));
  return rows.filter((r) => r.scannedAt === null).length;
}

describe('scanPending', () => {
  it('writes one alert per keyword and item with context, snippet, source and engagement', async () => {
    const user = await insertTestUser(database.db);
    const rust = await insertTestKeyword(database.db, user, 'rust');
    const item = await seedItem(
      database.db,
      {
        title: 'Weekly thread',
        text: 'Why I moved our backend to Rust last year, and Rust again this year.',
        platform: 'telegram',
        sourceType: 'message',
        sourceName: 'Rustaceans',
        engagement: { views: 1500, likes: 12.6, comments: -1, score: 4, shares: 9 },
      },
      [user],
    );

    const result = await scanner.scanPending();
    expect(result.created.filter((c) => c.userId === user)).toHaveLength(1);

    const [alert, ...rest] = await alertsOf(user);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      keywordId: rust.id,
      contentItemId: item.id,
      platform: 'telegram',
      keyword: 'rust',
      isRead: false,
      source: { type: 'message', name: 'Rustaceans', url: item.url },
      // Only the alert's counters, as non-negative integers where the shape says so.
      engagement: { views: 1500, likes: 13, comments: 0, score: 4 },
    });
    // The first occurrence, spelled as in the text; the title is searched too.
    expect(alert?.matchContext.matched).toBe('Rust');
    expect(alert?.matchContext.before).toContain('backend to');
    expect(alert?.contentSnippet.startsWith('Weekly thread')).toBe(true);
    expect(await pendingOf([user])).toBe(0);
  });

  it('scanning the same items again adds nothing', async () => {
    const user = await insertTestUser(database.db);
    await insertTestKeyword(database.db, user, 'kubernetes');
    await insertTestKeyword(database.db, user, 'helm');
    const items = [
      await seedItem(database.db, { text: 'kubernetes and helm charts' }, [user]),
      await seedItem(database.db, { text: 'a kubernetes upgrade' }, [user]),
    ];
    await scanner.scanPending();
    expect(await alertsOf(user)).toHaveLength(3);

    // Force a rescan of everything, then scan both ways.
    await database.db
      .update(userContent)
      .set({ scannedAt: null })
      .where(eq(userContent.userId, user));
    const again = await scanner.scanPending();
    const direct = await scanner.scanItems(items.map((i) => i.id));
    expect(again.created.filter((c) => c.userId === user)).toEqual([]);
    expect(direct.created).toEqual([]);
    expect(await alertsOf(user)).toHaveLength(3);
  });

  it('works through more links than one batch', async () => {
    const small = new AlertScanner(database.db, { limits: { batchSize: 2 } });
    const user = await insertTestUser(database.db);
    await insertTestKeyword(database.db, user, 'deno');
    for (let i = 0; i < 5; i++) await seedItem(database.db, { text: `deno news ${i}` }, [user]);
    await small.scanPending();
    expect(await alertsOf(user)).toHaveLength(5);
    expect(await pendingOf([user])).toBe(0);
  });

  it('stops at maxLinks and leaves the rest pending for the next run', async () => {
    const user = await insertTestUser(database.db);
    await insertTestKeyword(database.db, user, 'zig');
    // Clear the backlog of earlier tests so the limit applies to this user's links alone.
    await scanner.scanPending();
    for (let i = 0; i < 3; i++) await seedItem(database.db, { text: `zig ${i}` }, [user]);
    const first = await scanner.scanPending(2);
    expect(first.links).toBe(2);
    expect(await pendingOf([user])).toBe(1);
    await scanner.scanPending();
    expect(await alertsOf(user)).toHaveLength(3);
  });
});

describe('who an alert is for', () => {
  it('a keyword never fires on content only another user sees', async () => {
    const alice = await insertTestUser(database.db);
    const bob = await insertTestUser(database.db);
    await insertTestKeyword(database.db, alice, 'launch');
    const bobKeyword = await insertTestKeyword(database.db, bob, 'launch');
    const bobsItem = await seedItem(database.db, { text: 'the launch is tomorrow' }, [bob]);
    await scanner.scanItems([bobsItem.id]);
    expect(await alertsOf(alice)).toEqual([]);
    expect((await alertsOf(bob)).map((a) => a.keywordId)).toEqual([bobKeyword.id]);
  });

  it('in one batch with both users, each keyword fires only on its owner’s items', async () => {
    const alice = await insertTestUser(database.db);
    const bob = await insertTestUser(database.db);
    const aliceKw = await insertTestKeyword(database.db, alice, 'merger');
    const bobKw = await insertTestKeyword(database.db, bob, 'merger');
    const alicesItem = await seedItem(database.db, { text: 'merger talks' }, [alice]);
    const bobsItem = await seedItem(database.db, { text: 'merger approved' }, [bob]);
    await scanner.scanItems([alicesItem.id, bobsItem.id]);
    expect((await alertsOf(alice)).map((a) => [a.keywordId, a.contentItemId])).toEqual([
      [aliceKw.id, alicesItem.id],
    ]);
    expect((await alertsOf(bob)).map((a) => [a.keywordId, a.contentItemId])).toEqual([
      [bobKw.id, bobsItem.id],
    ]);
  });

  it('an item both users see alerts each of them, once', async () => {
    const alice = await insertTestUser(database.db);
    const bob = await insertTestUser(database.db);
    await insertTestKeyword(database.db, alice, 'postgres');
    await insertTestKeyword(database.db, bob, 'PostgreSQL');
    await insertTestKeyword(database.db, bob, 'postgres');
    await seedItem(database.db, { text: 'postgres 18 is out: PostgreSQL at its best' }, [
      alice,
      bob,
    ]);
    await scanner.scanPending();
    expect((await alertsOf(alice)).map((a) => a.keyword)).toEqual(['postgres']);
    expect((await alertsOf(bob)).map((a) => a.keyword).sort()).toEqual(['PostgreSQL', 'postgres']);
  });

  it('a user who starts seeing an already-scanned item gets their alert then', async () => {
    const alice = await insertTestUser(database.db);
    const bob = await insertTestUser(database.db);
    await insertTestKeyword(database.db, alice, 'svelte');
    await insertTestKeyword(database.db, bob, 'svelte');
    const item = await seedItem(database.db, { text: 'svelte 6 preview' }, [alice]);
    await scanner.scanItems([item.id]);
    expect(await alertsOf(bob)).toEqual([]);

    await database.db.insert(userContent).values({ userId: bob, contentItemId: item.id });
    await scanner.scanItems([item.id]);
    expect(await alertsOf(bob)).toHaveLength(1);
    expect(await alertsOf(alice)).toHaveLength(1);
  });

  it('inactive keywords do not fire, and their pairs are not rescanned on their own', async () => {
    const user = await insertTestUser(database.db);
    await insertTestKeyword(database.db, user, 'elixir', { isActive: false });
    await seedItem(database.db, { text: 'elixir and phoenix' }, [user]);
    await scanner.scanPending();
    expect(await alertsOf(user)).toEqual([]);
    expect(await pendingOf([user])).toBe(0);
  });

  it('exclude patterns and platform scope hold', async () => {
    const user = await insertTestUser(database.db);
    await insertTestKeyword(database.db, user, 'rust', {
      platforms: ['reddit'],
      settings: { excludePatterns: ['rust belt'] },
    });
    const good = await seedItem(database.db, { text: 'rust 2.0 released', platform: 'reddit' }, [
      user,
    ]);
    await seedItem(database.db, { text: 'life in the Rust Belt and rust', platform: 'reddit' }, [
      user,
    ]);
    await seedItem(
      database.db,
      { text: 'rust 2.0 released', platform: 'youtube', sourceType: 'video' },
      [user],
    );
    await seedItem(database.db, { text: 'trusty old tools', platform: 'reddit' }, [user]);
    await scanner.scanPending();
    expect((await alertsOf(user)).map((a) => a.contentItemId)).toEqual([good.id]);
  });

  it('scanItems scans only the items it is given', async () => {
    const user = await insertTestUser(database.db);
    await insertTestKeyword(database.db, user, 'vite');
    const a = await seedItem(database.db, { text: 'vite 8' }, [user]);
    await seedItem(database.db, { text: 'vite 9' }, [user]);
    await scanner.scanItems([a.id, a.id]);
    expect((await alertsOf(user)).map((x) => x.contentItemId)).toEqual([a.id]);
    expect(await pendingOf([user])).toBe(1);
  });
});

describe('backfillKeyword', () => {
  it("tries a keyword on its owner's items of the last 7 days only", async () => {
    const alice = await insertTestUser(database.db);
    const bob = await insertTestUser(database.db);
    const recent = await seedItem(database.db, { text: 'bun 2 benchmarks' }, [alice]);
    await seedItem(
      database.db,
      { text: 'bun 1 launch', publishedAt: new Date(Date.now() - 8 * DAY) },
      [alice],
    );
    await seedItem(database.db, { text: 'bun everywhere' }, [bob]);
    const kw = await insertTestKeyword(database.db, alice, 'bun');

    const result = await scanner.backfillKeyword(alice, kw.id);
    expect(result.created).toHaveLength(1);
    expect((await alertsOf(alice)).map((a) => a.contentItemId)).toEqual([recent.id]);
    expect(await alertsOf(bob)).toEqual([]);
    // Backfill does not consume pending links: the regular scan still owns them.
    expect(await pendingOf([alice])).toBe(2);
    expect((await scanner.backfillKeyword(alice, kw.id)).created).toEqual([]);
  });

  it('is bounded by an item count, newest first', async () => {
    const bounded = new AlertScanner(database.db, { limits: { backfillItems: 2 } });
    const user = await insertTestUser(database.db);
    const now = Date.now();
    const items = [];
    for (let i = 0; i < 4; i++) {
      items.push(
        await seedItem(database.db, { text: `astro ${i}`, publishedAt: new Date(now - i * 1000) }, [
          user,
        ]),
      );
    }
    const kw = await insertTestKeyword(database.db, user, 'astro');
    await bounded.backfillKeyword(user, kw.id);
    expect((await alertsOf(user)).map((a) => a.contentItemId).sort()).toEqual(
      [items[0]?.id, items[1]?.id].sort(),
    );
  });

  it('does nothing for an inactive, deleted or foreign keyword', async () => {
    const alice = await insertTestUser(database.db);
    const bob = await insertTestUser(database.db);
    await seedItem(database.db, { text: 'remix and react router' }, [alice, bob]);
    const off = await insertTestKeyword(database.db, alice, 'remix', { isActive: false });
    expect((await scanner.backfillKeyword(alice, off.id)).created).toEqual([]);
    // Bob naming Alice's keyword finds nothing.
    expect((await scanner.backfillKeyword(bob, off.id)).created).toEqual([]);
    const gone = await insertTestKeyword(database.db, alice, 'react');
    await database.db.delete(trackedKeywords).where(eq(trackedKeywords.id, gone.id));
    expect((await scanner.backfillKeyword(alice, gone.id)).created).toEqual([]);
    expect(await alertsOf(alice)).toEqual([]);
  });
});

describe('the matcher cache', () => {
  it('rebuilds the automaton only when the keywords change', async () => {
    const cache = createMatcherCache();
    const cached = new AlertScanner(database.db, { cache });
    const user = await insertTestUser(database.db);
    await scanner.scanPending(); // other tests' leftovers would change the keyword set
    await insertTestKeyword(database.db, user, 'qwik');
    const a = await seedItem(database.db, { text: 'qwik 3' }, [user]);
    const b = await seedItem(database.db, { text: 'qwik 4' }, [user]);
    await cached.scanItems([a.id]);
    await cached.scanItems([b.id]);
    expect(cache.builds).toBe(1);
    await insertTestKeyword(database.db, user, 'solid');
    const c = await seedItem(database.db, { text: 'solid and qwik' }, [user]);
    await cached.scanItems([c.id]);
    expect(cache.builds).toBe(2);
    expect(await alertsOf(user)).toHaveLength(4);
  });
});

describe('pending links', () => {
  it('no link stays pending after a full scan', async () => {
    await scanner.scanPending();
    const rows = await database.db.select().from(userContent).where(isNull(userContent.scannedAt));
    expect(rows).toEqual([]);
  });
});
