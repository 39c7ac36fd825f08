import { KEYWORD_ERRORS, type KeywordAlert, type TrackedKeyword } from '@socialpulse/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { seedItem, type SeedItem } from '@/test/content';
import { createTestApp, type TestApp } from '@/test/test-app';
import { body, dataOf } from '@/test/http';
import { bearer, registerUser, type TestUser } from '@/test/users';

let t: TestApp;
let scanner: AlertScanner;
beforeAll(async () => {
  // No queue: keyword changes backfill inline, so alerts are there when the request answers.
  t = await createTestApp();
  // Each scan a second later than the last, so "newest first" never depends on a millisecond tie.
  let tick = 0;
  scanner = new AlertScanner(t.database.db, { now: () => new Date(Date.now() + ++tick * 1000) });
});
afterAll(async () => {
  await t.close();
});

const KEYWORDS = '/api/keyword-alerts/keywords';
const ALERTS = '/api/keyword-alerts/alerts';

const call = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: bearer(user.accessToken),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const alerts = async (user: TestUser, query = '') => {
  const res = await call(user, 'GET', `${ALERTS}${query}`);
  expect(res.statusCode).toBe(200);
  return dataOf<KeywordAlert[]>(res);
};
const track = async (user: TestUser, input: Record<string, unknown>) => {
  const res = await call(user, 'POST', KEYWORDS, {
    platforms: ['reddit', 'telegram', 'youtube'],
    ...input,
  });
  expect(res.statusCode).toBe(201);
  return dataOf<TrackedKeyword>(res);
};
const seed = (user: TestUser | TestUser[], item: SeedItem) =>
  seedItem(
    t.database.db,
    item,
    (Array.isArray(user) ? user : [user]).map((u) => u.user.id),
  );

describe('alerts arrive', () => {
  it('from recent content as soon as a keyword is tracked, and from new content when scanned', async () => {
    const user = await registerUser(t.app);
    await seed(user, {
      text: 'We rewrote the parser in Rust and it is fast.',
      platform: 'telegram',
      sourceType: 'message',
      sourceName: 'Rustaceans',
      engagement: { views: 900, likes: 4, comments: 1 },
    });
    await track(user, { keyword: 'rust' });

    const [first, ...none] = await alerts(user);
    expect(none).toEqual([]);
    expect(first).toEqual({
      id: expect.any(String) as unknown,
      platform: 'telegram',
      keyword: 'rust',
      detectedAt: expect.any(String) as unknown,
      isRead: false,
      matchContext: {
        before: 'We rewrote the parser in ',
        matched: 'Rust',
        after: ' and it is fast.',
      },
      contentSnippet: 'We rewrote the parser in Rust and it is fast.',
      source: {
        type: 'message',
        name: 'Rustaceans',
        url: expect.stringContaining('https://') as unknown,
      },
      engagement: { views: 900, likes: 4, comments: 1 },
    });

    // New content after the keyword exists arrives through the scan (what ingestion triggers).
    const item = await seed(user, { text: 'rust in the kernel', platform: 'reddit' });
    await scanner.scanItems([item.id]);
    const list = await alerts(user);
    expect(list).toHaveLength(2);
    expect(list[0]?.platform).toBe('reddit');
  });

  it('respect exclude patterns and platform scope end to end', async () => {
    const user = await registerUser(t.app);
    await seed(user, { text: 'Python 4 is not happening', platform: 'reddit' });
    await seed(user, { text: 'monty python and the holy grail', platform: 'reddit' });
    await seed(user, { text: 'python tutorial', platform: 'youtube', sourceType: 'video' });
    await track(user, {
      keyword: 'python',
      platforms: ['reddit'],
      settings: { excludePatterns: ['monty python'] },
    });
    expect((await alerts(user)).map((a) => a.matchContext.matched)).toEqual(['Python']);

    // Widening the scope rescans: the youtube item now alerts, the excluded one still does not.
    const [kw] = dataOf<TrackedKeyword[]>(await call(user, 'GET', KEYWORDS));
    await call(user, 'PATCH', `${KEYWORDS}/${kw?._id}`, { platforms: ['reddit', 'youtube'] });
    expect((await alerts(user)).map((a) => a.platform).sort()).toEqual(['reddit', 'youtube']);
  });

  it('case sensitivity and whole-word settings are honoured', async () => {
    const user = await registerUser(t.app);
    await seed(user, { text: 'the go team met' });
    await seed(user, { text: 'Go 1.30 released' });
    await seed(user, { text: 'gopher conference' });
    await track(user, { keyword: 'Go', settings: { caseSensitive: true } });
    expect((await alerts(user)).map((a) => a.matchContext.matched)).toEqual(['Go']);
  });

  it('inactive keywords do not fire; switching one on brings its alerts', async () => {
    const user = await registerUser(t.app);
    await seed(user, { text: 'htmx is back' });
    const kw = await track(user, { keyword: 'htmx', isActive: false });
    const later = await seed(user, { text: 'more htmx' });
    await scanner.scanItems([later.id]);
    expect(await alerts(user)).toEqual([]);

    await call(user, 'PATCH', `${KEYWORDS}/${kw._id}/toggle`, { isActive: true });
    expect(await alerts(user)).toHaveLength(2);

    // Off again: new content no longer alerts.
    await call(user, 'PATCH', `${KEYWORDS}/${kw._id}/toggle`, { isActive: false });
    const last = await seed(user, { text: 'htmx 3' });
    await scanner.scanItems([last.id]);
    expect(await alerts(user)).toHaveLength(2);
  });

  it("a user's keyword never fires on content only another user sees", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await seed(bob, { text: 'acquisition rumours' });
    await track(alice, { keyword: 'acquisition' });
    const bobsNew = await seed(bob, { text: 'the acquisition closed' });
    await scanner.scanItems([bobsNew.id]);
    expect(await alerts(alice)).toEqual([]);
    await track(bob, { keyword: 'acquisition' });
    expect(await alerts(bob)).toHaveLength(2);
  });

  it('deleting a keyword deletes its alerts', async () => {
    const user = await registerUser(t.app);
    await seed(user, { text: 'wasm components' });
    const kw = await track(user, { keyword: 'wasm' });
    expect(await alerts(user)).toHaveLength(1);
    await call(user, 'DELETE', `${KEYWORDS}/${kw._id}`);
    expect(await alerts(user)).toEqual([]);
  });
});

describe('GET /api/keyword-alerts/alerts', () => {
  it('lists newest first, filters unread, and limits', async () => {
    const user = await registerUser(t.app);
    await track(user, { keyword: 'tauri' });
    for (const n of [1, 2, 3]) {
      const item = await seed(user, { text: `tauri ${n}` });
      await scanner.scanItems([item.id]);
    }
    const all = await alerts(user);
    expect(all.map((a) => a.contentSnippet)).toEqual(['tauri 3', 'tauri 2', 'tauri 1']);
    expect((await alerts(user, '?limit=2')).map((a) => a.contentSnippet)).toEqual([
      'tauri 3',
      'tauri 2',
    ]);

    await call(user, 'PATCH', `${ALERTS}/${all[1]?.id}/read`);
    expect((await alerts(user, '?unread=true')).map((a) => a.contentSnippet)).toEqual([
      'tauri 3',
      'tauri 1',
    ]);
    expect(await alerts(user, '?unread=false')).toHaveLength(3);
  });

  it.each([
    ['?unread=yes', 'unread'],
    ['?limit=0', 'limit'],
    ['?limit=201', 'limit'],
    ['?limit=ten', 'limit'],
  ])('%s → 400 naming %s', async (query, field) => {
    const user = await registerUser(t.app);
    const res = await call(user, 'GET', `${ALERTS}${query}`);
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(`Validation failed: Invalid ${field}`);
  });

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: ALERTS })).statusCode).toBe(401);
  });
});

describe('PATCH /api/keyword-alerts/alerts/{id}/read', () => {
  it('marks read without a body and unread with isRead false', async () => {
    const user = await registerUser(t.app);
    await seed(user, { text: 'nix flakes' });
    await track(user, { keyword: 'nix' });
    const [alert] = await alerts(user);
    const read = await call(user, 'PATCH', `${ALERTS}/${alert?.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(dataOf<KeywordAlert>(read)).toEqual({ ...alert, isRead: true });
    const unread = await call(user, 'PATCH', `${ALERTS}/${alert?.id}/read`, { isRead: false });
    expect(dataOf<KeywordAlert>(unread).isRead).toBe(false);
    expect((await alerts(user))[0]?.isRead).toBe(false);
  });

  it('refuses a body that is not a boolean isRead', async () => {
    const user = await registerUser(t.app);
    const res = await call(user, 'PATCH', `${ALERTS}/${randomUUID()}/read`, { isRead: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Validation failed: Invalid isRead');
  });

  it.each(['nope', '42', randomUUID()])(
    'an unknown or malformed id (%s) → 404 Alert not found',
    async (id) => {
      const user = await registerUser(t.app);
      const res = await call(user, 'PATCH', `${ALERTS}/${id}/read`);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toMatchObject({
        success: false,
        error: 'NOT_FOUND',
        message: KEYWORD_ERRORS.alertNotFound,
      });
    },
  );
});

describe('alerts belong to the caller', () => {
  it('user B cannot list or mark user A’s alerts', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await seed([alice, bob], { text: 'graphql federation' });
    await track(alice, { keyword: 'graphql' });
    const aliceBefore = await alerts(alice);
    expect(aliceBefore).toHaveLength(1);

    expect(await alerts(bob)).toEqual([]);
    // No query parameter names another user.
    expect(await alerts(bob, `?userId=${alice.user.id}`)).toEqual([]);
    for (const payload of [undefined, { isRead: false }, { isRead: true }]) {
      const res = await call(bob, 'PATCH', `${ALERTS}/${aliceBefore[0]?.id}/read`, payload);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe(KEYWORD_ERRORS.alertNotFound);
    }
    expect(await alerts(alice)).toEqual(aliceBefore);
  });
});

describe('OpenAPI', () => {
  it('documents every keyword-alerts route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/keyword-alerts/keywords',
        '/api/keyword-alerts/keywords/{id}',
        '/api/keyword-alerts/keywords/{id}/toggle',
        '/api/keyword-alerts/alerts',
        '/api/keyword-alerts/alerts/{id}/read',
      ]),
    );
  });
});
