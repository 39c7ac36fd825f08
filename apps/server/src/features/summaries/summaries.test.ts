import {
  SUMMARY_MESSAGES,
  type RedditSummaryStats,
  type Summary,
  type TelegramSource,
} from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { summaries } from '@/db/schema';
import { summaryWindow } from '@/features/summaries/summary-window';
import type { JobQueue } from '@/jobs/job-queue';
import { STALE_SUMMARY_MS, recoverStaleSummaries } from '@/jobs/recover-summaries.job';
import { TELEGRAM_SANDBOX as TG } from '@/platforms/telegram/sandbox/accounts';
import { formatCount } from '@/summarizer/digest/numbers';
import { body, dataOf } from '@/test/http';
import type { PlatformTestApp } from '@/test/platform-app';
import {
  startSummaryWorkerApp,
  SUMMARY_POLL,
  type SummaryWorkerApp,
} from '@/test/summary-worker-app';
import { testDatabaseMode } from '@/test/test-database';
import { registerUser, type TestUser } from '@/test/users';

const POLL = SUMMARY_POLL;
let app: SummaryWorkerApp;
let database: Database;
let queue: JobQueue;
let t: PlatformTestApp;
let alice: TestUser;

beforeAll(async () => {
  app = await startSummaryWorkerApp();
  ({ t, database, queue } = app);
  alice = await registerUser(t.app);
  await t.connect(alice, 'reddit');
});
afterAll(() => app.close());

const create = (user: TestUser, payload: object) => t.call(user, 'POST', '/api/summaries', payload);

async function createOk(user: TestUser, payload: object): Promise<Summary> {
  const res = await create(user, payload);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return dataOf<Summary>(res);
}

async function summaryOf(user: TestUser, id: string): Promise<Summary> {
  return dataOf<Summary>(await t.call(user, 'GET', `/api/summaries/${id}`));
}

async function settled(user: TestUser, id: string, status: Summary['status']): Promise<Summary> {
  await expect.poll(async () => (await summaryOf(user, id)).status, POLL).toBe(status);
  return summaryOf(user, id);
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/summaries validation', () => {
  it('missing fields get field errors', async () => {
    const res = await create(alice, {});
    expect(res.statusCode).toBe(400);
    const fields = (body(res).errors ?? []).map((e) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['platform', 'sourceId']));
    expect(body(res).message).toMatch(/^Validation failed: Invalid /);
  });

  it('a blank or overlong source id, an unknown tone or platform are rejected', async () => {
    const blank = await create(alice, { platform: 'reddit', sourceId: '  ' });
    expect(body(blank).errors).toContainEqual({
      field: 'sourceId',
      message: SUMMARY_MESSAGES.sourceId,
    });
    const long = await create(alice, { platform: 'reddit', sourceId: 'x'.repeat(201) });
    expect(body(long).errors).toContainEqual({
      field: 'sourceId',
      message: SUMMARY_MESSAGES.sourceIdTooLong,
    });
    const tone = await create(alice, {
      platform: 'facebook',
      sourceId: 'a',
      options: { tone: 'angry', redditSort: 'best' },
    });
    expect(tone.statusCode).toBe(400);
    expect((body(tone).errors ?? []).map((e) => e.field)).toEqual(
      expect.arrayContaining(['platform', 'options.tone', 'options.redditSort']),
    );
  });

  it('a source id its platform would not write is a 400 and nothing is stored', async () => {
    const before = dataOf<Summary[]>(await t.call(alice, 'GET', '/api/summaries'));
    for (const [platform, sourceId] of [
      ['twitter', 'list:../../../../api/health'],
      ['twitter', 'list:1?x='],
      ['reddit', '../../api/health'],
      ['youtube', 'UC_x5XG1OV2P6uZZ5FSM9Ttw/../x'],
      ['telegram', 'me?x=1'],
    ]) {
      const res = await create(alice, { platform, sourceId });
      expect(res.statusCode, sourceId).toBe(400);
      expect(body(res)).toMatchObject({
        success: false,
        message: 'Validation failed: Invalid sourceId',
        errors: [{ field: 'sourceId', message: SUMMARY_MESSAGES.sourceIdFormat }],
      });
    }
    expect(dataOf<Summary[]>(await t.call(alice, 'GET', '/api/summaries'))).toEqual(before);
  });

  it('a custom period needs a valid range: ordered, at most 90 days, not in the future', async () => {
    const cases: [object | undefined, string][] = [
      [undefined, SUMMARY_MESSAGES.dateRangeRequired],
      [{ startDate: isoDay(-1), endDate: isoDay(-3) }, SUMMARY_MESSAGES.dateOrder],
      [{ startDate: isoDay(-120), endDate: isoDay(-1) }, SUMMARY_MESSAGES.dateRangeTooLong],
      [{ startDate: isoDay(-1), endDate: isoDay(5) }, SUMMARY_MESSAGES.dateInFuture],
      [{ startDate: '2025-02-30', endDate: isoDay(-1) }, SUMMARY_MESSAGES.dateFormat],
    ];
    for (const [dateRange, message] of cases) {
      const res = await create(alice, {
        platform: 'reddit',
        sourceId: 'typescript',
        options: { period: 'custom', ...(dateRange ? { dateRange } : {}) },
      });
      expect(res.statusCode, message).toBe(400);
      expect((body(res).errors ?? []).map((e) => e.message)).toContain(message);
    }
  });

  it('a platform that is not connected: 409', async () => {
    const res = await create(alice, { platform: 'telegram', sourceId: '123' });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('Telegram is not connected. Connect it first.');
    const bob = await registerUser(t.app);
    expect(body(await create(bob, { platform: 'reddit', sourceId: 'typescript' })).message).toBe(
      'Reddit is not connected. Connect it first.',
    );
  });
});

describe(`summary.generate through the real queue (pg-boss on ${testDatabaseMode()})`, () => {
  it('Reddit: pending → completed with content and source {id, title, items, stats}', async () => {
    const created = await createOk(alice, {
      platform: 'reddit',
      sourceId: 'typescript',
      options: { period: 'last_7_days', tone: 'professional', redditSort: 'top' },
    });
    expect(created).toMatchObject({
      status: 'pending',
      platform: 'reddit',
      content: null,
      error: null,
      source: null,
      options: { period: 'last_7_days', tone: 'professional', language: 'en', redditSort: 'top' },
    });
    expect(created._id).toBe(created.id);
    const done = await settled(alice, created.id, 'completed');
    expect(done.content?.length).toBeGreaterThan(50);
    expect(done.source?.id).toBe('typescript');
    expect(done.source?.title).toBeTruthy();
    expect(done.source?.items.length).toBeGreaterThan(0);
    expect(done.source?.items.length).toBeLessThanOrEqual(50);
    const stats = done.source?.stats as RedditSummaryStats;
    expect(stats.posts).toBeGreaterThan(0);
    expect(stats).toHaveProperty('awards');
    expect(done.window).not.toBeNull();
    // The content is a digest whose figures are the statistics shown beside it.
    expect(done.source?.title).toBe('r/typescript');
    expect(done.content).toContain(`r/typescript had ${formatCount(stats.posts)} posts`);
    expect(done.content).toContain(`${formatCount(stats.score)} upvotes`);
    expect(done.content).toMatch(/The most engaged item: \[.+\]\(https:\/\/www\.reddit\.com\//u);
  });

  it('Telegram: completed with media stats', async () => {
    const tg = await registerUser(t.app);
    await t.call(tg, 'POST', '/api/telegram/auth/phone', { phoneNumber: '+15550001111' });
    const verified = await t.call(tg, 'POST', '/api/telegram/auth/verify', { code: TG.code });
    expect(verified.statusCode).toBe(200);
    const sources = dataOf<TelegramSource[]>(await t.call(tg, 'GET', '/api/telegram/sources'));
    const busy = sources.find((s) => s.type === 'channel') ?? sources[0];
    if (!busy) throw new Error('no telegram dialogs');
    const created = await createOk(tg, {
      platform: 'telegram',
      sourceId: busy.id,
      options: { period: 'last_7_days', language: 'de', redditSort: 'hot' },
    });
    expect(created.options.redditSort).toBeUndefined();
    const done = await settled(tg, created.id, 'completed');
    expect(Object.keys(done.source?.stats ?? {}).sort()).toEqual(
      ['document', 'other', 'photo', 'text', 'video'].sort(),
    );
  });

  it('nothing in the window → no_data with the window kept', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    await t.app.sandboxes.reddit?.faults.arm({ fault: 'empty', times: 50, path: '/r/' });
    try {
      const created = await createOk(user, {
        platform: 'reddit',
        sourceId: 'programming',
        options: { period: 'yesterday' },
      });
      const done = await settled(user, created.id, 'no_data');
      expect(done.content).toBeNull();
      const expected = summaryWindow('yesterday', undefined, new Date(created.createdAt));
      expect(done.window).toEqual({
        start: expected.start.toISOString(),
        end: expected.end.toISOString(),
      });
    } finally {
      await t.app.sandboxes.reddit?.faults.clear();
    }
  });

  it('a run cut off mid-job (left processing) finishes when the queue delivers the job again', async () => {
    const window = summaryWindow('last_7_days', undefined, new Date());
    const [cut] = await database.db
      .insert(summaries)
      .values({
        userId: alice.user.id,
        platform: 'reddit',
        sourceId: 'selfhosted',
        options: { period: 'last_7_days', tone: 'creative', language: 'en', redditSort: 'new' },
        status: 'processing',
        attempts: 1,
        windowStart: window.start,
        windowEnd: window.end,
      })
      .returning();
    if (!cut) throw new Error('insert failed');
    // What pg-boss does once the killed run's job expires: it hands the job to a worker again.
    await queue.send('summary.generate', { summaryId: cut.id });
    const done = await settled(alice, cut.id, 'completed');
    expect(done.content).toBeTruthy();
    const [row] = await database.db.select().from(summaries).where(eq(summaries.id, cut.id));
    expect(row?.attempts).toBe(2);
  });

  it('the connection expired → failed, telling the user to connect again', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    // Revokes every Reddit token issued so far: later tests connect afresh.
    await t.app.sandboxes.reddit?.store.revokeRefreshTokens();
    await t.app.sandboxes.reddit?.store.expireAccessTokens();
    const created = await createOk(user, { platform: 'reddit', sourceId: 'science' });
    const done = await settled(user, created.id, 'failed');
    expect(done.error).toMatch(/expired/i);
    expect(done.error).toMatch(/connect/i);
  });

  // Last Reddit call of the file: the client then holds off for Reddit's window.
  it('the platform rate-limits → rate_limited with its message (the queue retries later)', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    await t.app.sandboxes.reddit?.faults.arm({ fault: 'rate_limited', times: 1, path: '/r/' });
    const created = await createOk(user, { platform: 'reddit', sourceId: 'space' });
    const done = await settled(user, created.id, 'rate_limited');
    expect(done.error).toMatch(/rate limit/i);
    const [row] = await database.db.select().from(summaries).where(eq(summaries.id, created.id));
    expect(row?.attempts).toBe(1);
  });
});

describe('recovery after a crash mid-job', () => {
  it('a summary left processing with no job left becomes failed with a clear message', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - STALE_SUMMARY_MS - 60_000);
    const [stuck, fresh] = await database.db
      .insert(summaries)
      .values([
        {
          userId: alice.user.id,
          platform: 'reddit',
          sourceId: 'typescript',
          options: { period: 'today', tone: 'engaging', language: 'en' },
          status: 'processing',
          attempts: 1,
          createdAt: old,
          updatedAt: old,
        },
        {
          userId: alice.user.id,
          platform: 'reddit',
          sourceId: 'typescript',
          options: { period: 'today', tone: 'engaging', language: 'en' },
          status: 'processing',
          attempts: 1,
        },
      ])
      .returning();
    if (!stuck || !fresh) throw new Error('insert failed');
    expect(await recoverStaleSummaries(database.db, now)).toEqual([stuck.id]);
    expect(await summaryOf(alice, stuck.id)).toMatchObject({
      status: 'failed',
      error: 'Generation was interrupted. Please try again.',
    });
    // A run still in progress (recent) is left to its job.
    expect((await summaryOf(alice, fresh.id)).status).toBe('processing');
    // Running recovery again changes nothing.
    expect(await recoverStaleSummaries(database.db, now)).toEqual([]);
  });

  it('a retried delivery of a finished summary leaves it as it is', async () => {
    const [done] = await database.db
      .insert(summaries)
      .values({
        userId: alice.user.id,
        platform: 'reddit',
        sourceId: 'typescript',
        options: { period: 'today', tone: 'engaging', language: 'en' },
        status: 'completed',
        content: 'kept',
      })
      .returning();
    if (!done) throw new Error('insert failed');
    const jobId = await queue.send('summary.generate', { summaryId: done.id });
    if (!jobId) throw new Error('no job id');
    await expect.poll(() => queue.getJobState('summary.generate', jobId), POLL).toBe('completed');
    expect(await summaryOf(alice, done.id)).toMatchObject({ status: 'completed', content: 'kept' });
  });
});

describe('each summary belongs to its user', () => {
  it('B cannot read or delete A’s summaries; DELETE all removes only the caller’s', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const [mine] = await database.db
      .insert(summaries)
      .values(
        [a, a, b].map((u) => ({
          userId: u.user.id,
          platform: 'reddit' as const,
          sourceId: 'typescript',
          options: { period: 'today' as const, tone: 'engaging' as const, language: 'en' as const },
          status: 'completed' as const,
        })),
      )
      .returning();
    if (!mine) throw new Error('insert failed');

    for (const res of [
      await t.call(b, 'GET', `/api/summaries/${mine.id}`),
      await t.call(b, 'DELETE', `/api/summaries/${mine.id}`),
      await t.call(b, 'GET', '/api/summaries/not-a-uuid'),
      await t.call(b, 'DELETE', '/api/summaries/not-a-uuid'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Summary not found');
    }
    expect((await summaryOf(a, mine.id)).status).toBe('completed');

    const listA = dataOf<Summary[]>(await t.call(a, 'GET', '/api/summaries'));
    expect(listA).toHaveLength(2);
    expect(listA.every((s) => s.userId === a.user.id)).toBe(true);

    expect((await t.call(b, 'DELETE', '/api/summaries')).statusCode).toBe(200);
    expect(dataOf<Summary[]>(await t.call(b, 'GET', '/api/summaries'))).toEqual([]);
    expect(dataOf<Summary[]>(await t.call(a, 'GET', '/api/summaries'))).toHaveLength(2);

    expect((await t.call(a, 'DELETE', `/api/summaries/${mine.id}`)).statusCode).toBe(200);
    expect(dataOf<Summary[]>(await t.call(a, 'GET', '/api/summaries'))).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/summaries' })).statusCode).toBe(401);
  });
});
