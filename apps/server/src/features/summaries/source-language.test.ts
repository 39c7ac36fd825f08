import type { SourceLanguage, SummaryLanguage } from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaries } from '@/db/schema';
import { accessFor } from '@/features/pulse/pulse-test-kit';
import { insertSummary } from '@/features/summaries/summaries.repository';
import { generateSummary } from '@/features/summaries/summary-generator';
import { seedItem } from '@/test/content';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
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

const GERMAN =
  'Wer läuft am Sonntag mit? Ich bin dabei, aber nur wenn es nicht regnet und der Wind nicht zu stark ist. Wir treffen uns auf dem Platz, die Fahne ist auch mit.';

const askLanguage = (user: TestUser, platform: string, sourceId: string) =>
  t.call(
    user,
    'GET',
    `/api/summaries/source-language?platform=${platform}&sourceId=${encodeURIComponent(sourceId)}`,
  );
const languageOf = async (user: TestUser, platform: string, sourceId: string) =>
  dataOf<SourceLanguage>(await askLanguage(user, platform, sourceId));

/** A completed summary of `sourceId` whose items were found to be in `language`. */
const storedSummary = (user: TestUser, sourceId: string, language: SummaryLanguage | null) =>
  insertSummary(t.database.db, {
    userId: user.user.id,
    platform: 'reddit',
    sourceId,
    options: { period: 'today', tone: 'engaging', language: 'en', redditSort: 'new' },
    status: 'completed',
    content: '## Summary',
    contentLanguage: language,
  });

describe('the language of a source, from the caller’s own data', () => {
  it('stores the detected language with a generated summary and answers it for that source', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    const [row] = await t.database.db
      .insert(summaries)
      .values({
        userId: user.user.id,
        platform: 'reddit',
        sourceId: 'space',
        options: { period: 'last_7_days', tone: 'engaging', language: 'de', redditSort: 'new' },
        status: 'pending',
      })
      .returning();
    expect(
      await generateSummary({ db: t.database.db, access: accessFor(t, now), now, log }, row!.id),
    ).toBe('completed');
    const [stored] = await t.database.db
      .select({ language: summaries.contentLanguage })
      .from(summaries)
      .where(eq(summaries.id, row!.id));
    expect(stored?.language).toBe('en');
    expect(await languageOf(user, 'reddit', 'space')).toEqual({
      language: 'en',
      basis: 'summaries',
    });
  });

  it('answers the newest summary that told a language, else what the Pulse fetched, else nothing', async () => {
    const user = await registerUser(t.app);
    expect(await languageOf(user, 'reddit', 'de')).toEqual({ language: null, basis: null });

    for (let i = 0; i < 3; i++)
      await seedItem(t.database.db, { sourceId: 'de', title: `Lauftreff ${i}`, text: GERMAN }, [
        user.user.id,
      ]);
    expect(await languageOf(user, 'reddit', 'de')).toEqual({ language: 'de', basis: 'pulse' });

    await storedSummary(user, 'de', 'fr');
    // A summary too short or mixed to tell a language does not hide the one before it.
    await storedSummary(user, 'de', null);
    expect(await languageOf(user, 'reddit', 'de')).toEqual({ language: 'fr', basis: 'summaries' });
    // Another platform's source of the same id is another source.
    expect(await languageOf(user, 'twitter', 'de')).toEqual({ language: null, basis: null });
  });

  it("never answers from another user's summaries or Pulse items", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    await storedSummary(owner, 'berlin', 'de');
    await seedItem(t.database.db, { sourceId: 'paris', title: 'Bonjour', text: GERMAN }, [
      owner.user.id,
    ]);
    expect(await languageOf(owner, 'reddit', 'berlin')).toEqual({
      language: 'de',
      basis: 'summaries',
    });
    expect(await languageOf(other, 'reddit', 'berlin')).toEqual({ language: null, basis: null });
    expect(await languageOf(other, 'reddit', 'paris')).toEqual({ language: null, basis: null });

    // The other user's own summary answers only them.
    await storedSummary(other, 'berlin', 'es');
    expect(await languageOf(other, 'reddit', 'berlin')).toEqual({
      language: 'es',
      basis: 'summaries',
    });
    expect(await languageOf(owner, 'reddit', 'berlin')).toEqual({
      language: 'de',
      basis: 'summaries',
    });
  });

  it('asks for a signed-in user and a well-formed source', async () => {
    const user = await registerUser(t.app);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/summaries/source-language?platform=reddit&sourceId=de',
    });
    expect(anonymous.statusCode).toBe(401);
    const badPlatform = await askLanguage(user, 'myspace', 'de');
    expect(badPlatform.statusCode).toBe(400);
    expect(body(badPlatform).errors?.map((e) => e.field)).toContain('platform');
    const noSource = await askLanguage(user, 'reddit', ' ');
    expect(noSource.statusCode).toBe(400);
    expect(body(noSource).errors?.map((e) => e.field)).toContain('sourceId');
  });
});
