import {
  PULSE_LIMITS,
  PULSE_TONE,
  type TopicSource,
  type TrendingTopic,
} from '@socialpulse/contract';
import { interactions, sourceUrl } from '@/features/pulse/pulse-items';
import { itemPhrases } from '@/features/pulse/topic-phrases';
import type { PulseItemRow } from '@/features/pulse/pulse.repository';
import { escapeMarkdown } from '@/summarizer/compose/compose';
import { digest } from '@/summarizer/digest/digest';
import type { DigestItem } from '@/summarizer/digest/types';

const HOUR_MS = 3_600_000;
/** An item's text beyond this adds little to what it is about. */
const TEXT_CHARS = 600;
/** Two themes sharing at least this share of the smaller one's items are one theme. */
const SAME_THEME = 0.5;

/** A named theme: the phrase several items share, and those items. */
export interface Theme {
  title: string;
  key: string;
  items: PulseItemRow[];
}

interface Candidate {
  key: string;
  proper: boolean;
  words: number;
  forms: Map<string, number>;
  items: Set<number>;
  /** How early the items name it (summed order of appearance): a headline leads with its subject. */
  position: number;
}

/** The way most items spell the phrase, its first letter raised ("holiday rentals" → "Holiday rentals"). */
function displayForm(forms: ReadonlyMap<string, number>): string {
  const [best] = [...forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const text = best?.[0] ?? '';
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function overlap(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  let shared = 0;
  for (const i of a) if (b.has(i)) shared++;
  return shared / Math.max(1, Math.min(a.size, b.size));
}

/**
 * Named themes of the items: the noun phrases and names (English by a part-of-speech tagger,
 * other languages by their capitalised words and content words; filler words never) that most
 * items share. A theme needs two items; when no phrase is shared at all, each item's best phrase
 * names it alone, so the section is not empty on a quiet day. Themes over mostly the same items
 * are one (the broader, more shared phrase wins).
 */
export function findThemes(items: readonly PulseItemRow[]): Theme[] {
  const candidates = new Map<string, Candidate>();
  const perItem = items.map((item) =>
    itemPhrases(item.title ?? '', item.text.slice(0, TEXT_CHARS)),
  );
  perItem.forEach((phrases, i) => {
    for (const [at, p] of phrases.entries()) {
      const known = candidates.get(p.key) ?? {
        key: p.key,
        proper: p.proper,
        words: p.words,
        forms: new Map<string, number>(),
        items: new Set<number>(),
        position: 0,
      };
      known.items.add(i);
      known.position += at;
      known.forms.set(p.text, (known.forms.get(p.text) ?? 0) + 1);
      candidates.set(p.key, known);
    }
  });
  const score = (c: Candidate) =>
    [...c.items].reduce((sum, i) => sum + interactions(items[i]!.engagement), 0);
  let pool = [...candidates.values()].filter((c) => c.items.size >= 2);
  if (pool.length === 0) {
    // Nothing shared: each item's own best phrase (a name first, then the longest) names it.
    pool = perItem.flatMap((phrases) => {
      const best = [...phrases].sort(
        (a, b) => Number(b.proper) - Number(a.proper) || b.words - a.words,
      )[0];
      return best ? [candidates.get(best.key)!] : [];
    });
  }
  pool.sort(
    (a, b) =>
      b.items.size - a.items.size ||
      Number(b.proper) - Number(a.proper) ||
      score(b) - score(a) ||
      b.words - a.words ||
      a.position - b.position ||
      a.key.localeCompare(b.key),
  );
  const chosen: Candidate[] = [];
  for (const c of pool) {
    if (chosen.some((k) => overlap(k.items, c.items) >= SAME_THEME)) continue;
    chosen.push(c);
  }
  return chosen.map((c) => ({
    title: displayForm(c.forms),
    key: c.key,
    items: [...c.items].map((i) => items[i]!),
  }));
}

/** Interactions per hour since the cluster's first item (at least one hour, so a new post is not infinite). */
export function velocity(items: readonly PulseItemRow[], now: Date): number {
  const first = Math.min(...items.map((i) => i.publishedAt.getTime()));
  const hours = Math.max(1, (now.getTime() - first) / HOUR_MS);
  const total = items.reduce((sum, i) => sum + interactions(i.engagement), 0);
  return Math.round((total / hours) * 100) / 100;
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

function toTopic(theme: Theme, now: Date): TrendingTopic {
  const { items, title } = theme;
  const ranked = [...items].sort((a, b) => interactions(b.engagement) - interactions(a.engagement));
  const best = ranked[0]!;
  const platforms = [...new Set(items.map((i) => i.platform))].sort();
  return {
    // The theme's own key: the same theme keeps its id from one build to the next.
    id: `topic:${theme.key}`,
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
 * Trending topics of the user's items today: named themes (findThemes), the most shared first
 * (ties: velocity), the first PULSE_LIMITS.trending of them, then shown in the order of what each
 * card shows: total interactions, highest first (ties: velocity, more items, title), so the same
 * items always give the same order.
 */
export function buildTrending(items: readonly PulseItemRow[], now: Date): TrendingTopic[] {
  if (items.length === 0) return [];
  return findThemes(items)
    .map((theme) => ({ theme, v: velocity(theme.items, now) }))
    .sort((a, b) => b.theme.items.length - a.theme.items.length || b.v - a.v)
    .slice(0, PULSE_LIMITS.trending)
    .map(({ theme }) => toTopic(theme, now))
    .sort(
      (a, b) =>
        b.engagement - a.engagement ||
        b.velocity - a.velocity ||
        b.itemCount - a.itemCount ||
        a.title.localeCompare(b.title),
    );
}
