import {
  SUMMARY_LIST_CONTENT_MAX,
  pulseResponseSchema,
  summaryListResponseSchema,
  type Pulse,
  type Summary,
  type SummaryListItem,
  type SummaryListPage,
  type SummarySource,
} from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSummary, type NewSummary } from '@/features/summaries/summaries.repository';
import { dataOf } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, registerUser, type TestUser } from '@/test/users';

/**
 * List items are mapped from the light columns (summary-list-item.ts), the detail from the whole
 * row (toSummary): two mappings of the same summary. This reads both for summaries chosen to differ in
 * every way a field can (nulls, escapes, non-ASCII, five of the six statuses, each shape of
 * options) and holds them to each other and to the contract, in whichever database mode the suite
 * runs.
 */
let t: TestApp;
let user: TestUser;
const ids: string[] = [];

/** Text JSON must escape, and text it must not mangle. */
const AWKWARD =
  'She said "ship it" \\ then left.\n\tTab, bell \u0007, nul-free; ' +
  'emoji 😀👍🏽, Cyrillic Привет, CJK 漢字, RTL שלום, line sep \u2028 and </script>';

const source = (title: string): SummarySource => ({
  id: 'r/awkward',
  title,
  items: [],
  stats: { posts: 1, comments: 2, score: 3, awards: 0 },
});

const at = (iso: string) => new Date(iso);

function summaries(userId: string): NewSummary[] {
  const base = { userId, platform: 'reddit' as const, sourceId: 'r/awkward' };
  return [
    {
      ...base,
      options: { period: 'today', tone: 'professional', language: 'en', redditSort: 'top' },
      status: 'completed',
      content: `${AWKWARD}\n\n${'Long paragraph. '.repeat(60)}`,
      source: source(`A "quoted" title \\ with ${AWKWARD.slice(0, 40)}`),
      windowStart: at('2026-11-26T00:00:00.000Z'),
      windowEnd: at('2026-11-27T00:00:00.000Z'),
      createdAt: at('2026-11-27T10:00:00.123Z'),
      updatedAt: at('2026-11-27T10:00:05.456Z'),
    },
    {
      ...base,
      platform: 'youtube',
      sourceId: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
      options: {
        period: 'custom',
        tone: 'creative',
        language: 'ru',
        dateRange: { startDate: '2026-10-01', endDate: '2026-10-31' },
      },
      status: 'pending',
      content: null,
      source: null,
      windowStart: at('2026-10-01T00:00:00.000Z'),
      windowEnd: at('2026-11-01T00:00:00.000Z'),
      createdAt: at('2026-11-27T09:00:00.000Z'),
      updatedAt: at('2026-11-27T09:00:00.000Z'),
    },
    {
      ...base,
      platform: 'telegram',
      sourceId: '@durov',
      options: { period: 'last_7_days', tone: 'engaging', language: 'es' },
      status: 'failed',
      content: null,
      error: `Telegram said: ${AWKWARD}`,
      source: null,
      // One end only: the list, like the detail, shows no window.
      windowStart: at('2026-11-20T00:00:00.000Z'),
      windowEnd: null,
      createdAt: at('1999-12-31T23:59:59.999Z'),
      updatedAt: at('2000-01-01T00:00:00.001Z'),
    },
    {
      ...base,
      platform: 'twitter',
      sourceId: '@nasa',
      options: { period: 'last_30_days', tone: 'professional', language: 'de' },
      status: 'no_data',
      content: '',
      source: source(''),
      windowStart: null,
      windowEnd: null,
      createdAt: at('2026-02-28T23:59:59.000Z'),
      updatedAt: at('2026-03-01T00:00:00.000Z'),
    },
    {
      ...base,
      status: 'rate_limited',
      // The cut falls on an emoji: the preview keeps it whole (400 code points, 401 UTF-16 units).
      content: `${'a'.repeat(SUMMARY_LIST_CONTENT_MAX - 1)}😀 and what follows`,
      error: 'Reddit asked us to slow down',
      options: { period: 'yesterday', tone: 'creative', language: 'fr', redditSort: 'hot' },
      source: source('Rate-limited'),
      windowStart: at('2026-11-26T00:00:00.000Z'),
      windowEnd: at('2026-11-27T00:00:00.000Z'),
      createdAt: at('2026-11-27T08:00:00.000Z'),
      updatedAt: at('2026-11-27T08:00:00.000Z'),
    },
  ];
}

beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t.app);
  for (const values of summaries(user.user.id))
    ids.push((await insertSummary(t.database.db, values)).id);
});
afterAll(async () => {
  await t.close();
});

/** What the list must show of a summary, derived from its detail by the contract's rules. */
function expectedItem(detail: Summary): SummaryListItem {
  return {
    ...detail,
    // "Characters" as PostgreSQL's left() counts them: code points, so no emoji is cut in half.
    content:
      detail.content === null
        ? null
        : Array.from(detail.content).slice(0, SUMMARY_LIST_CONTENT_MAX).join(''),
    source: detail.source === null ? null : { id: detail.source.id, title: detail.source.title },
  };
}

describe('a list item against the summary’s detail', () => {
  it('holds every field the detail holds, nulls, escapes and non-ASCII included', async () => {
    const res = await t.app.inject({ url: '/api/summaries', headers: bearer(user.accessToken) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const page = res.json<SummaryListPage>();
    // Newest first, by the instants the rows were given.
    expect(page.data.map((item) => item.id)).toEqual([ids[0], ids[1], ids[4], ids[3], ids[2]]);
    expect(page.nextCursor).toBeNull();
    for (const item of page.data) {
      const detail = dataOf<Summary>(
        await t.app.inject({ url: `/api/summaries/${item.id}`, headers: bearer(user.accessToken) }),
      );
      expect(item).toStrictEqual(expectedItem(detail));
    }
    expect(page.data[0]!.content).toContain(AWKWARD);
    expect(Array.from(page.data[0]!.content!)).toHaveLength(SUMMARY_LIST_CONTENT_MAX);
    expect(page.data[2]!.content).toBe(`${'a'.repeat(SUMMARY_LIST_CONTENT_MAX - 1)}😀`);
    expect(page.data[3]).toMatchObject({ content: '', window: null });
    expect(page.data[4]).toMatchObject({ error: `Telegram said: ${AWKWARD}`, window: null });
  });

  it('is exactly what the contract allows: parsing it strips nothing and adds nothing', async () => {
    const res = await t.app.inject({ url: '/api/summaries', headers: bearer(user.accessToken) });
    const sent: unknown = res.json();
    // zod drops keys it does not know: equal after parsing means none was sent.
    expect(summaryListResponseSchema.parse(sent)).toStrictEqual(sent);
  });

  it('is what the Pulse shows as a recent summary (the same writer, through the Pulse’s answer)', async () => {
    const list = (
      await t.app.inject({ url: '/api/summaries', headers: bearer(user.accessToken) })
    ).json<SummaryListPage>();
    const res = await t.app.inject({ url: '/api/pulse', headers: bearer(user.accessToken) });
    expect(res.statusCode).toBe(200);
    const pulse: Pulse = pulseResponseSchema.parse(res.json()).data;
    expect(pulse.recentSummaries.length).toBeGreaterThan(0);
    expect(pulse.recentSummaries).toStrictEqual(list.data.slice(0, pulse.recentSummaries.length));
  });
});
