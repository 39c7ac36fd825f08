import {
  PULSE_LIMITS,
  PULSE_TONE,
  type TopicSource,
  type TrendingTopic,
} from '@socialpulse/contract';
import { interactions, sourceUrl, titleOf } from '@/features/pulse/pulse-items';
import type { PulseItemRow } from '@/features/pulse/pulse.repository';
import { tfidfVectors } from '@/summarizer/engine/graph';
import { clusterVectors, type ClusterOptions } from '@/summarizer/engine/topics';
import { contentTerms } from '@/summarizer/text/terms';
import { escapeMarkdown } from '@/summarizer/compose/compose';
import { digest } from '@/summarizer/digest/digest';
import type { DigestItem } from '@/summarizer/digest/types';

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

/** A topic is named by a phrase, not a paragraph: the best item's headline, cut at a word. */
const TITLE_WORDS = 10;

export function topicTitle(best: PulseItemRow): string {
  const headline = titleOf(best)
    .replace(/\s*[([][^)\]]*[)\]]\s*$/u, '')
    .replace(/[.!?:;,…]+$/u, '')
    .trim();
  const words = headline.split(/\s+/u);
  return words.length <= TITLE_WORDS ? headline : `${words.slice(0, TITLE_WORDS).join(' ')}…`;
}

function toDigestItem(item: PulseItemRow): DigestItem {
  const e = item.engagement;
  return {
    id: item.id,
    url: item.url,
    author: item.author ?? item.sourceName,
    ...(item.title ? { title: item.title } : {}),
    text: item.text,
    publishedAt: item.publishedAt.toISOString(),
    engagement: {
      score: e.score,
      likes: e.likes ?? e.reactions,
      comments: e.comments,
      views: e.views,
      shares: e.shares,
    },
    replies: [],
  };
}

/** The sources a topic spans, most items first (then name). */
export function topicSources(items: readonly PulseItemRow[]): TopicSource[] {
  const bySource = new Map<string, TopicSource>();
  for (const item of items) {
    const key = `${item.platform}\u0000${item.sourceId}`;
    const known = bySource.get(key);
    if (known) known.items += 1;
    else
      bySource.set(key, {
        platform: item.platform,
        name: item.sourceName,
        url: sourceUrl(item.platform, item.sourceId, item.url),
        items: 1,
      });
  }
  return [...bySource.values()].sort((a, b) => b.items - a.items || a.name.localeCompare(b.name));
}

/**
 * The topic's story, written by the digest writer (the summaries' own composer) over the cluster's
 * items as one feed named by the topic's title. The digest's heading is left out: the dialog shows
 * the title already.
 */
export function topicSummary(items: readonly PulseItemRow[], title: string, now: Date): string {
  const best = items[0]!;
  const first = Math.min(...items.map((i) => i.publishedAt.getTime()));
  const result = digest({
    id: `trending:${best.id}`,
    platform: best.platform,
    source: { id: best.sourceId, title },
    period: { start: new Date(first).toISOString(), end: now.toISOString() },
    tone: PULSE_TONE,
    language: 'en',
    items: items.map(toDigestItem),
  });
  return result.status === 'completed'
    ? withoutCloser(withoutHeading(result.markdown), title)
    : title;
}

/**
 * A digest ends with its voice's sign-off naming the source ("That's the pulse of … for now"): in a
 * topic's dialog, which is one of several on the page, it only repeats the title.
 */
function withoutCloser(markdown: string, title: string): string {
  const paragraphs = markdown.split(/\n{2,}/u);
  const last = paragraphs.at(-1) ?? '';
  const names = escapeMarkdown(title);
  if (
    paragraphs.length > 1 &&
    !last.includes('](') &&
    (last.includes(names) || last.includes(title))
  )
    paragraphs.pop();
  return paragraphs.join('\n\n').trim();
}

function toTopic(items: PulseItemRow[], now: Date): TrendingTopic {
  const ranked = [...items].sort((a, b) => interactions(b.engagement) - interactions(a.engagement));
  const best = ranked[0]!;
  const title = topicTitle(best);
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
    summary: topicSummary(ranked, title, now),
    sources: topicSources(ranked),
  };
}

/** The topic's dialog shows its title already; the summary's own heading would repeat it. */
function withoutHeading(markdown: string): string {
  return markdown.replace(/^## [^\n]*\n+/u, '').trim();
}

/**
 * Trending topics of the user's items today: clusters of at least two items (single items only when
 * no cluster has two), chosen by engagement velocity (the fastest PULSE_LIMITS.trending), then shown
 * in the order of what each card shows: total interactions, highest first (ties: velocity, more
 * items).
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
    .map(({ c }) => toTopic(c, now))
    .sort(
      (a, b) => b.engagement - a.engagement || b.velocity - a.velocity || b.itemCount - a.itemCount,
    );
}
