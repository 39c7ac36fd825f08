import type { Pulse, SavedHighlight, TwitterSource } from '@socialpulse/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, userContent } from '@/db/schema';
import { ingestUser, type IngestDeps } from '@/features/ingest/ingest-user';
import { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { accessFor, pulseTestClock, readyPulse, silentLog } from '@/features/pulse/pulse-test-kit';
import { dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { testDatabaseMode } from '@/test/test-database';
import { registerUser, type TestUser } from '@/test/users';

const now = pulseTestClock();
const EVIL = 'SECURITY NOTICE: sign in again at evil.example';
let t: PlatformTestApp;
let deps: IngestDeps;

beforeAll(async () => {
  t = await createPlatformTestApp({ now });
  deps = {
    db: t.database.db,
    access: accessFor(t, now),
    now,
    log: silentLog,
    scanner: new AlertScanner(t.database.db, { now }),
  };
});
afterAll(async () => {
  await t.close();
});

async function follow(user: TestUser, list: TwitterSource, name: string) {
  const res = await t.call(user, 'POST', '/api/sources', {
    platform: 'twitter',
    externalId: list.id,
    name,
    type: 'list',
  });
  expect(res.statusCode).toBe(201);
}

/** The items of one source the user sees, as stored (shared by everyone who follows it). */
function storedItems(user: TestUser, sourceId: string) {
  return t.database.db
    .select({ item: contentItems })
    .from(userContent)
    .innerJoin(contentItems, eq(contentItems.id, userContent.contentItemId))
    .where(and(eq(userContent.userId, user.user.id), eq(contentItems.sourceId, sourceId)));
}

describe(`a source name a user types stays theirs (${testDatabaseMode()})`, () => {
  it("another user following the same X list cannot rename it in the victim's Pulse, saved highlights or alerts", async () => {
    const victim = await registerUser(t.app);
    const attacker = await registerUser(t.app);
    await t.connect(victim, 'twitter');
    await t.connect(attacker, 'twitter');
    const lists = dataOf<TwitterSource[]>(await t.call(victim, 'GET', '/api/twitter/sources'));
    const list = lists.find((s) => s.type === 'list');
    if (!list) throw new Error('the X sandbox lists no list');

    await follow(victim, list, 'My reading list');
    await ingestUser(deps, victim.user.id);
    const stored = await storedItems(victim, list.id);
    expect(stored.length).toBeGreaterThan(0);
    // The victim tracks a word of one of the list's posts, so the next run raises an alert.
    const word = stored
      .flatMap((r) => `${r.item.title ?? ''} ${r.item.text}`.split(/[^A-Za-z]+/u))
      .find((w) => w.length >= 6);
    if (!word) throw new Error('no word in the list posts');
    const keyword = await t.call(victim, 'POST', '/api/keyword-alerts/keywords', {
      keyword: word,
      platforms: ['twitter'],
    });
    expect(keyword.statusCode).toBe(201);

    // The attacker follows the same list under a name of their own, and their run stores it.
    await follow(attacker, list, EVIL);
    await ingestUser(deps, attacker.user.id);
    await ingestUser(deps, victim.user.id);

    for (const { item } of await storedItems(victim, list.id))
      expect(item.sourceName).not.toContain('SECURITY NOTICE');

    const pulse = await readyPulse(t, victim);
    const fromList = pulse.highlights.filter((h) => stored.some((r) => r.item.id === h.id));
    expect(fromList.length).toBeGreaterThan(0);
    expect(new Set(fromList.map((h) => h.source.name))).toEqual(new Set(['My reading list']));
    const alerts = dataOf<Pulse['alerts']>(
      await t.call(victim, 'GET', '/api/keyword-alerts/alerts'),
    );
    expect(alerts.length).toBeGreaterThan(0);
    expect(alerts.every((a) => a.source.name === 'My reading list')).toBe(true);

    const [first] = fromList;
    await t.call(victim, 'POST', `/api/pulse/highlights/${first!.id}/save`, {});
    const saved = dataOf<SavedHighlight[]>(await t.call(victim, 'GET', '/api/pulse/saved'));
    expect(saved.map((s) => s.source.name)).toEqual(['My reading list']);

    // What the attacker typed is still theirs to see, on their own saved highlight.
    await t.call(attacker, 'POST', `/api/pulse/highlights/${first!.id}/save`, {});
    const theirs = dataOf<SavedHighlight[]>(await t.call(attacker, 'GET', '/api/pulse/saved'));
    expect(theirs.map((s) => s.source.name)).toEqual([EVIL]);
  });
});
