/**
 * The extraction pipeline: normalise → weigh → deduplicate → units → graph centrality personalised
 * by prior (item weight × position) → MMR under a word budget → topics. Everything after
 * deduplication works on a capped candidate set, so cost grows with the input only through the
 * linear passes (cleaning, hashing, topic assignment) and an n log n sort.
 */
import { dedupe } from '@/summarizer/engine/dedup';
import { pageRank, similarityGraph, tfidfVectors } from '@/summarizer/engine/graph';
import { assemble } from '@/summarizer/engine/assemble';
import {
  clausePrefixes,
  selectMmr,
  truncateWords,
  type Candidate,
} from '@/summarizer/engine/select';
import { DEFAULT_TUNING, type Tuning } from '@/summarizer/engine/tuning';
import { buildUnits, detectMode, type PreparedItem, type Unit } from '@/summarizer/engine/units';
import { itemWeights } from '@/summarizer/engine/weights';
import { countWords, normalizeText } from '@/summarizer/text/normalize';
import type { ExtractOptions, Extraction, SummaryItem } from '@/summarizer/types';

export function autoBudget(
  inputWords: number,
  tuning: Tuning = DEFAULT_TUNING,
  mode: Extraction['mode'] = 'documents',
): number {
  const scale = tuning.budgetScale * tuning[mode].budgetFactor;
  const budget = Math.round(scale * Math.sqrt(Math.max(0, inputWords)));
  return Math.min(tuning.maxBudget, Math.max(tuning.minBudget, budget));
}

function prepare(items: readonly SummaryItem[]): PreparedItem[] {
  return items.map((item, index) => {
    const prepared: PreparedItem = {
      index,
      text: normalizeText(typeof item.text === 'string' ? item.text : ''),
    };
    if (typeof item.title === 'string') {
      const title = normalizeText(item.title).replace(/\n/gu, ' ');
      if (title !== '') prepared.title = title;
    }
    if (typeof item.author === 'string' && item.author.trim() !== '')
      prepared.author = item.author.trim();
    return prepared;
  });
}

function unitPrior(
  unit: Unit,
  itemWeight: number,
  mode: Extraction['mode'],
  halfLife: number,
  t: Tuning,
): number {
  const length = Math.min(1, unit.words / t[mode].minWords);
  // In a chat the turn number is the position: the opening turns usually say what it is about.
  const index = mode === 'conversation' ? unit.turn : unit.position;
  const position = index < 0 ? t.titleBoost : Math.pow(0.5, index / halfLife);
  return itemWeight * length * position;
}

function scaled(values: ArrayLike<number>): Float64Array {
  let max = 0;
  for (let i = 0; i < values.length; i++) max = Math.max(max, values[i]!);
  return Float64Array.from(values, (v) => (max > 0 ? v / max : 0));
}

/** Selects the sentences of a summary. Deterministic: the same items and options give the same result. */
export function extract(
  items: readonly SummaryItem[],
  options: ExtractOptions = {},
  tuning: Tuning = DEFAULT_TUNING,
): Extraction {
  const prepared = prepare(items);
  const weights = itemWeights(items, {
    ...(options.platformWeights ? { platformWeights: options.platformWeights } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const present = prepared.filter((p) => p.text !== '' || p.title !== undefined);
  const { representative } = dedupe(
    present.map((p) => (p.title !== undefined ? `${p.title}\n${p.text}` : p.text)),
    present.map((p) => weights[p.index]!),
  );
  const kept = present.filter((_, k) => representative[k] === k);
  const duplicateOf = new Map<number, number>();
  present.forEach((p, k) => {
    const rep = representative[k]!;
    if (rep !== k) duplicateOf.set(p.index, present[rep]!.index);
  });
  const mode =
    options.mode === 'documents' || options.mode === 'conversation'
      ? options.mode
      : detectMode(kept);
  const inputWords = kept.reduce(
    (sum, p) => sum + countWords(p.text) + (p.title ? countWords(p.title) : 0),
    0,
  );
  const budget =
    options.words !== undefined && options.words > 0
      ? Math.floor(options.words)
      : autoBudget(inputWords, tuning, mode);

  // Heaviest items feed the graph; ties keep input order so chats are read from the start.
  const candidatesItems = [...kept]
    .sort((a, b) => weights[b.index]! - weights[a.index]! || a.index - b.index)
    .slice(0, tuning.maxItems)
    .sort((a, b) => a.index - b.index);
  let units = buildUnits(candidatesItems, mode);
  const m = tuning[mode];
  // One article's lead is its author's pick; across several sources, agreement between them
  // (centrality) is the better signal, so the position prior flattens as sources are added.
  // A long chat has many openings, not one: beyond 30 turns the half-life grows with its length.
  const sources = Math.max(1, candidatesItems.length);
  const halfLife =
    m.positionHalfLife * (mode === 'documents' ? 1 + Math.log(sources) : Math.max(1, sources / 30));
  let priors = units.map((u) => unitPrior(u, weights[u.itemIndex]!, mode, halfLife, tuning));
  if (units.length > tuning.maxUnits) {
    const keep = units
      .map((_, i) => i)
      .sort((a, b) => priors[b]! - priors[a]! || a - b)
      .slice(0, tuning.maxUnits)
      .sort((a, b) => a - b);
    units = keep.map((i) => units[i]!);
    priors = keep.map((i) => priors[i]!);
  }

  const { vectors, vocabulary } = tfidfVectors(units.map((u) => u.terms));
  const graph = similarityGraph(vectors, { threshold: tuning.edgeThreshold });
  const centrality = scaled(pageRank(graph, { damping: m.damping, personalization: priors }));
  const prior = scaled(priors);
  const scores = centrality.map((c, i) => (1 - m.priorMix) * c + m.priorMix * prior[i]!);

  const candidates: Candidate[] = units.map((u, i) => ({
    words: u.words,
    vector: vectors[i]!,
    score: scores[i]!,
    ...(m.clausePenalty >= 0 && u.words > 2 * m.minWords
      ? { clauses: clausePrefixes(u.text) }
      : {}),
  }));
  const choices = selectMmr(candidates, {
    budget,
    lambda: m.lambda,
    maxSimilarity: tuning.maxSimilarity,
    minRelativeScore: m.minRelativeScore,
    minClauseWords: m.minWords,
    clausePenalty: Math.max(0, m.clausePenalty),
  });
  let chosen = choices.map((c) => c.index);
  const texts = new Map<number, string>(
    choices.flatMap((c) => (c.text !== undefined ? [[c.index, c.text] as const] : [])),
  );
  if (chosen.length === 0 && units.length > 0) {
    // Even the best unit exceeds the budget: show its beginning rather than nothing.
    const best = scores.reduce((b, s, i) => (s > scores[b]! ? i : b), 0);
    chosen = [best];
    texts.set(best, truncateWords(units[best]!.text, budget));
  }

  return assemble({
    items,
    kept,
    duplicateOf,
    weights,
    units,
    vectors,
    vocabulary,
    scores,
    chosen,
    texts,
    mode,
    stats: {
      items: items.length,
      distinct: kept.length,
      distinctTopLevel: kept.filter((p) => items[p.index]!.parentId === undefined).length,
      duplicates: duplicateOf.size,
      units: units.length,
      candidates: candidatesItems.length,
      inputWords,
      budget,
      selectedWords: 0,
    },
  });
}
