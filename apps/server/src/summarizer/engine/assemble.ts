/**
 * Turns the chosen units into the public Extraction: points in reading order, topics with their
 * keywords, items and points. Items outside the candidate set (large inputs) still join a topic
 * through an inverted index over the topics' strongest terms, in one linear pass.
 */
import { VAGUE_LABEL_WORDS } from '@/summarizer/engine/label-words';
import type { SparseVector } from '@/summarizer/engine/graph';
import { clusterUnits, topTermIds } from '@/summarizer/engine/topics';
import type { PreparedItem, Unit } from '@/summarizer/engine/units';
import { countWords } from '@/summarizer/text/normalize';
import { contentTerms } from '@/summarizer/text/terms';
import type { ExtractStats, Extraction, Point, SummaryItem, Topic } from '@/summarizer/types';

export interface AssembleInput {
  items: readonly SummaryItem[];
  kept: readonly PreparedItem[];
  duplicateOf: ReadonlyMap<number, number>;
  weights: readonly number[];
  units: readonly Unit[];
  vectors: readonly SparseVector[];
  vocabulary: readonly string[];
  scores: Float64Array;
  chosen: readonly number[];
  /** Replacement text for a chosen unit (a truncated one). */
  texts: ReadonlyMap<number, string>;
  mode: Extraction['mode'];
  stats: ExtractStats;
}

const TERMS_PER_TOPIC_INDEX = 40;
/** A post's topic shows in its title and opening; reading further costs time on huge inputs. */
const LATE_JOIN_CHARS = 400;
const LATE_JOIN_THRESHOLD = 0.1;

/** Topic of every kept item: its best unit's topic, or (outside the graph) its best-matching topic. */
function itemTopics(
  input: AssembleInput,
  unitTopic: Int32Array,
  centroids: readonly Map<number, number>[],
): Map<number, number> {
  const topicOf = new Map<number, number>();
  const bestScore = new Map<number, number>();
  input.units.forEach((unit, i) => {
    if ((bestScore.get(unit.itemIndex) ?? -1) < input.scores[i]!) {
      bestScore.set(unit.itemIndex, input.scores[i]!);
      topicOf.set(unit.itemIndex, unitTopic[i]!);
    }
  });
  const termId = new Map(input.vocabulary.map((term, id) => [term, id]));
  const index = new Map<number, { topic: number; weight: number }[]>();
  centroids.forEach((centroid, topic) => {
    const ids = topTermIds(centroid, TERMS_PER_TOPIC_INDEX);
    let norm = 0;
    for (const id of ids) norm += (centroid.get(id) ?? 0) ** 2;
    for (const id of ids) {
      let list = index.get(id);
      if (!list) index.set(id, (list = []));
      list.push({ topic, weight: (centroid.get(id) ?? 0) / Math.sqrt(norm || 1) });
    }
  });
  for (const item of input.kept) {
    if (topicOf.has(item.index)) continue;
    const terms = new Set(
      contentTerms(`${item.title ?? ''} ${item.text.slice(0, LATE_JOIN_CHARS)}`),
    );
    const score = new Map<number, number>();
    for (const term of terms) {
      const id = termId.get(term);
      if (id === undefined) continue;
      for (const { topic, weight } of index.get(id) ?? [])
        score.set(topic, (score.get(topic) ?? 0) + weight);
    }
    let best = -1;
    let bestValue = 0;
    for (const [topic, value] of score) {
      const normalised = value / Math.sqrt(Math.max(1, terms.size));
      if (normalised > bestValue || (normalised === bestValue && topic < best))
        [best, bestValue] = [topic, normalised];
    }
    if (best >= 0 && bestValue >= LATE_JOIN_THRESHOLD) topicOf.set(item.index, best);
  }
  for (const [dup, rep] of input.duplicateOf) {
    const topic = topicOf.get(rep);
    if (topic !== undefined) topicOf.set(dup, topic);
  }
  return topicOf;
}

/** The most frequent written form of each term among the given texts ("rifles" → "rifles", not "rifl"). */
function surfaceForms(texts: readonly string[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const text of texts) {
    for (const match of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
      const term = contentTerms(match[0])[0];
      if (term === undefined) continue;
      const forms = counts.get(term) ?? new Map<string, number>();
      forms.set(match[0], (forms.get(match[0]) ?? 0) + 1);
      counts.set(term, forms);
    }
  }
  const out = new Map<string, string>();
  for (const [term, forms] of counts) {
    const best = [...forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
    if (best) out.set(term, best[0]);
  }
  return out;
}

export function assemble(input: AssembleInput): Extraction {
  // Several posts: topics group posts. One post, or a chat: topics group sentences or turns.
  const sources = new Set(input.units.map((u) => u.itemIndex)).size;
  const byItem = input.mode === 'documents' && sources >= 3;
  const { unitTopic, centroids } = clusterUnits(
    input.vectors,
    input.scores,
    byItem ? input.units.map((u) => u.itemIndex) : undefined,
  );
  const topicOf = itemTopics(input, unitTopic, centroids);
  const totalWeight = input.weights.reduce((s, w) => s + w, 0) || 1;
  const topicWeight = new Map<number, number>();
  for (const [item, topic] of topicOf)
    topicWeight.set(topic, (topicWeight.get(topic) ?? 0) + (input.weights[item] ?? 0));

  const raw = input.chosen.map((u) => ({ u, unit: input.units[u]!, topic: unitTopic[u]! }));
  const topicsUsed = [...new Set(raw.map((r) => r.topic))].sort(
    (a, b) => (topicWeight.get(b) ?? 0) - (topicWeight.get(a) ?? 0) || a - b,
  );
  const rank = new Map(topicsUsed.map((t, k) => [t, k]));
  const singleSource =
    input.mode === 'conversation' || new Set(raw.map((r) => r.unit.itemIndex)).size <= 1;
  // A chat or a single post reads best in its own order; several posts are grouped by topic.
  raw.sort(
    (a, b) =>
      (singleSource ? 0 : rank.get(a.topic)! - rank.get(b.topic)!) ||
      a.unit.itemIndex - b.unit.itemIndex ||
      a.unit.position - b.unit.position,
  );
  const points: Point[] = raw.map(({ u, unit, topic }) => {
    const item = input.items[unit.itemIndex]!;
    const point: Point = {
      text: input.texts.get(u) ?? unit.text,
      itemId: String(item.id),
      itemIndex: unit.itemIndex,
      position: unit.position,
      score: input.scores[u]!,
      topicId: rank.get(topic)!,
    };
    if (item.author !== undefined) point.author = item.author;
    if (item.url !== undefined) point.url = item.url;
    if (item.platform !== undefined) point.platform = item.platform;
    return point;
  });

  const topics: Topic[] = topicsUsed.map((t, k) => {
    const memberTexts = input.units.filter((_, i) => unitTopic[i] === t).map((u) => u.text);
    const forms = surfaceForms(memberTexts);
    const candidates = topTermIds(centroids[t]!, 8).map(
      (id) => forms.get(input.vocabulary[id]!) ?? input.vocabulary[id]!,
    );
    const telling = candidates.filter((w) => !VAGUE_LABEL_WORDS.has(w.toLowerCase()));
    const keywords = (telling.length > 0 ? telling : candidates).slice(0, 3);
    const itemIds = [...topicOf.entries()]
      .filter(([, topic]) => topic === t)
      .map(([item]) => item)
      .sort((a, b) => a - b);
    return {
      id: k,
      keywords,
      itemIds: itemIds.map((i) => String(input.items[i]!.id)),
      weight: (topicWeight.get(t) ?? 0) / totalWeight,
      points: points.filter((p) => p.topicId === k),
    };
  });
  const stats: ExtractStats = {
    ...input.stats,
    selectedWords: points.reduce((s, p) => s + countWords(p.text), 0),
  };
  return { points, topics, mode: input.mode, stats };
}
