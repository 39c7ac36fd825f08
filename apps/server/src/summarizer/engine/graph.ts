/**
 * Term vectors, a sparse similarity graph and (personalised) PageRank — the centrality at the heart
 * of LexRank and TextRank. Similarities come from an inverted index, so only units that share a
 * term are ever compared; very common terms are skipped at scale, which keeps the work near-linear.
 */

export interface SparseVector {
  ids: Int32Array;
  weights: Float64Array;
}

export interface Graph {
  neighbours: Int32Array[];
  weights: Float64Array[];
}

export type TfScheme = 'raw' | 'log';

export interface TermSpace {
  vectors: SparseVector[];
  /** Term of each id. */
  vocabulary: string[];
}

/** Unit-length tf-idf vectors; idf = ln(1 + N / df) so a term in every unit still counts a little. */
export function tfidfVectors(
  termLists: readonly (readonly string[])[],
  scheme: TfScheme = 'log',
): TermSpace {
  const vocabulary = new Map<string, number>();
  const df: number[] = [];
  const counts = termLists.map((terms) => {
    const local = new Map<number, number>();
    for (const term of terms) {
      let id = vocabulary.get(term);
      if (id === undefined) {
        id = vocabulary.size;
        vocabulary.set(term, id);
        df.push(0);
      }
      local.set(id, (local.get(id) ?? 0) + 1);
    }
    for (const id of local.keys()) df[id]!++;
    return local;
  });
  const n = termLists.length;
  const vectors = counts.map((local) => {
    const ids = Int32Array.from([...local.keys()].sort((a, b) => a - b));
    const weights = new Float64Array(ids.length);
    let norm = 0;
    ids.forEach((id, k) => {
      const tf = local.get(id) ?? 0;
      const w = (scheme === 'log' ? 1 + Math.log(tf) : tf) * Math.log(1 + n / (df[id] ?? 1));
      weights[k] = w;
      norm += w * w;
    });
    norm = Math.sqrt(norm);
    if (norm > 0) for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
    return { ids, weights };
  });
  return { vectors, vocabulary: [...vocabulary.keys()] };
}

export function cosine(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let dot = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i]!;
    const y = b.ids[j]!;
    if (x === y) dot += a.weights[i++]! * b.weights[j++]!;
    else if (x < y) i++;
    else j++;
  }
  return dot;
}

export interface GraphOptions {
  /** Edges below this cosine are dropped. */
  threshold: number;
  /** Keep at most this many strongest neighbours per node (bounds memory at scale). */
  maxNeighbours?: number;
}

/** Cosine graph over unit-length vectors via an inverted index. */
export function similarityGraph(vectors: readonly SparseVector[], options: GraphOptions): Graph {
  const n = vectors.length;
  const postings = new Map<number, { units: number[]; weights: number[] }>();
  vectors.forEach((v, i) => {
    v.ids.forEach((id, k) => {
      let list = postings.get(id);
      if (!list) postings.set(id, (list = { units: [], weights: [] }));
      list.units.push(i);
      list.weights.push(v.weights[k]!);
    });
  });
  // Terms in a large share of units add almost nothing to cosine but dominate the cost.
  const maxDf = n > 400 ? Math.max(50, Math.floor(0.2 * n)) : Infinity;
  const acc = new Float64Array(n);
  const touched: number[] = [];
  const maxNeighbours = options.maxNeighbours ?? 50;
  const graph: Graph = { neighbours: [], weights: [] };
  vectors.forEach((v, i) => {
    v.ids.forEach((id, k) => {
      const list = postings.get(id)!;
      if (list.units.length > maxDf) return;
      const w = v.weights[k]!;
      for (let m = 0; m < list.units.length; m++) {
        const j = list.units[m]!;
        if (j === i) continue;
        if (acc[j] === 0) touched.push(j);
        acc[j]! += w * list.weights[m]!;
      }
    });
    const edges = touched
      .filter((j) => acc[j]! >= options.threshold)
      .sort((a, b) => acc[b]! - acc[a]! || a - b);
    const kept = edges.slice(0, maxNeighbours);
    graph.neighbours.push(Int32Array.from(kept));
    graph.weights.push(Float64Array.from(kept, (j) => acc[j]!));
    for (const j of touched) acc[j] = 0;
    touched.length = 0;
  });
  return graph;
}

export interface PageRankOptions {
  damping?: number;
  /** Teleport distribution (any non-negative weights); uniform when absent. */
  personalization?: readonly number[];
  /** Treat edge weights as 1 (classic LexRank with a threshold). */
  binary?: boolean;
  iterations?: number;
}

/** Power iteration; dangling nodes teleport by the personalisation vector. Sums to 1. */
export function pageRank(graph: Graph, options: PageRankOptions = {}): Float64Array {
  const n = graph.neighbours.length;
  const d = options.damping ?? 0.85;
  const teleport = new Float64Array(n);
  const p = options.personalization;
  const pSum = p ? p.reduce((s, x) => s + Math.max(0, x), 0) : 0;
  for (let i = 0; i < n; i++) teleport[i] = p && pSum > 0 ? Math.max(0, p[i] ?? 0) / pSum : 1 / n;
  const outSum = graph.weights.map((w) =>
    options.binary ? w.length : w.reduce((s, x) => s + x, 0),
  );
  let rank = Float64Array.from(teleport);
  for (let iter = 0; iter < (options.iterations ?? 100); iter++) {
    const next = new Float64Array(n);
    let dangling = 0;
    for (let i = 0; i < n; i++) {
      const out = outSum[i]!;
      if (out <= 0) {
        dangling += rank[i]!;
        continue;
      }
      const nb = graph.neighbours[i]!;
      const w = graph.weights[i]!;
      for (let k = 0; k < nb.length; k++)
        next[nb[k]!]! += (d * rank[i]! * (options.binary ? 1 : w[k]!)) / out;
    }
    let delta = 0;
    for (let i = 0; i < n; i++) {
      next[i]! += (1 - d + d * dangling) * teleport[i]!;
      delta += Math.abs(next[i]! - rank[i]!);
    }
    rank = next;
    // Ranks only order units; a millionth of total mass no longer changes that order.
    if (delta < 1e-6) break;
  }
  return rank;
}
