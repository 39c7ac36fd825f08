import { SUMMARY_MESSAGES, type Summary, type SummaryListPage } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { updateSummary } from '@/features/summaries/summaries.repository';
import { body, dataOf } from '@/test/http';
import type { PlatformTestApp } from '@/test/platform-app';
import {
  startSummaryWorkerApp,
  SUMMARY_POLL,
  type SummaryWorkerApp,
} from '@/test/summary-worker-app';
import { registerUser, type TestUser } from '@/test/users';

const POLL = SUMMARY_POLL;
let app: SummaryWorkerApp;
let database: Database;
let t: PlatformTestApp;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  app = await startSummaryWorkerApp();
  ({ t, database } = app);
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  await t.connect(alice, 'reddit');
  await t.connect(bob, 'reddit');
});
afterAll(() => app.close());

const regenerate = (user: TestUser, id: string, payload: object = {}) =>
  t.call(user, 'POST', `/api/summaries/${id}/regenerate`, payload);

async function summaryOf(user: TestUser, id: string): Promise<Summary> {
  return dataOf<Summary>(await t.call(user, 'GET', `/api/summaries/${id}`));
}

async function settled(user: TestUser, id: string): Promise<Summary> {
  await expect
    .poll(async () => (await summaryOf(user, id)).status, POLL)
    .not.toMatch(/^(pending|processing)$/);
  return summaryOf(user, id);
}

async function listIds(user: TestUser): Promise<string[]> {
  const page = (await t.call(user, 'GET', '/api/summaries')).json<SummaryListPage>();
  return page.data.map((s) => s.id);
}

async function completedSummary(user: TestUser): Promise<Summary> {
  const res = await t.call(user, 'POST', '/api/summaries', {
    platform: 'reddit',
    sourceId: 'r/programming',
    options: { period: 'last_7_days', tone: 'professional', language: 'en' },
  });
  expect(res.statusCode).toBe(201);
  const done = await settled(user, dataOf<Summary>(res).id);
  expect(done.status).toBe('completed');
  return done;
}

describe('POST /api/summaries/{id}/regenerate', () => {
  it('makes a new summary of the same source and window in another tone; the original stays', async () => {
    const original = await completedSummary(alice);
    const res = await regenerate(alice, original.id, { tone: 'creative', language: 'de' });
    expect(res.statusCode).toBe(201);
    const fresh = dataOf<Summary>(res);
    expect(fresh.id).not.toBe(original.id);
    expect(fresh.status).toBe('pending');
    expect(fresh).toMatchObject({
      platform: 'reddit',
      sourceId: original.sourceId,
      window: original.window,
      options: { ...original.options, tone: 'creative', language: 'de' },
    });
    // Generated anew from the source fetched again.
    const done = await settled(alice, fresh.id);
    expect(done.status).toBe('completed');
    expect(done.source?.items.length).toBeGreaterThan(0);
    expect(await listIds(alice)).toEqual(expect.arrayContaining([original.id, fresh.id]));
    expect((await summaryOf(alice, original.id)).options.tone).toBe('professional');
  });

  it('without a body keeps the tone and language; a failed summary is replaced by its new one', async () => {
    const original = await completedSummary(alice);
    await updateSummary(
      database.db,
      original.id,
      { status: 'failed', error: 'boom', content: null },
      new Date(),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/summaries/${original.id}/regenerate`,
      headers: { authorization: `Bearer ${alice.accessToken}` },
    });
    expect(res.statusCode).toBe(201);
    const fresh = dataOf<Summary>(res);
    expect(fresh.options).toEqual(original.options);
    expect(fresh.window).toEqual(original.window);
    expect((await t.call(alice, 'GET', `/api/summaries/${original.id}`)).statusCode).toBe(404);
    const ids = await listIds(alice);
    expect(ids).toContain(fresh.id);
    expect(ids).not.toContain(original.id);
    expect((await settled(alice, fresh.id)).status).toBe('completed');
  });

  it("another user's summary, an unknown id and a malformed id are all 404, and nothing is made", async () => {
    const theirs = await completedSummary(bob);
    const before = await listIds(alice);
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await regenerate(alice, id);
      expect(res.statusCode, id).toBe(404);
      expect(body(res).message).toBe(SUMMARY_MESSAGES.notFound);
    }
    expect(await listIds(alice)).toEqual(before);
    expect(await listIds(bob)).toEqual([theirs.id]);
  });

  it('a bad tone or language is a 400 with its field, and nothing is made', async () => {
    const original = await completedSummary(alice);
    const before = await listIds(alice);
    const res = await regenerate(alice, original.id, { tone: 'angry', language: 'xx' });
    expect(res.statusCode).toBe(400);
    expect((body(res).errors ?? []).map((e) => e.field)).toEqual(['tone', 'language']);
    expect(await listIds(alice)).toEqual(before);
  });

  it('a summary still being made answers 409 and nothing is made', async () => {
    const original = await completedSummary(alice);
    await updateSummary(database.db, original.id, { status: 'processing' }, new Date());
    const before = await listIds(alice);
    const res = await regenerate(alice, original.id);
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(SUMMARY_MESSAGES.stillRunning);
    expect(await listIds(alice)).toEqual(before);
    await updateSummary(database.db, original.id, { status: 'completed' }, new Date());
  });
});
