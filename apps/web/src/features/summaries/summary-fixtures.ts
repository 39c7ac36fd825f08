import type { Summary } from '@socialpulse/contract';

/** Summaries as the server answers them, for tests. */
export function makeSummary(overrides: Partial<Summary> = {}): Summary {
  const id = overrides.id ?? '11111111-1111-4111-8111-111111111111';
  return {
    _id: id,
    id,
    userId: 'u1',
    platform: 'reddit',
    sourceId: 't5_1',
    options: { period: 'today', tone: 'engaging', language: 'en', redditSort: 'new' },
    status: 'completed',
    content:
      '## r/programming today\n\n- **Rust 2.0** ships [with async traits](https://example.com/p1)\n',
    error: null,
    source: {
      id: 't5_1',
      title: 'r/programming',
      items: [
        {
          id: 'p1',
          title: 'Rust 2.0 released',
          text: 'Rust 2.0 released',
          url: 'https://example.com/p1',
          score: 4_200,
          numComments: 310,
          awards: 3,
          engagement: { likes: 4_200, comments: 310, views: 0 },
        },
        {
          id: 'p2',
          title: 'Why tabs beat spaces',
          text: 'Why tabs beat spaces',
          url: 'https://example.com/p2',
          score: 1_100,
          numComments: 95,
          awards: 0,
          engagement: { likes: 1_100, comments: 95, views: 0 },
        },
      ],
      stats: { posts: 42, comments: 1_530, score: 12_400, awards: 7 },
    },
    window: { start: '2026-03-10T00:00:00.000Z', end: '2026-03-10T15:00:00.000Z' },
    createdAt: '2026-03-10T15:00:00.000Z',
    updatedAt: '2026-03-10T15:00:05.000Z',
    ...overrides,
  };
}
