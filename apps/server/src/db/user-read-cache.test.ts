import type { Settings, SummaryListPage } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '@/db/pglite';
import { mayWriteTo } from '@/db/session-writes';
import { UserReadCache } from '@/db/user-read-cache';
import { SettingsService } from '@/features/settings/settings.service';
import { SummariesService, type SummaryPage } from '@/features/summaries/summaries.service';
import { TrackedKeywordsService } from '@/features/keyword-alerts/tracked-keywords.service';
import { updateSummary } from '@/features/summaries/summaries.repository';
import { dataOf } from '@/test/http';
import { seedCompletedSummaries } from '@/test/summary-seed';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, registerUser, type TestUser } from '@/test/users';

// Embedded mode whatever TEST_DATABASE_URL says: it is the mode that remembers reads. The services
// below share the app's database, so every write the app makes is one they must see.
let t: TestApp;
let summaries: SummariesService;
let settings: SettingsService;
beforeAll(async () => {
  t = await createTestApp({ database: await openPglite(undefined) });
  summaries = new SummariesService(t.database, null, () => new Date(), t.app.log);
  settings = new SettingsService(
    t.database,
    new TrackedKeywordsService(t.database.db, () => Promise.resolve()),
  );
});
afterAll(async () => {
  await t.close();
});

/** An answer the service wrote as bytes, read back. */
const read = (page: SummaryPage) => JSON.parse(page.body.toString('utf8')) as SummaryListPage;
const itemsOf = (page: SummaryPage) => read(page).data;
const firstPage = (user: TestUser) => summaries.list(user.user.id, { limit: 20 });

/** Reads until the page is remembered, so what follows tests the remembered one. */
async function rememberedPage(user: TestUser) {
  await firstPage(user);
  const page = await firstPage(user);
  expect(summaries.rememberedPages).toBeGreaterThan(0);
  return page;
}

async function rememberedSettings(user: TestUser): Promise<Settings> {
  await settings.get(user.user.id);
  const answer = await settings.get(user.user.id);
  expect(settings.remembered).toBeGreaterThan(0);
  return answer;
}

describe('embedded mode: a remembered first page of summaries', () => {
  it('is answered again without a query, and is the caller’s alone', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await seedCompletedSummaries(t.database.db, alice.user.id, 3);
    const page = await rememberedPage(alice);
    expect(itemsOf(page)).toHaveLength(3);
    expect(await firstPage(alice)).toBe(page);
    const bobs = await firstPage(bob);
    expect(itemsOf(bobs)).toEqual([]);
    expect(bobs).not.toBe(page);
  });

  it('shows a summary created after it (the worker’s insert)', async () => {
    const user = await registerUser(t.app);
    await seedCompletedSummaries(t.database.db, user.user.id, 2);
    await rememberedPage(user);
    const [added] = await seedCompletedSummaries(
      t.database.db,
      user.user.id,
      1,
      new Date('2027-01-01T00:00:00.000Z'),
    );
    const page = await firstPage(user);
    expect(itemsOf(page).map((item) => item.id)).toContain(added);
    expect(itemsOf(page)).toHaveLength(3);
  });

  it('shows a status the worker wrote after it, through the API too', async () => {
    const user = await registerUser(t.app);
    const [id] = await seedCompletedSummaries(t.database.db, user.user.id, 1);
    const list = () => t.app.inject({ url: '/api/summaries', headers: bearer(user.accessToken) });
    await list();
    await rememberedPage(user);
    await updateSummary(t.database.db, id!, { status: 'failed', error: 'boom' }, new Date());
    expect(itemsOf(await firstPage(user))[0]).toMatchObject({ id, status: 'failed' });
    expect(dataOf<SummaryListPage['data']>(await list())[0]).toMatchObject({ status: 'failed' });
  });

  it('forgets a summary the user deletes, and all of them', async () => {
    const user = await registerUser(t.app);
    const ids = await seedCompletedSummaries(t.database.db, user.user.id, 3);
    await rememberedPage(user);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/summaries/${ids[0]}`,
      headers: bearer(user.accessToken),
    });
    expect(removed.statusCode).toBe(200);
    expect(itemsOf(await firstPage(user)).map((item) => item.id)).not.toContain(ids[0]);
    await rememberedPage(user);
    const all = await t.app.inject({
      method: 'DELETE',
      url: '/api/summaries',
      headers: bearer(user.accessToken),
    });
    expect(all.statusCode).toBe(200);
    expect(itemsOf(await firstPage(user))).toEqual([]);
  });

  it('another user’s write is never shown to this one', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await rememberedPage(alice);
    await seedCompletedSummaries(t.database.db, bob.user.id, 2);
    expect(itemsOf(await firstPage(alice))).toEqual([]);
    expect(itemsOf(await firstPage(bob))).toHaveLength(2);
  });

  it('caches only the first page: a cursor reads the database', async () => {
    const user = await registerUser(t.app);
    await seedCompletedSummaries(t.database.db, user.user.id, 3);
    const first = await summaries.list(user.user.id, { limit: 2 });
    const cursor = read(first).nextCursor;
    expect(cursor).not.toBeNull();
    const before = summaries.rememberedPages;
    const second = await summaries.list(user.user.id, { limit: 2, cursor: cursor! });
    expect(itemsOf(second)).toHaveLength(1);
    expect(summaries.rememberedPages).toBe(before);
  });
});

describe('embedded mode: remembered settings', () => {
  it('show the user’s own PATCH at once, and never another user’s', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const before = await rememberedSettings(alice);
    await rememberedSettings(bob);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(alice.accessToken),
      payload: { hideNsfw: !before.hideNsfw, keywords: ['cache test'] },
    });
    expect(res.statusCode).toBe(200);
    expect(await settings.get(alice.user.id)).toMatchObject({
      hideNsfw: !before.hideNsfw,
      keywords: ['cache test'],
    });
    expect(await settings.get(bob.user.id)).toMatchObject({
      hideNsfw: before.hideNsfw,
      keywords: [],
    });
  });

  it('show a keyword tracked or removed through the keyword API', async () => {
    const user = await registerUser(t.app);
    await rememberedSettings(user);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/keyword-alerts/keywords',
      headers: bearer(user.accessToken),
      payload: { keyword: 'tracked here', platforms: ['reddit'] },
    });
    expect(created.statusCode).toBe(201);
    expect((await settings.get(user.user.id)).keywords).toEqual(['tracked here']);
    await rememberedSettings(user);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/keyword-alerts/keywords/${dataOf<{ _id: string }>(created)._id}`,
      headers: bearer(user.accessToken),
    });
    expect(removed.statusCode).toBe(200);
    expect((await settings.get(user.user.id)).keywords).toEqual([]);
  });

  it('answer GET /api/settings right after a PATCH through the API', async () => {
    const user = await registerUser(t.app);
    const get = () => t.app.inject({ url: '/api/settings', headers: bearer(user.accessToken) });
    await get();
    await get();
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(user.accessToken),
      payload: { hideNsfw: false },
    });
    expect(patched.statusCode).toBe(200);
    expect(dataOf<Settings>(await get()).hideNsfw).toBe(false);
  });
});

describe('UserReadCache', () => {
  it('does not remember a read that was in flight when a watched write happened', async () => {
    let write = () => {};
    const cache = new UserReadCache<string>(
      {
        onTableWrite: (_tables, listener) => {
          write = listener;
        },
      },
      ['summaries'],
    );
    const value = await cache.get('u1', () => {
      write();
      return Promise.resolve('read before the write');
    });
    expect(value).toBe('read before the write');
    expect(cache.size).toBe(0);
    expect(await cache.get('u1', () => Promise.resolve('fresh'))).toBe('fresh');
    expect(cache.size).toBe(1);
    write();
    expect(cache.size).toBe(0);
  });

  it('remembers nothing without onTableWrite (PostgreSQL mode: other replicas write too)', async () => {
    const cache = new UserReadCache<string>({}, ['summaries']);
    expect(await cache.get('u1', () => Promise.resolve('a'))).toBe('a');
    expect(await cache.get('u1', () => Promise.resolve('b'))).toBe('b');
    expect(cache.size).toBe(0);
  });

  it('keeps at most `max` answers, forgetting the oldest', async () => {
    const cache = new UserReadCache<number>({ onTableWrite: () => undefined }, ['x'], 2);
    for (const key of ['a', 'b', 'c']) await cache.get(key, () => Promise.resolve(1));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve(2))).toBe(2);
  });
});

describe('mayWriteTo', () => {
  const watched = mayWriteTo(['summaries', 'users']);
  it.each([
    'insert into "summaries" ("id") values ($1)',
    'update "summaries" set "status" = $1 where "id" = $2',
    'delete from "summaries" where "user_id" = $1',
    'delete from "users" where "id" = $1',
    'with gone as (delete from summaries returning id) select count(*) from gone',
    'TRUNCATE summaries',
    'alter table "summaries" add column "x" text',
  ])('counts %s', (statement) => {
    expect(watched(statement)).toBe(true);
  });

  it.each([
    'select "id" from "summaries" where "user_id" = $1',
    'update "user_settings" set "settings" = $1 where "user_id" = $2',
    'insert into "summary_runs" ("id") values ($1)',
    'select summaries_notify_status()',
  ])('ignores %s', (statement) => {
    expect(watched(statement)).toBe(false);
  });
});
