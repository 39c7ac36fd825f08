import {
  KEYWORD_ERRORS,
  type KeywordAlertDetail,
  type KeywordAlertPage,
  type TrackedKeyword,
} from '@socialpulse/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordAlerts } from '@/db/schema';
import { encodeAlertCursor } from '@/features/keyword-alerts/alert-cursor';
import { seedItem } from '@/test/content';
import { body, dataOf } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, registerUser, type TestUser } from '@/test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (user: TestUser, url: string) =>
  t.app.inject({ method: 'GET', url, headers: bearer(user.accessToken) });

async function userWithAlerts(count: number): Promise<TestUser> {
  const user = await registerUser(t.app);
  for (let i = 0; i < count; i++)
    await seedItem(
      t.database.db,
      {
        title: `Launch report ${i}`,
        text: `Day ${i}: the Artemis crew reached orbit after a long wait, and everyone cheered.`,
        platform: 'reddit',
        sourceType: 'post',
        sourceName: 'r/space',
      },
      [user.user.id],
    );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/keyword-alerts/keywords',
    headers: bearer(user.accessToken),
    payload: { keyword: 'artemis', platforms: ['reddit'] },
  });
  expect(res.statusCode).toBe(201);
  expect(dataOf<TrackedKeyword>(res).keyword).toBe('artemis');
  return user;
}

async function allPages(user: TestUser, limit: number): Promise<KeywordAlertPage[]> {
  const pages: KeywordAlertPage[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await get(user, `/api/keyword-alerts/history?${query}`);
    expect(res.statusCode).toBe(200);
    const page = dataOf<KeywordAlertPage>(res);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

describe('GET /api/keyword-alerts/history', () => {
  it('pages through every alert newest first, none twice, none lost (even within one millisecond)', async () => {
    const user = await userWithAlerts(7);
    // Every alert in one millisecond, apart only by microseconds: a millisecond cursor would skip.
    const base = Date.parse('2026-11-20T10:00:00.000Z') * 1000;
    const rows = await t.database.db
      .select({ id: keywordAlerts.id })
      .from(keywordAlerts)
      .where(eq(keywordAlerts.userId, user.user.id));
    for (const [i, row] of rows.entries()) {
      const micros = base + i * 7;
      const at = `${new Date(Math.floor(micros / 1000)).toISOString().slice(0, 19)}.${String(micros % 1_000_000).padStart(6, '0')}Z`;
      await t.database.db.execute(
        sql`update keyword_alerts set detected_at = ${at}::timestamptz where id = ${row.id}`,
      );
    }
    const pages = await allPages(user, 3);
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
    expect(pages.at(-1)?.nextCursor).toBeNull();
    const ids = pages.flatMap((p) => p.items.map((a) => a.id));
    expect(new Set(ids).size).toBe(7);
    const times = pages.flatMap((p) => p.items.map((a) => a.detectedAt));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('a cursor it did not hand out is a 400 with a plain message', async () => {
    const user = await userWithAlerts(1);
    for (const cursor of ['nonsense', encodeAlertCursor({ detectedAt: 'x', id: 'y' })]) {
      const res = await get(user, `/api/keyword-alerts/history?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message: KEYWORD_ERRORS.invalidCursor });
    }
    expect((await get(user, '/api/keyword-alerts/history?limit=0')).statusCode).toBe(400);
  });

  it('shows nobody else’s alerts', async () => {
    const alice = await userWithAlerts(2);
    const bob = await registerUser(t.app);
    const page = dataOf<KeywordAlertPage>(await get(bob, '/api/keyword-alerts/history'));
    expect(page).toEqual({ items: [], nextCursor: null });
    const [first] = dataOf<KeywordAlertPage>(await get(alice, '/api/keyword-alerts/history')).items;
    const stolen = await get(bob, `/api/keyword-alerts/alerts/${first?.id ?? ''}`);
    expect(stolen.statusCode).toBe(404);
    expect(body(stolen).message).toBe(KEYWORD_ERRORS.alertNotFound);
  });
});

describe('GET /api/keyword-alerts/alerts/{id}', () => {
  it('answers the alert with the post it matched: title, whole text, author, address', async () => {
    const user = await userWithAlerts(1);
    const [alert] = dataOf<KeywordAlertPage>(await get(user, '/api/keyword-alerts/history')).items;
    const res = await get(user, `/api/keyword-alerts/alerts/${alert?.id ?? ''}`);
    expect(res.statusCode).toBe(200);
    const detail = dataOf<KeywordAlertDetail>(res);
    expect(detail.matchContext.matched).toBe('Artemis');
    expect(detail.post).toMatchObject({
      title: 'Launch report 0',
      text: 'Day 0: the Artemis crew reached orbit after a long wait, and everyone cheered.',
      author: 'someone',
    });
    expect((await get(user, '/api/keyword-alerts/alerts/not-a-uuid')).statusCode).toBe(404);
  });
});
