import { NSFW_MESSAGES, type Pulse, type Settings, type Summary } from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaries } from '@/db/schema';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { toContentRow } from '@/features/ingest/content-mapper';
import { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { accessFor, readyPulse } from '@/features/pulse/pulse-test-kit';
import { buildSuggested } from '@/features/pulse/suggested';
import { generateSummary } from '@/features/summaries/summary-generator';
import { SecretBox } from '@/lib/secret-box';
import { zeroEngagement } from '@/platforms/types';
import { seedItem } from '@/test/content';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { TEST_SECRET } from '@/test/test-app';
import { registerUser, type TestUser } from '@/test/users';

const log = pino({ level: 'silent' });
const now = () => new Date();
let t: PlatformTestApp;

beforeAll(async () => {
  t = await createPlatformTestApp({ now });
});
afterAll(async () => {
  await t.close();
});

const patchSettings = (user: TestUser, patch: object) =>
  t.call(user, 'PATCH', '/api/settings', patch);
const pulseOf = (user: TestUser) => readyPulse(t, user);

describe('hideNsfw setting', () => {
  it('defaults to on, accepts a boolean and refuses anything else', async () => {
    const user = await registerUser(t.app);
    expect(dataOf<Settings>(await t.call(user, 'GET', '/api/settings')).hideNsfw).toBe(true);
    const off = await patchSettings(user, { hideNsfw: false });
    expect(off.statusCode).toBe(200);
    expect(dataOf<Settings>(off).hideNsfw).toBe(false);
    const bad = await patchSettings(user, { hideNsfw: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).errors?.map((e) => e.field)).toContain('hideNsfw');
  });

  it('stores the connector’s NSFW flag on the content row', () => {
    const item = {
      id: 'abc',
      platform: 'reddit' as const,
      sourceId: 'horrorgames',
      author: 'someone',
      text: 'x',
      url: 'https://www.reddit.com/r/horrorgames/comments/abc',
      createdAt: new Date().toISOString(),
      engagement: zeroEngagement(),
      media: [],
      comments: [],
    };
    const context = {
      userId: 'u',
      sourceName: 'r/horrorgames',
      sourceType: 'public',
      fetchedAt: now(),
    };
    expect(toContentRow({ ...item, nsfw: true }, context).nsfw).toBe(true);
    expect(toContentRow(item, context).nsfw).toBe(false);
  });

  it('keeps NSFW items out of the Pulse highlights, trending and alerts while on, and back when off', async () => {
    const user = await registerUser(t.app);
    const db = t.database.db;
    const keyword = await t.call(user, 'POST', '/api/keyword-alerts/keywords', {
      keyword: 'lanternfish',
      platforms: ['reddit'],
    });
    expect(keyword.statusCode).toBe(201);
    const publishedAt = new Date(now().getTime() - 60_000);
    const big = { likes: 9_000, score: 9_000, comments: 800 };
    for (let i = 0; i < 3; i++) {
      await seedItem(
        db,
        {
          title: `Adult lanternfish thread ${i}`,
          text: `Adult lanternfish story number ${i} with gore`,
          publishedAt,
          engagement: big,
          nsfw: true,
        },
        [user.user.id],
      );
      await seedItem(
        db,
        {
          title: `Family lanternfish thread ${i}`,
          text: `Family lanternfish story number ${i} for everyone`,
          publishedAt,
          engagement: { likes: 50, score: 50, comments: 4 },
        },
        [user.user.id],
      );
    }
    await new AlertScanner(db, { now }).scanPending();

    const texts = (p: Pulse) => [
      ...p.highlights.map((h) => h.title),
      ...p.trending.map((x) => x.title),
      ...p.alerts.map((a) => a.contentSnippet),
    ];
    const hidden = await pulseOf(user);
    expect(hidden.highlights.length).toBeGreaterThan(0);
    expect(hidden.alerts.length).toBeGreaterThan(0);
    expect(texts(hidden).some((s) => s.includes('Adult'))).toBe(false);
    expect(texts(hidden).some((s) => s.includes('Family'))).toBe(true);

    // Switching the setting off rebuilds today's Pulse with the adult items.
    await patchSettings(user, { hideNsfw: false });
    const shown = await pulseOf(user);
    expect(shown.highlights.some((h) => h.title.includes('Adult'))).toBe(true);
    expect(shown.alerts.some((a) => a.contentSnippet.includes('Adult'))).toBe(true);

    // Back on: while today's Pulse is rebuilt, the build that showed adult items is not shown.
    await patchSettings(user, { hideNsfw: true });
    const preparing = dataOf<Pulse>(await t.call(user, 'GET', '/api/pulse'));
    expect(preparing.status).toBe('preparing');
    expect(texts(preparing).some((s) => s.includes('Adult'))).toBe(false);
    expect(texts(await pulseOf(user)).some((s) => s.includes('Adult'))).toBe(false);
    const listed = await t.call(user, 'GET', '/api/keyword-alerts/alerts');
    expect(listed.statusCode).toBe(200);
  });

  it('does not suggest an adult subreddit while on, and may when off', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    const suggest = (hideNsfw: boolean) =>
      buildSuggested(
        { access: accessFor(t, now), now, log },
        {
          userId: user.user.id,
          platforms: ['reddit'],
          followed: new Set(),
          // The keyword puts r/horrorgames first among the candidates sampled.
          keywords: ['horror'],
          profile: new Map(),
          hideNsfw,
        },
      );
    expect((await suggest(true)).map((s) => s.id)).not.toContain('horrorgames');
    expect((await suggest(false)).map((s) => s.id)).toContain('horrorgames');
  });

  it('leaves NSFW items out of a summary while on (only adult items: no data) and keeps them when off', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    const access = new ConnectionAccess(
      t.database.db,
      t.app.platforms,
      new ConnectionSecrets(new SecretBox(TEST_SECRET)),
      now,
      log,
    );
    const run = async () => {
      const [row] = await t.database.db
        .insert(summaries)
        .values({
          userId: user.user.id,
          platform: 'reddit',
          sourceId: 'horrorgames',
          options: { period: 'last_7_days', tone: 'engaging', language: 'en', redditSort: 'new' },
          status: 'pending',
        })
        .returning();
      await generateSummary({ db: t.database.db, access, now, log }, row!.id);
      return dataOf<Summary>(await t.call(user, 'GET', `/api/summaries/${row!.id}`));
    };
    const hidden = await run();
    expect(hidden.status).toBe('no_data');
    expect(hidden.error).toBe(NSFW_MESSAGES.allHidden);
    expect(hidden.source?.items ?? []).toHaveLength(0);

    await patchSettings(user, { hideNsfw: false });
    const shown = await run();
    expect(shown.status).toBe('completed');
    expect(shown.error).toBeNull();
    expect(shown.source?.items.length).toBeGreaterThan(0);
    await t.database.db.delete(summaries).where(eq(summaries.userId, user.user.id));
  });
});
