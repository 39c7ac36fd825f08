import { mulberry32 } from '@/lib/seeded-random';

/**
 * The app's seeded generator (lib/seeded-random.ts), so every run of the fuzz test sends the same
 * requests and a failure found once is found again; with the picks the fuzzer needs.
 */
export class Prng {
  /** A float in [0, 1). */
  readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  int(maxExclusive: number): number {
    return Math.floor(this.next() * maxExclusive);
  }

  pick<T>(items: readonly T[]): T {
    const item = items[this.int(items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** A UUID-shaped string (version 4 layout) from this generator, not from crypto. */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
  }
}
