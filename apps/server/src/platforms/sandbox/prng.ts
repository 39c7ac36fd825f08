import { hashString, mulberry32 } from '@/lib/seeded-random';

/**
 * Seeded randomness for the sandboxes: the same (source, time bucket) always yields the same content,
 * so nothing needs storing and tests can assert exact values. The generator itself is
 * lib/seeded-random.ts; this adds the picks the sandboxes make with it.
 */
export { hashString };

export class Rng {
  /** A float in [0, 1). */
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Distinct picks, order random. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, Math.min(count, copy.length));
  }

  /** Heavy-tailed multiplier (median 1): most posts are ordinary, a few take off. */
  heavyTail(sigma = 1.1): number {
    const u = Math.max(this.next(), 1e-9);
    const v = this.next();
    const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    return Math.exp(sigma * normal);
  }
}

export function rngFor(...parts: (string | number)[]): Rng {
  return new Rng(hashString(parts.join('\u241f')));
}
