/**
 * The extractive baselines of data/eval/README.md, so `npm run eval` can print them beside the
 * engine on the same units and the same scorer: Lead-3, Longest-3, LexRank (tf-idf cosine,
 * threshold 0.1, PageRank) and TextRank (Mihalcea & Tarau overlap similarity). Each picks 3 units
 * and returns them in their original order.
 */
import { pageRank, similarityGraph, tfidfVectors, type Graph } from '@/summarizer/engine/graph';
import { porterStem } from '@/summarizer/text/porter';

export const BASELINE_UNITS = 3;

/**
 * Plain bag of words for the baselines: lower-cased, Porter-stemmed, no stop list. The engine's own
 * term pipeline (stop words, accent folding) is part of what is being measured, so the baselines
 * do not borrow it; with it their figures drift away from the README's.
 */
export function plainTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) =>
    /^[a-z]+$/u.test(w) ? porterStem(w) : w,
  );
}

export function lead(units: readonly string[], k = BASELINE_UNITS): string[] {
  return units.slice(0, k);
}

/**
 * Gliwa et al. 2019: the three longest units (by words; ties go to the earlier), in their original
 * order. Long chat turns carry content, so on SAMSum it beats Lead-3 (32.46 R-1 in the paper).
 */
export function longest(units: readonly string[], k = BASELINE_UNITS): string[] {
  const words = units.map((u) => u.split(/\s+/u).filter((w) => w !== '').length);
  return topInOrder(units, words, k);
}

function topInOrder(units: readonly string[], scores: ArrayLike<number>, k: number): string[] {
  const order = units.map((_, i) => i).sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  return order
    .slice(0, k)
    .sort((a, b) => a - b)
    .map((i) => units[i]!);
}

/** Erkan & Radev 2004: idf-modified cosine (raw tf), edges at cosine ≥ 0.1, unweighted PageRank. */
export function lexRank(units: readonly string[], k = BASELINE_UNITS): string[] {
  if (units.length <= k) return [...units];
  const { vectors } = tfidfVectors(units.map(plainTerms), 'raw');
  const graph = similarityGraph(vectors, { threshold: 0.1, maxNeighbours: units.length });
  return topInOrder(units, pageRank(graph, { binary: true }), k);
}

/** Mihalcea & Tarau 2004: |common words| / (log|Si| + log|Sj|), weighted PageRank. */
export function textRank(units: readonly string[], k = BASELINE_UNITS): string[] {
  if (units.length <= k) return [...units];
  const sets = units.map((u) => new Set(plainTerms(u)));
  const graph: Graph = { neighbours: [], weights: [] };
  for (let i = 0; i < sets.length; i++) {
    const nb: number[] = [];
    const w: number[] = [];
    for (let j = 0; j < sets.length; j++) {
      const a = sets[i]!;
      const b = sets[j]!;
      if (i === j || a.size < 2 || b.size < 2) continue;
      let common = 0;
      for (const t of a) if (b.has(t)) common++;
      const sim = common / (Math.log(a.size) + Math.log(b.size));
      if (sim > 0) {
        nb.push(j);
        w.push(sim);
      }
    }
    graph.neighbours.push(Int32Array.from(nb));
    graph.weights.push(Float64Array.from(w));
  }
  return topInOrder(units, pageRank(graph), k);
}
