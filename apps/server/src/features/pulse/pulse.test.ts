import {
  pulseResponseSchema,
  type Pulse,
  type SavedHighlight,
  type SavedState,
} from '@socialpulse/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connections,
  contentItems,
  ingestCursors,
  ingestRuns,
  pulses,
  userContent,
} from '@/db/schema';
import { ingestUser, type IngestDeps } from '@/features/ingest/ingest-user';
import { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { pulseDay } from '@/features/pulse/pulse-day';
import { accessFor, pulseTestClock, readyPulse, silentLog } from '@/features/pulse/pulse-test-kit';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { testDatabaseMode } from '@/test/test-database';
import { bearer, registerUser, type TestUser } from '@/test/users';

const now = pulseTestClock();
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

async function linkedItems(user: TestUser) {
  return t.database.db
    .select({ item: contentItems })
    .from(userContent)
    .innerJoin(contentItems, eq(contentItems.id, userContent.contentItemId))
    .where(eq(userContent.userId, user.user.id));
}

describe(`sources.ingest on sandbox content (${testDatabaseMode()})`, () => {
  it('stores, links and dedupes items, keeps a cursor per source, refreshes engagement', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    const first = await ingestUser(deps, user.user.id);
    expect(first.platforms.reddit).toBe('ingested');
    expect(first.itemIds.length).toBeGreaterThan(0);
    expect(first.newLinks).toBe(first.itemIds.length);
    const cursors = await t.database.db
      .select()
      .from(ingestCursors)
      .where(eq(ingestCursors.userId, user.user.id));
    expect(cursors.length).toBe(3);
    expect(cursors.every((c) => c.watermark !== null)).toBe(true);

    const [sample] = first.itemIds;
    await t.database.db
      .update(contentItems)
      .set({ engagement: {} })
      .where(eq(contentItems.id, sample!));
    const second = await ingestUser(deps, user.user.id);
    expect(second.platforms.reddit).toBe('ingested');
    // Same items again: no new links, no duplicate rows, engagement written back.
    expect(second.newLinks).toBe(0);
    const rows = await linkedItems(user);
    const keys = rows.map((r) => `${r.item.platform}:${r.item.externalId}`);
    expect(new Set(keys).size).toBe(keys.length);
    const [refreshed] = await t.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, sample!));
    expect(Object.keys(refreshed!.engagement).length).toBeGreaterThan(0);
  });

  it('skips an expired connection and a platform whose preference is 0', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    await t.connect(user, 'youtube');
    await t.database.db
      .update(connections)
      .set({ status: 'expired' })
      .where(and(eq(connections.userId, user.user.id), eq(connections.platform, 'youtube')));
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/settings',
      headers: bearer(user.accessToken),
      payload: { platformPreferences: { reddit: 0 } },
    });
    expect(patch.statusCode).toBe(200);
    const report = await ingestUser(deps, user.user.id);
    expect(report.platforms).toEqual({ reddit: 'skipped_preference', youtube: 'expired' });
    expect(await linkedItems(user)).toEqual([]);
  });

  it('raises alerts for a tracked keyword found in the ingested content', async () => {
    const scout = await registerUser(t.app);
    await t.connect(scout, 'reddit');
    await ingestUser(deps, scout.user.id);
    // From a post the Pulse shows: alerts on adult posts are hidden by default, and which post
    // comes first depends on the hour.
    const words = (await linkedItems(scout))
      .filter((r) => !r.item.nsfw)
      .flatMap((r) => (r.item.title ?? '').split(/[^A-Za-z]+/u))
      .filter((w) => w.length >= 6);
    const keyword = words[0];
    if (!keyword) throw new Error('no word in sandbox titles');

    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    const created = await t.call(user, 'POST', '/api/keyword-alerts/keywords', {
      keyword,
      platforms: ['reddit'],
    });
    expect(created.statusCode).toBe(201);
    const report = await ingestUser(deps, user.user.id);
    expect(report.alerts.length).toBeGreaterThan(0);
    expect(report.alerts.every((a) => a.userId === user.user.id)).toBe(true);
    const pulse = dataOf<Pulse>(await t.call(user, 'GET', '/api/pulse'));
    expect(pulse.alerts.length).toBeGreaterThan(0);
    expect(pulse.alerts[0]?.keyword.toLowerCase()).toBe(keyword.toLowerCase());
  });
});

describe('GET /api/pulse', () => {
  let alice: TestUser;
  let bob: TestUser;
  let alicePulse: Pulse;

  beforeAll(async () => {
    alice = await registerUser(t.app);
    await t.connect(alice, 'reddit');
    bob = await registerUser(t.app);
    await t.connect(bob, 'youtube');
    // The first visit asks for the build and answers at once; the build runs apart.
    const res = await t.call(alice, 'GET', '/api/pulse');
    expect(res.statusCode).toBe(200);
    expect(pulseResponseSchema.safeParse(res.json()).success).toBe(true);
    expect(dataOf<Pulse>(res).status).toBe('preparing');
    alicePulse = await readyPulse(t, alice);
  });

  it('builds in the background, ingesting first, and then serves the stored build', async () => {
    expect(alicePulse).toMatchObject({
      period: 'today',
      tone: 'engaging',
      status: 'ready',
      day: pulseDay(now()),
      builtAt: alicePulse.generatedAt,
    });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(pulses)
      .where(and(eq(pulses.userId, alice.user.id), eq(pulses.day, pulseDay(now()))));
    expect(stored?.n).toBe(1);
    expect((await linkedItems(alice)).length).toBeGreaterThan(0);
    const again = dataOf<Pulse>(await t.call(alice, 'GET', '/api/pulse'));
    expect(again.status).toBe('ready');
    expect(again.generatedAt).toBe(alicePulse.generatedAt);
  });

  it("a visit while today's build is out of date shows the day's earlier build, preparing", async () => {
    const [row] = await t.database.db
      .select()
      .from(pulses)
      .where(and(eq(pulses.userId, alice.user.id), eq(pulses.day, pulseDay(now()))));
    // Yesterday's build, and none yet today: it is shown, named by its day, while today's is made.
    const yesterday = pulseDay(new Date(now().getTime() - 86_400_000));
    await t.database.db
      .update(pulses)
      .set({ day: yesterday })
      .where(and(eq(pulses.userId, alice.user.id), eq(pulses.day, row!.day)));
    const stale = dataOf<Pulse>(await t.call(alice, 'GET', '/api/pulse'));
    expect(stale).toMatchObject({
      status: 'preparing',
      day: yesterday,
      builtAt: row!.generatedAt.toISOString(),
    });
    expect(stale.highlights.map((h) => h.id)).toEqual(alicePulse.highlights.map((h) => h.id));
    const rebuilt = await readyPulse(t, alice);
    expect(rebuilt.day).toBe(pulseDay(now()));
    alicePulse = rebuilt;
  });

  it('trending: ordered by the interactions it shows, titled by a phrase, a digest story with its sources', () => {
    const { trending } = alicePulse;
    expect(trending.length).toBeGreaterThan(0);
    const shown = trending.map((x) => x.engagement);
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    for (const topic of trending) {
      expect(topic.title.split(/\s+/u).length).toBeLessThanOrEqual(10);
      expect(topic.sources.length).toBeGreaterThan(0);
      expect(topic.sources.reduce((n, s) => n + s.items, 0)).toBe(topic.itemCount);
      expect(topic.summary.length).toBeGreaterThan(0);
      // The dialog shows the title; the summary does not open by repeating it.
      expect(topic.summary).not.toMatch(/^##/u);
      expect(topic.url).toMatch(/^https?:\/\//u);
      expect(topic.itemCount).toBeGreaterThanOrEqual(1);
    }
  });

  it('highlights: non-empty, ordered by interactions, at most two per source', () => {
    const { highlights } = alicePulse;
    expect(highlights.length).toBeGreaterThan(0);
    const scores = highlights.map(
      (h) => Math.max(h.engagement.score, h.engagement.reactions) + h.engagement.comments,
    );
    // Reddit counts a score; Reactions never repeats it. Details carry the item's own text.
    expect(highlights.every((h) => h.engagement.reactions === 0)).toBe(true);
    expect(highlights.every((h) => h.url.startsWith('https://'))).toBe(true);
    // Never less than the card's summary; link and video posts may have no text of their own.
    expect(highlights.every((h) => h.text.length >= h.summary.length)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const perSource = new Map<string, number>();
    for (const h of highlights)
      perSource.set(h.source.name, (perSource.get(h.source.name) ?? 0) + 1);
    expect(Math.max(...perSource.values())).toBeLessThanOrEqual(2);
    expect(highlights.every((h) => h.summary !== h.title && h.feedback === null)).toBe(true);
    // Early in the UTC day the sandbox's posts of "today" may all be links without text; a post
    // with text always gets a summary.
    expect(highlights.filter((h) => h.text.length > 0).every((h) => h.summary.length > 0)).toBe(
      true,
    );
    // Alice reads Reddit, which counts no views: none are claimed.
    expect(highlights.every((h) => h.engagement.views === null)).toBe(true);
  });

  it('suggested: sources the user does not read yet', async () => {
    const { suggested } = alicePulse;
    expect(suggested.length).toBeGreaterThan(0);
    const read = await t.database.db
      .select({ id: ingestCursors.sourceId })
      .from(ingestCursors)
      .where(eq(ingestCursors.userId, alice.user.id));
    const readIds = new Set(read.map((r) => r.id));
    expect(suggested.every((s) => !readIds.has(s.id))).toBe(true);
    expect(suggested.every((s) => s.description.length > 0 && s.platform === 'reddit')).toBe(true);
    for (const s of suggested) {
      expect(['keyword', 'similar', 'active']).toContain(s.reason.kind);
      expect(s.keywords.length).toBeLessThanOrEqual(5);
    }
  });

  it('saved highlights: listed with their notes, newest first; scoped to the user', async () => {
    const [first, second] = alicePulse.highlights;
    if (!first || !second) throw new Error('need two highlights');
    expect(dataOf<unknown[]>(await t.call(alice, 'GET', '/api/pulse/saved'))).toEqual([]);
    await t.call(alice, 'POST', `/api/pulse/highlights/${first.id}/save`, { note: 'for Monday' });
    await t.call(alice, 'POST', `/api/pulse/highlights/${second.id}/save`, {});
    const saved = dataOf<SavedHighlight[]>(await t.call(alice, 'GET', '/api/pulse/saved'));
    expect(saved.map((s) => s.id).sort()).toEqual([first.id, second.id].sort());
    expect(saved.find((s) => s.id === first.id)).toMatchObject({
      note: 'for Monday',
      title: first.title,
      url: first.url,
    });
    expect(saved.find((s) => s.id === second.id)?.note).toBeNull();
    // Bob sees none of Alice's saved highlights, and cannot add hers to his.
    expect(dataOf<unknown[]>(await t.call(bob, 'GET', '/api/pulse/saved'))).toEqual([]);
    expect(
      (await t.call(bob, 'POST', `/api/pulse/highlights/${first.id}/save`, {})).statusCode,
    ).toBe(404);
    expect(dataOf<unknown[]>(await t.call(bob, 'GET', '/api/pulse/saved'))).toEqual([]);
    // A bad note changes nothing.
    const bad = await t.call(alice, 'POST', `/api/pulse/highlights/${first.id}/save`, {
      note: 'x'.repeat(501),
    });
    expect(bad.statusCode).toBe(400);
    const after = dataOf<SavedHighlight[]>(await t.call(alice, 'GET', '/api/pulse/saved'));
    expect(after.find((s) => s.id === first.id)?.note).toBe('for Monday');
    for (const h of [first, second])
      await t.call(alice, 'DELETE', `/api/pulse/highlights/${h.id}/save`);
    expect(dataOf<unknown[]>(await t.call(alice, 'GET', '/api/pulse/saved'))).toEqual([]);
  });

  it("holds only the user's own sources' items", async () => {
    const bobPulse = await readyPulse(t, bob);
    expect(bobPulse.highlights.length).toBeGreaterThan(0);
    expect(bobPulse.highlights.every((h) => h.platform === 'youtube')).toBe(true);
    expect(bobPulse.trending.every((x) => x.platforms.every((p) => p === 'youtube'))).toBe(true);
    expect(alicePulse.highlights.every((h) => h.platform === 'reddit')).toBe(true);
    const bobIds = new Set(bobPulse.highlights.map((h) => h.id));
    expect(alicePulse.highlights.some((h) => bobIds.has(h.id))).toBe(false);
  });

  it('save, unsave and feedback; fresh on every GET; another user gets 404', async () => {
    const id = alicePulse.highlights[0]!.id;
    const saved = await t.call(alice, 'POST', `/api/pulse/highlights/${id}/save`, {
      note: '  read later  ',
    });
    expect(saved.statusCode).toBe(200);
    expect(dataOf<SavedState>(saved)).toMatchObject({ isSaved: true, note: 'read later' });
    expect(
      dataOf<SavedState>(await t.call(alice, 'GET', `/api/pulse/highlights/${id}/saved`)),
    ).toMatchObject({ isSaved: true, note: 'read later' });
    let pulse = dataOf<Pulse>(await t.call(alice, 'GET', '/api/pulse'));
    expect(pulse.highlights.find((h) => h.id === id)?.savedState.isSaved).toBe(true);

    const feedback = await t.call(alice, 'POST', `/api/pulse/highlights/${id}/feedback`, {
      isHelpful: true,
    });
    expect(feedback.statusCode).toBe(200);
    expect(dataOf(feedback)).toMatchObject({ isHelpful: true });
    expect(
      dataOf(await t.call(alice, 'GET', `/api/pulse/highlights/${id}/feedback`)),
    ).toMatchObject({ isHelpful: true });
    pulse = dataOf<Pulse>(await t.call(alice, 'GET', '/api/pulse'));
    expect(pulse.highlights.find((h) => h.id === id)?.feedback?.isHelpful).toBe(true);

    const removed = await t.call(alice, 'DELETE', `/api/pulse/highlights/${id}/save`);
    expect(dataOf<SavedState>(removed)).toEqual({ isSaved: false, note: null, savedAt: null });
    pulse = dataOf<Pulse>(await t.call(alice, 'GET', '/api/pulse'));
    expect(pulse.highlights.find((h) => h.id === id)?.savedState.isSaved).toBe(false);

    // Bob cannot see, save or rate Alice's highlight, nor tell it from one that does not exist.
    for (const [method, path, payload] of [
      ['GET', 'saved', undefined],
      ['POST', 'save', {}],
      ['DELETE', 'save', undefined],
      ['GET', 'feedback', undefined],
      ['POST', 'feedback', { isHelpful: false }],
    ] as const) {
      const res = await t.call(bob, method, `/api/pulse/highlights/${id}/${path}`, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(body(res).message).toBe('Highlight not found');
    }
    for (const unknown of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const res = await t.call(alice, 'GET', `/api/pulse/highlights/${unknown}/saved`);
      expect(res.statusCode).toBe(404);
    }
  });

  it('bad bodies are validation errors', async () => {
    const id = alicePulse.highlights[0]!.id;
    const cases: [string, object][] = [
      ['save', { note: 'x'.repeat(501) }],
      ['save', { note: 'ok', extra: 1 }],
      ['feedback', {}],
      ['feedback', { isHelpful: 'yes' }],
    ];
    for (const [path, payload] of cases) {
      const res = await t.call(alice, 'POST', `/api/pulse/highlights/${id}/${path}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).message).toMatch(/^Validation failed: Invalid /u);
    }
    const tooLong = await t.call(alice, 'POST', `/api/pulse/highlights/${id}/save`, {
      note: 'x'.repeat(501),
    });
    expect(body(tooLong).errors?.[0]?.message).toBe('Notes must be at most 500 characters');
  });

  it('a user without connections gets an empty Pulse, not an error', async () => {
    const carol = await registerUser(t.app);
    const first = dataOf<Pulse>(await t.call(carol, 'GET', '/api/pulse'));
    expect(first).toMatchObject({ status: 'preparing', day: null, builtAt: null, highlights: [] });
    const pulse = await readyPulse(t, carol);
    expect(pulse).toMatchObject({ trending: [], suggested: [], highlights: [], alerts: [] });
    const [links] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userContent)
      .where(eq(userContent.userId, carol.user.id));
    expect(links?.n).toBe(0);
  });

  it("an account connected after the day's build is ingested on the next visit", async () => {
    const dave = await registerUser(t.app);
    await t.connect(dave, 'reddit');
    const before = await readyPulse(t, dave);
    expect(before.highlights.map((h) => h.platform)).not.toContain('youtube');
    await t.connect(dave, 'youtube');
    // The day's build is shown while the new platform is ingested and the Pulse rebuilt.
    const during = dataOf<Pulse>(await t.call(dave, 'GET', '/api/pulse'));
    expect(during).toMatchObject({ status: 'preparing', day: pulseDay(now()) });
    expect(during.highlights.map((h) => h.platform)).not.toContain('youtube');
    const after = await readyPulse(t, dave);
    expect(after.highlights.map((h) => h.platform)).toContain('youtube');
    const [youtubeLinks] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userContent)
      .innerJoin(contentItems, eq(contentItems.id, userContent.contentItemId))
      .where(and(eq(userContent.userId, dave.user.id), eq(contentItems.platform, 'youtube')));
    expect(youtubeLinks?.n).toBeGreaterThan(0);
  });
});

// Last: a platform's 429 makes its client hold back every later call until the reset.
describe('sources.ingest and rate limits', () => {
  it('a 429 stops the platform for this run and rests it until the reset', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'youtube');
    await t.app.sandboxes.youtube?.faults.arm({ fault: 'rate_limited', times: 1 });
    const limited = await ingestUser(deps, user.user.id);
    await t.app.sandboxes.youtube?.faults.clear();
    expect(limited.platforms.youtube).toBe('rate_limited');
    expect(limited.itemIds).toEqual([]);
    const [run] = await t.database.db
      .select()
      .from(ingestRuns)
      .where(eq(ingestRuns.userId, user.user.id));
    expect(run?.rateLimitedUntil?.getTime()).toBeGreaterThan(now().getTime());
    const next = await ingestUser(deps, user.user.id);
    expect(next.platforms.youtube).toBe('waiting_rate_limit');
  });
});
