/**
 * `npm run eval -- digest`: the digest measures over fixed feeds (the sandboxes at a
 * fixed clock and feeds built from the evaluation data sets), one row per set and a total.
 */
import { TONES } from '@socialpulse/contract';
import { digest } from '@/summarizer/digest/digest';
import { isChat } from '@/summarizer/digest/digest';
import {
  countsConsistent,
  hasNearDuplicateLines,
  hasRawEntities,
  headings,
  isKeywordList,
  leadNamesTop,
  readingWords,
  sharedLines,
  topCoverage,
} from '@/summarizer/digest/measures';
import { topItems } from '@/summarizer/digest/numbers';
import type { DigestFeed } from '@/summarizer/digest/types';
import { evalFeedSets, type FeedSet } from './digest-feeds';
import { sandboxFeeds } from './sandbox-feeds';

interface Tally {
  feeds: number;
  coverage: number;
  consistent: number;
  headings: number;
  keywordHeadings: number;
  duplicates: number;
  entities: number;
  leads: number;
  leadFeeds: number;
  words: Record<string, number>;
  shared: number[];
}

function emptyTally(): Tally {
  return {
    feeds: 0,
    coverage: 0,
    consistent: 0,
    headings: 0,
    keywordHeadings: 0,
    duplicates: 0,
    entities: 0,
    leads: 0,
    leadFeeds: 0,
    words: Object.fromEntries(TONES.map((t) => [t, 0])),
    shared: [0, 0, 0],
  };
}

function measure(tally: Tally, group: readonly DigestFeed[]): void {
  const texts = group.map((feed) => digest(feed).markdown);
  group.forEach((feed, k) => {
    const markdown = texts[k]!;
    tally.feeds++;
    tally.coverage += topCoverage(feed, markdown);
    if (countsConsistent(feed, markdown)) tally.consistent++;
    const hs = headings(markdown);
    tally.headings += hs.length;
    tally.keywordHeadings += hs.filter(isKeywordList).length;
    if (hasNearDuplicateLines(markdown)) tally.duplicates++;
    if (hasRawEntities(markdown)) tally.entities++;
    // A chat's lead names its people; the measure is for feeds of posts with a top item.
    if (!isChat(feed) && topItems(feed.platform, feed.items, 3).length > 0) {
      tally.leadFeeds++;
      if (leadNamesTop(feed, markdown)) tally.leads++;
    }
    tally.words[feed.tone] = (tally.words[feed.tone] ?? 0) + readingWords(markdown);
  });
  if (texts.length === 3) {
    const pairs: [number, number][] = [
      [0, 1],
      [0, 2],
      [1, 2],
    ];
    tally.shared = pairs.map(([a, b], k) => tally.shared[k]! + sharedLines(texts[a]!, texts[b]!));
  }
}

const pct = (n: number, d: number): string =>
  d === 0 ? '   n/a' : `${((100 * n) / d).toFixed(1)}%`.padStart(6);

function row(name: string, t: Tally): string {
  const groups = t.feeds / TONES.length;
  const words = TONES.map((tone) => Math.round((t.words[tone] ?? 0) / Math.max(1, groups)));
  const shared = t.shared.map((s) => (s / Math.max(1, groups)).toFixed(2));
  return [
    name.padEnd(18),
    String(t.feeds).padStart(5),
    pct(t.coverage, t.feeds).padStart(9),
    pct(t.consistent, t.feeds).padStart(8),
    pct(t.keywordHeadings, t.headings).padStart(9),
    pct(t.duplicates, t.feeds).padStart(9),
    pct(t.entities, t.feeds).padStart(9),
    pct(t.leads, t.leadFeeds).padStart(8),
    words.join('/').padStart(14),
    shared.join('/').padStart(16),
  ].join(' ');
}

export function digestReport(dataDir: string | null): string {
  const sets: FeedSet[] = [];
  // Sandbox feeds come in every tone already, in tone order per source.
  const sandbox = sandboxFeeds();
  const bySource = new Map<string, DigestFeed[]>();
  for (const feed of sandbox) {
    const key = feed.id.replace(/-(?:professional|engaging|creative)$/u, '');
    bySource.set(key, [...(bySource.get(key) ?? []), feed]);
  }
  sets.push({ name: 'sandbox', feeds: [...bySource.values()] });
  if (dataDir !== null) sets.push(...evalFeedSets(dataDir));
  const total = emptyTally();
  const lines = [
    'digest measures (targets: top-5 100%, counts 100%, keyword headings 0%, near-dup 0%, entities 0%, lead ≥ 90%)',
    `${'set'.padEnd(18)} feeds top-5 cov  counts  kw heads  near-dup  entities  lead top3  words p/e/c  shared p-e/p-c/e-c`,
  ];
  for (const set of sets) {
    const tally = emptyTally();
    for (const group of set.feeds) {
      measure(tally, group);
      measure(total, group);
    }
    lines.push(row(set.name, tally));
  }
  lines.push(row('all', total));
  lines.push(
    'words p/e/c: mean words a reader reads per digest in the professional / engaging / creative tone;',
    'shared: share of lines two tones of the same feed have in common (0 = nothing alike, 1 = identical).',
  );
  return lines.join('\n');
}
