/**
 * Topic grouping by single-pass leader clustering on tf-idf vectors: units are visited from most to
 * least central and join the closest topic centroid above a threshold, else open a new topic (up to a
 * cap). One pass, a bounded number of centroids: linear in the number of units.
 */
import type { SparseVector } from '@/summarizer/engine/graph';

export interface TopicClusters {
  /** Topic of each unit. */
  unitTopic: Int32Array;
  centroids: Map<number, number>[];
}

export interface ClusterOptions {
  /** Cosine with a topic's centroid needed to join it. */
  joinThreshold: number;
  maxClusters: number;
  /** A unit with fewer distinct terms joins an existing topic rather than opening one. */
  minTermsToOpen: number;
}

/** Topics inside one summary: loose (sentences of one subject share few words), at most 24. */
const TOPIC_CLUSTERS: ClusterOptions = { joinThreshold: 0.12, maxClusters: 24, minTermsToOpen: 3 };

/** Cosine between a unit-length vector and a centroid of known norm. */
export function centroidSimilarity(
  v: SparseVector,
  centroid: ReadonlyMap<number, number>,
  centroidNorm: number,
): number {
  if (centroidNorm === 0) return 0;
  let dot = 0;
  for (let k = 0; k < v.ids.length; k++) dot += v.weights[k]! * (centroid.get(v.ids[k]!) ?? 0);
  return dot / centroidNorm;
}

/**
 * Single-pass leader clustering: vectors, highest score first, join the closest centroid at or above
 * the threshold, else open a cluster (within the cap).
 */
export function clusterVectors(
  vectors: readonly SparseVector[],
  scores: ArrayLike<number>,
  options: ClusterOptions = TOPIC_CLUSTERS,
): TopicClusters {
  const order = vectors
    .map((_, i) => i)
    .sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  const unitTopic = new Int32Array(vectors.length).fill(-1);
  const centroids: Map<number, number>[] = [];
  const squaredNorms: number[] = [];
  for (const i of order) {
    const v = vectors[i]!;
    let best = -1;
    let bestSim = 0;
    centroids.forEach((c, t) => {
      const sim = centroidSimilarity(v, c, Math.sqrt(squaredNorms[t]!));
      if (sim > bestSim) {
        bestSim = sim;
        best = t;
      }
    });
    const canOpen =
      centroids.length === 0 ||
      (v.ids.length >= options.minTermsToOpen && centroids.length < options.maxClusters);
    if (best < 0 && !canOpen) best = 0;
    if (canOpen && (best < 0 || bestSim < options.joinThreshold)) {
      best = centroids.length;
      centroids.push(new Map());
      squaredNorms.push(0);
    }
    const c = centroids[best]!;
    let squared = squaredNorms[best]!;
    for (let k = 0; k < v.ids.length; k++) {
      const old = c.get(v.ids[k]!) ?? 0;
      const updated = old + v.weights[k]!;
      squared += updated * updated - old * old;
      c.set(v.ids[k]!, updated);
    }
    squaredNorms[best] = squared;
    unitTopic[i] = best;
  }
  return { unitTopic, centroids };
}

/** Sum of unit-length vectors, normalised again. */
function sumVectors(vectors: readonly SparseVector[]): SparseVector {
  const total = new Map<number, number>();
  for (const v of vectors)
    for (let k = 0; k < v.ids.length; k++)
      total.set(v.ids[k]!, (total.get(v.ids[k]!) ?? 0) + v.weights[k]!);
  const ids = Int32Array.from([...total.keys()].sort((a, b) => a - b));
  const weights = Float64Array.from(ids, (id) => total.get(id)!);
  const norm = Math.sqrt(weights.reduce((s, w) => s + w * w, 0)) || 1;
  for (let k = 0; k < weights.length; k++) weights[k]! /= norm;
  return { ids, weights };
}

/**
 * Clusters units, or — when `groupOf` maps units to their items — whole items, so that a post's
 * sentences stay in one topic and topics are "posts about the same thing".
 */
export function clusterUnits(
  vectors: readonly SparseVector[],
  scores: ArrayLike<number>,
  groupOf?: ArrayLike<number>,
): TopicClusters {
  if (!groupOf) return clusterVectors(vectors, scores);
  const members = new Map<number, number[]>();
  for (let i = 0; i < vectors.length; i++) {
    const g = groupOf[i]!;
    const list = members.get(g) ?? [];
    list.push(i);
    members.set(g, list);
  }
  const groups = [...members.values()];
  const groupVectors = groups.map((list) => sumVectors(list.map((i) => vectors[i]!)));
  const groupScores = groups.map((list) => Math.max(...list.map((i) => scores[i] ?? 0)));
  const clustered = clusterVectors(groupVectors, groupScores);
  const unitTopic = new Int32Array(vectors.length);
  groups.forEach((list, g) => {
    for (const i of list) unitTopic[i] = clustered.unitTopic[g]!;
  });
  return { unitTopic, centroids: clustered.centroids };
}

/** The `count` heaviest term ids of a centroid (ties by id, for determinism). */
export function topTermIds(centroid: ReadonlyMap<number, number>, count: number): number[] {
  return [...centroid.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, count)
    .map(([id]) => id);
}
