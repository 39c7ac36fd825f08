import type {
  Highlight,
  KeywordAlert,
  Pulse,
  SuggestedSource,
  Summary,
  TrackedKeyword,
  TrendingTopic,
} from '@socialpulse/contract';

/** Test data for the Pulse and keyword screens, shaped exactly as the contract says. */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

export const LONG_DESCRIPTION =
  'A weekly digest of machine learning papers, explained for practitioners who do not have time to read forty pages. Every issue picks three papers and a dataset, with code you can run the same day.';

export const trendingFixture: TrendingTopic[] = [
  {
    id: 't1',
    platform: 'reddit',
    platforms: ['reddit', 'telegram'],
    title: 'Open-source model tops the charts',
    url: 'https://www.reddit.com/r/tech/comments/abc',
    engagement: 12_340,
    velocity: 512.5,
    itemCount: 7,
    sources: [
      { platform: 'reddit', name: 'r/tech', url: 'https://www.reddit.com/r/tech', items: 5 },
      { platform: 'telegram', name: 'AI News', url: 'https://t.me/ainews', items: 2 },
    ],
    summary:
      'People are **excited** about the release.\n\n- Benchmarks look strong\n- [Read the thread](https://example.com/thread)\n- [bad](javascript:alert(1))\n\n<img src=x onerror="alert(1)"><script>alert(1)</script>',
  },
  {
    id: 't2',
    platform: 'youtube',
    platforms: [],
    title: 'Marathon world record',
    url: 'https://youtube.com/watch?v=1',
    engagement: 1_500_000,
    velocity: 9000,
    itemCount: 3,
    summary: 'A new record.',
    sources: [],
  },
];

export const suggestedFixture: SuggestedSource[] = [
  {
    id: 'r-ml',
    platform: 'reddit',
    name: 'r/MachineLearning',
    url: 'https://www.reddit.com/r/MachineLearning',
    description: LONG_DESCRIPTION,
    keywords: ['ai', 'papers'],
    engagement: 48_200,
    reason: { kind: 'keyword', count: 12, keyword: 'rust' },
    type: 'public',
  },
  {
    id: 'tg-cook',
    platform: 'telegram',
    name: 'Kitchen Notes',
    url: 'https://t.me/kitchen',
    description: 'Recipes every morning.',
    keywords: [],
    engagement: 950,
    reason: { kind: 'posters', count: 40, source: 'Chef Talk', summarized: 2 },
  },
];

export const highlightFixture: Highlight = {
  id: 'h1',
  platform: 'telegram',
  timestamp: minutesAgo(150),
  title: 'Central bank holds rates',
  summary: 'The bank kept its rate unchanged and hinted at a cut in the autumn.',
  source: { name: 'Finance Daily', url: 'https://t.me/finance/42' },
  engagement: { views: 25_400, score: 310, comments: 1_200, reactions: 2_000_000 },
  text: 'The bank kept its rate unchanged.\n\nAnalysts expect a cut in the autumn as inflation eases.',
  author: 'Finance Daily',
  url: 'https://t.me/finance/42',
  savedState: { isSaved: false, note: null, savedAt: null },
  feedback: null,
};

export const alertFixture: KeywordAlert = {
  id: 'a1',
  platform: 'reddit',
  keyword: 'rust',
  detectedAt: minutesAgo(10),
  isRead: false,
  matchContext: { before: 'Why we moved our backend to ', matched: 'Rust', after: ' last year' },
  contentSnippet: 'Why we moved our backend to Rust last year',
  source: { type: 'post', name: 'r/programming', url: 'https://www.reddit.com/r/programming/1' },
  engagement: { score: 420, comments: 88 },
};

export function summaryFixture(
  n: number,
  content: string | null = `Summary ${n} content.`,
): Summary {
  return {
    _id: `s${n}`,
    id: `s${n}`,
    userId: 'u1',
    platform: 'reddit',
    sourceId: 'programming',
    options: { period: 'today', tone: 'engaging', language: 'en' },
    status: content === null ? 'processing' : 'completed',
    content,
    error: null,
    source: {
      id: 'programming',
      title: `r/programming ${n}`,
      items: [],
      stats: { posts: 1, comments: 2, score: 3, awards: 0 },
    },
    window: null,
    createdAt: minutesAgo(60 * n),
    updatedAt: minutesAgo(60 * n),
  };
}

export function pulseFixture(overrides: Partial<Pulse> = {}): Pulse {
  const builtAt = minutesAgo(5);
  return {
    generatedAt: builtAt,
    status: 'ready',
    day: builtAt.slice(0, 10),
    builtAt,
    period: 'today',
    tone: 'engaging',
    trending: trendingFixture,
    suggested: suggestedFixture,
    highlights: [highlightFixture],
    alerts: [alertFixture],
    recentSummaries: [
      summaryFixture(1, 'x'.repeat(200)),
      summaryFixture(2),
      summaryFixture(3, null),
      summaryFixture(4),
    ],
    ...overrides,
  };
}

export const emptyPulse = (overrides: Partial<Pulse> = {}): Pulse =>
  pulseFixture({
    trending: [],
    suggested: [],
    highlights: [],
    alerts: [],
    recentSummaries: [],
    ...overrides,
  });

export function keywordFixture(overrides: Partial<TrackedKeyword> = {}): TrackedKeyword {
  return {
    _id: 'k1',
    keyword: 'rust',
    platforms: ['reddit', 'telegram'],
    isActive: true,
    settings: { caseSensitive: false, wholeWord: true, excludePatterns: [] },
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
