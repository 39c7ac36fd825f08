/**
 * The one seeded pseudo-random generator, for everything that needs repeatable randomness: the
 * sandboxes' content, the fuzz and property tests' cases, the evaluation feeds and the benchmarks'
 * inputs. A seed always gives the same sequence on every machine, so nothing generated needs storing
 * and a failure found once is found again. Not for secrets: use node:crypto for those.
 */

/** A 32-bit seed from text: FNV-1a, then a final avalanche so neighbouring keys get distant seeds. */
export function hashString(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** mulberry32: each call returns the next float in [0, 1). Tiny, fast, and good enough for test data. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
