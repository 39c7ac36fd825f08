import {
  SUMMARIES_PAGE_DEFAULT,
  SUMMARY_LIST_CONTENT_MAX,
  type Summary,
  type SummaryListPage,
  type SummarySource,
} from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateSummary } from '@/features/summaries/summaries.repository';
import { body, dataOf } from '@/test/http';
import { seedCompletedSummaries } from '@/test/summary-seed';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, registerUser, type TestUser } from '@/test/users';

const COUNT = 64;
let t: TestApp;
let alice: TestUser;
let bob: TestUser;
let ids: string[];

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  ids = await seedCompletedSummaries(t.database.db, alice.user.id, COUNT);
  await seedCompletedSummaries(t.database.db, bob.user.id, 3);
});
afterAll(async () => {
  await t.close();
});

const list = (user: TestUser, query = '') =>
  t.app.inject({ url: `/api/summaries${query}`, headers: bearer(user.accessToken) });

describe('GET /api/summaries: light items, by cursor', () => {
  it('with 64 large summaries, a page stays under 100 kB and carries no source items or stats', async () => {
    const full = dataOf<Summary>(
      await t.app.inject({ url: `/api/summaries/${ids[0]}`, headers: bearer(alice.accessToken) }),
    );
    // The detail keeps everything: this is what every list item used to carry.
    expect(full.source?.items).toHaveLength(60);
    expect(full.source?.stats).toBeDefined();

    const res = await list(alice);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThanOrEqual(100_000);
    const page = res.json<SummaryListPage>();
    expect(page.data).toHaveLength(SUMMARIES_PAGE_DEFAULT);
    for (const item of page.data) {
      expect(item.source).toEqual({ id: item.sourceId, title: expect.any(String) as string });
      expect((item.content ?? '').length).toBeLessThanOrEqual(SUMMARY_LIST_CONTENT_MAX);
    }
    // Even the largest page allowed stays under the same bound.
    const largest = await list(alice, '?limit=100');
    expect(largest.json<SummaryListPage>().data).toHaveLength(COUNT);
    expect(largest.rawPayload.length).toBeLessThanOrEqual(100_000);
  });

  it('following nextCursor lists every summary once, newest first, then ends with null', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=25${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page: SummaryListPage = (await list(alice, query)).json<SummaryListPage>();
      seen.push(...page.data.map((s) => s.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());
  });

  it('a page that ends exactly at the last summary has no next cursor', async () => {
    const page = (await list(alice, `?limit=${COUNT}`)).json<SummaryListPage>();
    expect(page.data).toHaveLength(COUNT);
    expect(page.nextCursor).toBeNull();
  });

  it("a cursor never reaches another user's summaries", async () => {
    const alicePage = (await list(alice, '?limit=1')).json<SummaryListPage>();
    const bobPage = (
      await list(bob, `?cursor=${encodeURIComponent(alicePage.nextCursor!)}`)
    ).json<SummaryListPage>();
    expect(bobPage.data.every((s) => s.userId === bob.user.id)).toBe(true);
    expect(bobPage.data.some((s) => ids.includes(s.id))).toBe(false);
  });

  it('a list item shows the content and source a generation run wrote last (the kept columns)', async () => {
    const carol = await registerUser(t.app);
    const [id] = await seedCompletedSummaries(t.database.db, carol.user.id, 1);
    const content = `# Rewritten\n${'x'.repeat(SUMMARY_LIST_CONTENT_MAX * 2)}`;
    const source: SummarySource = {
      id: 'r/rewritten',
      title: 'Rewritten title',
      items: [],
      stats: { posts: 0, comments: 0, score: 0, awards: 0 },
    };
    await updateSummary(t.database.db, id!, { content, source }, new Date());
    const [item] = (await list(carol)).json<SummaryListPage>().data;
    expect(item).toMatchObject({
      id,
      content: content.slice(0, SUMMARY_LIST_CONTENT_MAX),
      source: { id: 'r/rewritten', title: 'Rewritten title' },
    });
    await updateSummary(t.database.db, id!, { content: null, source: null }, new Date());
    const [cleared] = (await list(carol)).json<SummaryListPage>().data;
    expect(cleared).toMatchObject({ id, content: null, source: null });
  });

  it('a list item gives the same instants as the summary itself, to the millisecond, nulls included', async () => {
    // Both map them from the row (summary-list-item.ts, toSummary): a slip in one shows here.
    const dave = await registerUser(t.app);
    const odd = new Date('2026-03-04T05:06:07.089Z');
    const [withWindow] = await seedCompletedSummaries(t.database.db, dave.user.id, 1, odd);
    await updateSummary(t.database.db, withWindow!, {}, new Date('2026-03-04T23:59:59.999Z'));
    const [withoutWindow] = await seedCompletedSummaries(
      t.database.db,
      dave.user.id,
      1,
      new Date('1999-12-31T23:59:59.001Z'),
    );
    await updateSummary(t.database.db, withoutWindow!, { windowStart: null, windowEnd: null }, odd);
    const items = (await list(dave)).json<SummaryListPage>().data;
    expect(items.map((item) => item.id)).toEqual([withWindow, withoutWindow]);
    for (const item of items) {
      const detail = dataOf<Summary>(
        await t.app.inject({ url: `/api/summaries/${item.id}`, headers: bearer(dave.accessToken) }),
      );
      expect(item).toMatchObject({
        createdAt: detail.createdAt,
        updatedAt: detail.updatedAt,
        window: detail.window,
      });
    }
    expect(items[0]).toMatchObject({
      createdAt: '2026-03-04T05:06:07.089Z',
      updatedAt: '2026-03-04T23:59:59.999Z',
      window: { start: '2026-03-03T05:06:07.089Z', end: '2026-03-04T05:06:07.089Z' },
    });
    expect(items[1]).toMatchObject({
      createdAt: '1999-12-31T23:59:59.001Z',
      updatedAt: '2026-03-04T05:06:07.089Z',
      window: null,
    });
  });

  it.each(['?cursor=garbage', '?cursor=', '?limit=0', '?limit=101', '?limit=abc'])(
    '%s → 400 in the envelope',
    async (query) => {
      const res = await list(alice, query);
      expect(res.statusCode).toBe(400);
      expect(body(res).error).toBe('VALIDATION_ERROR');
    },
  );
});
