import { PULSE_LIMITS, PULSE_TONE, type TrendingTopic } from '@socialpulse/contract';
import { interactions, titleOf, toSummaryItem } from '@/features/pulse/pulse-items';
import type { PulseItemRow } from '@/features/pulse/pulse.repository';
import { tfidfVectors } from '@/summarizer/engine/graph';
import { clusterVectors, type ClusterOptions } from '@/summarizer/engine/topics';
import { contentTerms } from '@/summarizer/text/terms';
import { summarize } from '@/summarizer/summarize';

const HOUR_MS = 3_600_000;
/** Cosine an item needs with a cluster's centroid to join it. */
const JOIN_THRESHOLD = 0.3;
/** An item's text beyond this adds little to what it is about. */
const TEXT_CHARS = 600;

/** Terms of an item; the title says what the item is about, so its terms count twice. */
function termsOf(item: PulseItemRow): string[] {
  const title = contentTerms(item.title ?? '');
  return [...title, ...title, ...contentTerms(item.text.slice(0, TEXT_CHARS))];
}

/** Items on one subject share specific words: a stricter join than topics inside one summary. */
const TRENDING_CLUSTERS: ClusterOptions = {
  joinThreshold: JOIN_THRESHOLD,
  maxClusters: Number.POSITIVE_INFINITY,
  minTermsToOpen: 0,
};

/**
 * The summarizer's leader clustering over the summarizer's tf-idf vectors: items, most engaging
 * first, join the closest cluster when the cosine with its centroid reaches JOIN_THRESHOLD, else
 * start one.
 */
export function clusterItems(items: readonly PulseItemRow[]): PulseItemRow[][] {
  const { vectors } = tfidfVectors(items.map(termsOf));
  const scores = items.map((item) => interactions(item.engagement));
  const { unitTopic, centroids } = clusterVectors(vectors, scores, TRENDING_CLUSTERS);
  const clusters: PulseItemRow[][] = centroids.map(() => []);
  // Most engaging first inside each cluster, as they joined it.
  const order = items.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]! || a - b);
  for (const i of order) clusters[unitTopic[i]!]!.push(items[i]!);
  return clusters.filter((c) => c.length > 0);
}

/** Interactions per hour since the cluster's first item (at least one hour, so a new post is not infinite). */
export function velocity(items: readonly PulseItemRow[], now: Date): number {
  const first = Math.min(...items.map((i) => i.publishedAt.getTime()));
  const hours = Math.max(1, (now.getTime() - first) / HOUR_MS);
  const total = items.reduce((sum, i) => sum + interactions(i.engagement), 0);
  return Math.round((total / hours) * 100) / 100;
}

function toTopic(items: PulseItemRow[], now: Date): TrendingTopic {
  const best = [...items].sort(
    (a, b) => interactions(b.engagement) - interactions(a.engagement),
  )[0]!;
  const title = titleOf(best);
  const result = summarize(items.map(toSummaryItem), {
    tone: PULSE_TONE,
    mode: 'documents',
    maxTopics: 2,
    words: 90,
  });
  const platforms = [...new Set(items.map((i) => i.platform))].sort();
  return {
    id: best.id,
    platform: best.platform,
    platforms,
    title,
    url: best.url,
    engagement: items.reduce((sum, i) => sum + interactions(i.engagement), 0),
    velocity: velocity(items, now),
    itemCount: items.length,
    summary: result.status === 'completed' ? withoutHeading(result.markdown) : title,
  };
}

/** The topic's dialog shows its title already; the summary's own heading would repeat it. */
function withoutHeading(markdown: string): string {
  return markdown.replace(/^## [^\n]*\n+/u, '');
}

/**
 * Trending topics of the user's items today: clusters of at least two items ranked by engagement
 * velocity (ties: more items, then the best item's id). When no cluster has two items, single
 * items stand in, ranked the same way.
 */
export function buildTrending(items: readonly PulseItemRow[], now: Date): TrendingTopic[] {
  if (items.length === 0) return [];
  const clusters = clusterItems(items);
  const multi = clusters.filter((c) => c.length >= 2);
  const chosen = multi.length > 0 ? multi : clusters;
  return chosen
    .map((c) => ({ c, v: velocity(c, now) }))
    .sort((a, b) => b.v - a.v || b.c.length - a.c.length)
    .slice(0, PULSE_LIMITS.trending)
    .map(({ c }) => toTopic(c, now));
}
