/**
 * Exact and near-duplicate detection in linear time: reposts, cross-posts and copy-pasted messages
 * would otherwise be picked twice and inflate a topic. Near duplicates are found with MinHash over
 * word 3-shingles and locality-sensitive hashing (5 bands × 4 rows), then confirmed by the exact
 * Jaccard similarity of the shingle sets, so no pair of items is ever compared blindly.
 */

const BANDS = 5;
const ROWS = 4;
const HASHES = BANDS * ROWS;
/** Confirmed near duplicate at this Jaccard similarity of word 3-shingles. */
export const NEAR_DUPLICATE_JACCARD = 0.7;
/** Shorter texts are only matched exactly: "I agree" and "I disagree" are not duplicates. */
const MIN_TOKENS_FOR_NEAR = 6;

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// Fixed odd multipliers and seeds: the same input must always give the same groups.
const SEEDS = Array.from({ length: HASHES }, (_, k) => fnv1a(`seed-${k}`));
const MULTS = Array.from({ length: HASHES }, (_, k) => (fnv1a(`mult-${k}`) | 1) >>> 0);

function mix(h: number, k: number): number {
  let x = Math.imul(h ^ SEEDS[k]!, MULTS[k]!);
  x ^= x >>> 15;
  x = Math.imul(x, 0x2c1b3c6d);
  x ^= x >>> 12;
  return x >>> 0;
}

/** Sorted, distinct hashes of the word 3-shingles (token hashes combined, no strings built). */
function shingles(tokens: readonly string[]): Uint32Array {
  const hashes = tokens.map(fnv1a);
  const out = new Uint32Array(Math.max(0, hashes.length - 2));
  for (let i = 0; i + 3 <= hashes.length; i++) {
    let h = Math.imul(hashes[i]! ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ hashes[i + 1]! ^ (h >>> 13), 0xc2b2ae35);
    h = Math.imul(h ^ hashes[i + 2]! ^ (h >>> 16), 0x27d4eb2f);
    out[i] = (h ^ (h >>> 15)) >>> 0;
  }
  out.sort();
  // Distinct values only, so Jaccard counts each shingle once.
  let k = 0;
  for (let i = 0; i < out.length; i++) if (i === 0 || out[i] !== out[k - 1]) out[k++] = out[i]!;
  return out.slice(0, k);
}

function jaccard(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      common++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const union = a.length + b.length - common;
  return union === 0 ? 0 : common / union;
}

function bandKeys(sh: Uint32Array): number[] {
  const signature = new Uint32Array(HASHES).fill(0xffffffff);
  for (const h of sh) {
    for (let k = 0; k < HASHES; k++) {
      const v = mix(h, k);
      if (v < signature[k]!) signature[k] = v;
    }
  }
  const keys: number[] = [];
  for (let b = 0; b < BANDS; b++) {
    let key = fnv1a(`band-${b}`);
    for (let r = 0; r < ROWS; r++)
      key = Math.imul(key ^ signature[b * ROWS + r]!, 0x01000193) >>> 0;
    // Band index in the low bits keeps equal rows of different bands apart.
    keys.push(key * BANDS + b);
  }
  return keys;
}

export function matchKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface DedupResult {
  /** For every input index, the index of the item kept in its place (itself when kept). */
  representative: number[];
}

/**
 * Groups duplicates; the highest-weighted item of a group represents it (ties: earliest).
 * `texts` should already be normalised.
 */
export function dedupe(texts: readonly string[], weights: readonly number[]): DedupResult {
  const order = texts
    .map((_, i) => i)
    .sort((a, b) => (weights[b] ?? 0) - (weights[a] ?? 0) || a - b);
  const representative = new Array<number>(texts.length).fill(-1);
  const byKey = new Map<string, number>();
  const buckets = new Map<number, number>();
  const shingleSets = new Map<number, Uint32Array>();
  for (const i of order) {
    const key = matchKey(texts[i] ?? '');
    const exact = byKey.get(key);
    if (exact !== undefined) {
      representative[i] = exact;
      continue;
    }
    byKey.set(key, i);
    representative[i] = i;
    const tokens = key.split(' ');
    if (tokens.length < MIN_TOKENS_FOR_NEAR) continue;
    const sh = shingles(tokens);
    const keys = bandKeys(sh);
    let match = -1;
    for (const bandKey of keys) {
      const candidate = buckets.get(bandKey);
      if (candidate === undefined || candidate === match) continue;
      const other = shingleSets.get(candidate);
      if (other && jaccard(sh, other) >= NEAR_DUPLICATE_JACCARD) {
        match = candidate;
        break;
      }
    }
    if (match >= 0) {
      representative[i] = match;
      byKey.set(key, match);
      continue;
    }
    shingleSets.set(i, sh);
    for (const bandKey of keys) if (!buckets.has(bandKey)) buckets.set(bandKey, i);
  }
  return { representative };
}
