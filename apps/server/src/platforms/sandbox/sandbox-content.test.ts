import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountId } from '@/platforms/twitter/sandbox/catalog';
import { dialogId } from '@/platforms/telegram/sandbox/dialogs';
import { startSandboxedWorld, type SandboxedWorld } from '@/platforms/testing/sandboxed-registry';
import { testClock } from '@/platforms/testing/sandbox-server';
import type { TokenProvider } from '@/platforms/shared/token-provider';
import type { ContentItem, FetchWindow } from '@/platforms/types';
import { channelId } from '@/platforms/youtube/sandbox/catalog';

const NOW = '2026-11-18T09:10:00Z';
const clock = testClock(NOW);
const DAY = 86_400_000;
const now = new Date(NOW);
// Caps high enough that whole windows come back, and no comment calls, to compare volumes.
const caps = { maxItems: 10_000, maxPages: 100, maxCommentedItems: 0 };
const windows: Record<'today' | 'week' | 'month', FetchWindow> = {
  today: { since: new Date('2026-11-18T00:00:00Z'), until: now, caps },
  week: { since: new Date(now.getTime() - 7 * DAY), until: now, caps },
  month: { since: new Date(now.getTime() - 30 * DAY), until: now, caps },
};

let world: SandboxedWorld;
let tokens: Record<'reddit' | 'youtube' | 'twitter', TokenProvider>;
let session: string;

/** The busier sources of every platform (a group chat first: it talks every day). */
const BUSY = [
  { platform: 'telegram', id: dialogId(4) },
  { platform: 'telegram', id: dialogId(9) },
  { platform: 'reddit', id: 'soccer' },
  { platform: 'reddit', id: 'Sourdough' },
  { platform: 'youtube', id: channelId(9) },
  { platform: 'youtube', id: channelId(13) },
  { platform: 'twitter', id: `user:${accountId(11)}` },
  { platform: 'twitter', id: `user:${accountId(10)}` },
] as const;

async function fetchFrom(
  w: SandboxedWorld,
  t: typeof tokens,
  s: string,
  source: { readonly platform: 'telegram' | 'reddit' | 'youtube' | 'twitter'; readonly id: string },
  window: FetchWindow,
): Promise<ContentItem[]> {
  if (source.platform === 'telegram')
    return (await w.registry.get('telegram').fetchItems({ session: s }, source.id, window)).items;
  return (await w.registry.get(source.platform).fetchItems(t[source.platform], source.id, window))
    .items;
}

beforeAll(async () => {
  world = await startSandboxedWorld(clock.now);
  tokens = {
    reddit: await world.connect('reddit'),
    youtube: await world.connect('youtube'),
    twitter: await world.connect('twitter'),
  };
  session = await world.telegramSession();
});
afterAll(() => world.server.close());

describe('sandbox content follows the clock', () => {
  it.each(BUSY)(
    '$platform $id has items this week, more this month, all inside each window, none twice',
    async (source) => {
      const counts: number[] = [];
      for (const window of [windows.week, windows.month]) {
        const items = await fetchFrom(world, tokens, session, source, window);
        expect(
          items.every(
            (i) =>
              Date.parse(i.createdAt) >= window.since.getTime() &&
              Date.parse(i.createdAt) < window.until.getTime(),
          ),
        ).toBe(true);
        // A source comes round again once a cycle (its file's cycleDays, five days or more for
        // these sources), never sooner: five days show no post twice.
        if (window === windows.week) {
          const cycle = window.since.getTime() + 2 * DAY;
          const texts = items
            .filter((i) => Date.parse(i.createdAt) >= cycle)
            .map((i) => `${i.title ?? ''}|${i.text}`)
            .filter((t) => t !== '|');
          expect(new Set(texts).size).toBe(texts.length);
        }
        counts.push(items.length);
      }
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBeGreaterThan(counts[0] ?? 0);
    },
  );

  it.each(['00:30', '02:00', '07:00', '13:00', '23:30'])(
    'at %s UTC "today" already has posts in every source, the sparse ones too',
    async (time) => {
      const sources = [
        ...BUSY,
        { platform: 'reddit', id: 'programming' },
        { platform: 'reddit', id: 'space' },
        { platform: 'reddit', id: 'Cooking' },
        { platform: 'youtube', id: channelId(0) },
        { platform: 'telegram', id: dialogId(0) },
      ] as const;
      const at = `2026-11-18T${time}:00Z`;
      clock.set(at);
      try {
        for (const source of sources) {
          const today = { ...windows.today, until: new Date(at) };
          const items = await fetchFrom(world, tokens, session, source, today);
          expect(items.length, `${source.platform} ${source.id} at ${time}`).toBeGreaterThan(0);
        }
      } finally {
        clock.set(NOW);
      }
    },
  );

  it('an archived subreddit is silent this month but has older posts', async () => {
    const reddit = world.registry.get('reddit');
    expect(
      (await reddit.fetchItems(tokens.reddit, 'retrogamingarchive', windows.month)).items,
    ).toHaveLength(0);
    const older = await reddit.fetchItems(tokens.reddit, 'retrogamingarchive', {
      since: new Date(now.getTime() - 60 * DAY),
      until: now,
      caps,
    });
    expect(older.items.length).toBeGreaterThan(0);
  });

  it("moves with the clock: a day later, yesterday's items are still there and new ones appear", async () => {
    const before = await fetchFrom(world, tokens, session, BUSY[0], windows.week);
    clock.set('2026-11-19T09:10:00Z');
    const after = await fetchFrom(world, tokens, session, BUSY[0], {
      since: windows.week.since,
      until: new Date('2026-11-19T09:10:00Z'),
      caps,
    });
    clock.set(NOW);
    expect(after.length).toBeGreaterThan(before.length);
    const ids = new Set(after.map((i) => i.id));
    expect(before.every((i) => ids.has(i.id))).toBe(true);
  });
});

describe('sandbox content is deterministic and varied', () => {
  it('a second, fresh sandbox with the same clock serves identical items', async () => {
    const other = await startSandboxedWorld(clock.now);
    const otherTokens = {
      reddit: await other.connect('reddit'),
      youtube: await other.connect('youtube'),
      twitter: await other.connect('twitter'),
    };
    const otherSession = await other.telegramSession();
    for (const source of BUSY) {
      const strip = (items: ContentItem[]) =>
        items.map(({ id, title, text, author, createdAt, engagement, media }) => ({
          id,
          title,
          text,
          author,
          createdAt,
          engagement,
          media,
        }));
      expect(
        strip(await fetchFrom(other, otherTokens, otherSession, source, windows.week)),
      ).toEqual(strip(await fetchFrom(world, tokens, session, source, windows.week)));
    }
    await other.server.close();
  });

  it('has many authors, lengths, the media the corpus names and a wide spread of engagement', async () => {
    const items = (
      await Promise.all(BUSY.map((s) => fetchFrom(world, tokens, session, s, windows.month)))
    ).flat();
    expect(new Set(items.map((i) => i.author)).size).toBeGreaterThan(20);
    expect([...new Set(items.flatMap((i) => i.media))]).toEqual(
      expect.arrayContaining(['photo', 'video', 'link']),
    );
    const lengths = items.map((i) => i.text.length).sort((a, b) => a - b);
    expect(
      lengths[Math.floor(lengths.length * 0.9)]! - lengths[Math.floor(lengths.length * 0.1)]!,
    ).toBeGreaterThan(50);
    const scores = items.map((i) => i.engagement.likes).sort((a, b) => a - b);
    expect(scores[scores.length - 1]!).toBeGreaterThan(
      20 * Math.max(1, scores[Math.floor(scores.length / 2)]!),
    );
  });
});
