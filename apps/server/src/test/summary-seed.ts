import type { SummarySource } from '@socialpulse/contract';
import type { DbOrTx } from '@/db/database';
import { insertSummary } from '@/features/summaries/summaries.repository';

/**
 * Completed summaries as large as real ones (a few kB of markdown, a source with 60 items and its
 * stats), created a second apart so the newest is the last one made. For the list tests and the
 * API bench (64 such summaries made a 1.4 MB list).
 */
export async function seedCompletedSummaries(
  db: DbOrTx,
  userId: string,
  count: number,
  start = new Date('2026-01-01T00:00:00.000Z'),
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const createdAt = new Date(start.getTime() + i * 1000);
    const row = await insertSummary(db, {
      userId,
      platform: 'reddit',
      sourceId: `r/bench${i % 7}`,
      options: { period: 'today', tone: 'engaging', language: 'en', redditSort: 'new' },
      status: 'completed',
      content: markdown(i),
      source: source(i),
      windowStart: new Date(createdAt.getTime() - 86_400_000),
      windowEnd: createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    ids.push(row.id);
  }
  return ids;
}

function markdown(i: number): string {
  const paragraph =
    `Summary ${i}: the community talked about releases, prices and support. `.repeat(8);
  return `## Key topics\n\n${paragraph}\n\n## Highlights\n\n${paragraph}\n\n- one\n- two\n- three\n`;
}

function source(i: number): SummarySource {
  return {
    id: `r/bench${i % 7}`,
    title: `Bench subreddit ${i % 7}`,
    items: Array.from({ length: 60 }, (_, n) => ({
      id: `t3_${i}_${n}`,
      title: `Post ${n} of summary ${i} with a realistic title length`,
      text: `Body of post ${n}: ${'people think the new version is better than the last one. '.repeat(4)}`,
      url: `https://www.reddit.com/r/bench/comments/${i}_${n}/`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
      score: 100 + n,
      numComments: n,
      awards: 0,
      engagement: { likes: 100 + n, comments: n, views: 0 },
    })),
    stats: { posts: 60, comments: 1800, score: 9000, awards: 0 },
  };
}
