import { PULSE_LIMITS, PULSE_TONE, type TrendingTopic } from '@socialpulse/contract';
import { interactions, titleOf, toSummaryItem } from '@/features/pulse/pulse-items';
import type { PulseItemRow } from '@/features/pulse/pulse.repository';
import { contentTerms } from '@/summarizer/text/terms';
import { summarize } from '@/summarizer/summarize';

const HOUR_MS = 3_600_000;
/** Cosine an item needs with a cluster's centroid to join it. */
const JOIN_THRESHOLD = 0.3;
/** An item's text beyond this adds little to what it is about. */
const TEXT_CHARS = 600;

type Vector = Map<string, number>;

function termCounts(item: PulseItemRow): Vector {
  const counts: Vector = new Map();
  const title = item.title ?? '';
  // The title says what the item is about: it counts twice.
  for (const term of [...contentTerms(title), ...contentTerms(title)])
    counts.set(term, (counts.get(term) ?? 0) + 1);
  for (const term of contentTerms(item.text.slice(0, TEXT_CHARS)))
    counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

/** tf-idf vectors of unit length: words every item uses weigh nothing. */
export function termVectors(items: readonly PulseItemRow[]): Vector[] {
  const counts = items.map(termCounts);
  const df = new Map<string, number>();
  for (const c of counts) for (const term of c.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  return counts.map((c) => {
    const v: Vector = new Map();
    let norm = 0;
    for (const [term, tf] of c) {
      const w = (1 + Math.log(tf)) * Math.log(1 + items.length / (df.get(term) ?? 1));
      v.set(term, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [term, w] of v) v.set(term, w / norm);
    return v;
  });
}

export function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [t, w] of a) {
    dot += w * (b.get(t) ?? 0);
    na += w * w;
  }
  for (const w of b.values()) nb += w * w;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

interface Cluster {
  items: PulseItemRow[];
  centroid: Vector;
}

/**
 * Single-pass leader clustering: items, most engaging first, join the closest cluster when the
 * cosine with its centroid reaches JOIN_THRESHOLD, else start one.
 */
export function clusterItems(items: readonly PulseItemRow[]): PulseItemRow[][] {
  const vectors = termVectors(items);
  const order = items
    .map((_, i) => i)
    .sort((a, b) => interactions(items[b]!.engagement) - interactions(items[a]!.engagement));
  const clusters: Cluster[] = [];
  for (const i of order) {
    const v = vectors[i]!;
    let best: Cluster | undefined;
    let bestSim = 0;
    for (const c of clusters) {
      const sim = cosine(v, c.centroid);
      if (sim > bestSim) {
        bestSim = sim;
        best = c;
      }
    }
    if (!best || bestSim < JOIN_THRESHOLD) {
      clusters.push({ items: [items[i]!], centroid: new Map(v) });
      continue;
    }
    best.items.push(items[i]!);
    for (const [t, w] of v) best.centroid.set(t, (best.centroid.get(t) ?? 0) + w);
  }
  return clusters.map((c) => c.items);
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
