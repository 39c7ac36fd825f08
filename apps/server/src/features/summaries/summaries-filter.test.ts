import {
  SUMMARY_LIST_MESSAGES,
  type SummaryListPage,
  type SummaryOptions,
  type SummaryStatus,
} from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Platform } from '@socialpulse/contract';
import { touchSummarizedSource } from '@/features/sources/sources.repository';
import { insertSummary } from '@/features/summaries/summaries.repository';
import { body } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, registerUser, type TestUser } from '@/test/users';

let t: TestApp;
let alice: TestUser;
let bob: TestUser;

interface Seed {
  platform: Platform;
  sourceId: string;
  title: string | null;
  status: SummaryStatus;
  tone: SummaryOptions['tone'];
}

const SEEDS: Seed[] = [
  {
    platform: 'reddit',
    sourceId: 'r/typescript',
    title: 'TypeScript',
    status: 'completed',
    tone: 'engaging',
  },
  {
    platform: 'reddit',
    sourceId: 'r/rust',
    title: 'Rust Lang',
    status: 'failed',
    tone: 'creative',
  },
  {
    platform: 'youtube',
    sourceId: 'UC_x5XG1OV2P6uZZ5FSM9Ttw',
    title: 'Google for Developers',
    status: 'completed',
    tone: 'professional',
  },
  { platform: 'telegram', sourceId: 'durov', title: null, status: 'pending', tone: 'engaging' },
  {
    platform: 'twitter',
    sourceId: 'list:100_50%',
    title: 'Deals 100_50% off',
    status: 'no_data',
    tone: 'engaging',
  },
];

async function seed(userId: string, seeds: Seed[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const start = Date.parse('2026-02-01T00:00:00.000Z');
  for (const [i, s] of seeds.entries()) {
    const createdAt = new Date(start + i * 1000);
    const row = await insertSummary(t.database.db, {
      userId,
      platform: s.platform,
      sourceId: s.sourceId,
      options: { period: 'today', tone: s.tone, language: 'en' },
      status: s.status,
      content: s.status === 'completed' ? `About ${s.sourceId}` : null,
      source:
        s.title === null
          ? null
          : {
              id: s.sourceId,
              title: s.title,
              items: [],
              stats: { items: 0, likes: 0, comments: 0, views: 0 },
            },
      createdAt,
      updatedAt: createdAt,
    });
    ids.set(s.sourceId, row.id);
  }
  return ids;
}

let aliceIds: Map<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  aliceIds = await seed(alice.user.id, SEEDS);
  // A pending summary has no stored title yet: the name of the user's source is searched.
  await touchSummarizedSource(
    t.database.db,
    alice.user.id,
    'telegram',
    'durov',
    'Pavel Durov channel',
  );
  await seed(bob.user.id, SEEDS);
});
afterAll(async () => {
  await t.close();
});

const list = (user: TestUser, query: string) =>
  t.app.inject({ url: `/api/summaries?${query}`, headers: bearer(user.accessToken) });

async function sourcesOf(user: TestUser, query: string): Promise<string[]> {
  const res = await list(user, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SummaryListPage>().data.map((s) => s.sourceId);
}

describe('GET /api/summaries filters', () => {
  it('searches the source title and id in any case, newest first, only among your own', async () => {
    expect(await sourcesOf(alice, 'q=rust')).toEqual(['r/rust']);
    expect(await sourcesOf(alice, 'q=GOOGLE')).toEqual(['UC_x5XG1OV2P6uZZ5FSM9Ttw']);
    expect(await sourcesOf(alice, 'q=r%2F')).toEqual(['r/rust', 'r/typescript']);
    expect(await sourcesOf(alice, 'q=durov%20channel')).toEqual(['durov']);
    const res = await list(alice, 'q=rust');
    expect(res.json<SummaryListPage>().data[0]?.id).toBe(aliceIds.get('r/rust'));
  });

  it('takes % and _ in the search as themselves', async () => {
    expect(await sourcesOf(alice, 'q=100_50%25')).toEqual(['list:100_50%']);
    expect(await sourcesOf(alice, 'q=%25')).toEqual(['list:100_50%']);
    // As a pattern, `s_1` would match "Deals 100".
    expect(await sourcesOf(alice, 'q=s_1')).toEqual([]);
  });

  it('filters by platform, status and tone, all at once with the search', async () => {
    expect(await sourcesOf(alice, 'platform=reddit')).toEqual(['r/rust', 'r/typescript']);
    expect(await sourcesOf(alice, 'status=completed')).toEqual([
      'UC_x5XG1OV2P6uZZ5FSM9Ttw',
      'r/typescript',
    ]);
    expect(await sourcesOf(alice, 'tone=engaging')).toEqual([
      'list:100_50%',
      'durov',
      'r/typescript',
    ]);
    expect(await sourcesOf(alice, 'platform=reddit&status=completed&tone=engaging&q=type')).toEqual(
      ['r/typescript'],
    );
    expect(await sourcesOf(alice, 'platform=reddit&tone=professional')).toEqual([]);
    // An empty search is no search.
    expect(await sourcesOf(alice, 'q=')).toHaveLength(SEEDS.length);
  });

  it('pages a filtered list by cursor, with the same filters', async () => {
    const first = (await list(alice, 'tone=engaging&limit=2')).json<SummaryListPage>();
    expect(first.data.map((s) => s.sourceId)).toEqual(['list:100_50%', 'durov']);
    expect(first.nextCursor).not.toBeNull();
    const cursor = encodeURIComponent(first.nextCursor ?? '');
    const second = (
      await list(alice, `tone=engaging&limit=2&cursor=${cursor}`)
    ).json<SummaryListPage>();
    expect(second.data.map((s) => s.sourceId)).toEqual(['r/typescript']);
    expect(second.nextCursor).toBeNull();
  });

  it('answers 400 with a clear message to a bad filter', async () => {
    const cases: [string, string, string][] = [
      ['platform=facebook', 'platform', SUMMARY_LIST_MESSAGES.platform],
      ['status=done', 'status', SUMMARY_LIST_MESSAGES.status],
      ['tone=angry', 'tone', SUMMARY_LIST_MESSAGES.tone],
      [`q=${'x'.repeat(101)}`, 'q', SUMMARY_LIST_MESSAGES.searchTooLong],
      ['status=failed&status=completed', 'status', SUMMARY_LIST_MESSAGES.status],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(alice, query);
      expect(res.statusCode, query).toBe(400);
      expect(body(res)).toMatchObject({
        success: false,
        error: 'VALIDATION_ERROR',
        message: `Validation failed: Invalid ${field}`,
        errors: [{ field, message }],
      });
    }
  });
});
