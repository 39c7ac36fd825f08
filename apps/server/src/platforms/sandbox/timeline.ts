import { rngFor } from '@/platforms/sandbox/prng';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * A source's posting rhythm. Items are not stored: the items of a time bucket are derived from
 * (key, bucket index), so any window can be listed lazily and identically on every call.
 */
export interface TimelineSpec {
  key: string;
  bucketMs: number;
  /** Expected items per bucket at the busiest time of day. */
  rate: number;
  /**
   * One item early in every bucket, so a busy source always has something "today"; a number n
   * guarantees it only in every n-th bucket (a quieter source with a post every few hours).
   */
  alwaysFresh?: boolean | number;
  /** No items after this instant (archived subreddits, abandoned chats). */
  endsAt?: number;
  maxPerBucket?: number;
}

export interface Slot {
  bucket: number;
  /** Position within the bucket in time order (0 = earliest), so ids built from it grow with time. */
  idx: number;
  at: number;
}

/** People post more in the (UTC) afternoon and evening and less at the weekend for work topics. */
function activity(spec: TimelineSpec, bucketStart: number): number {
  if (spec.bucketMs >= DAY_MS) {
    const weekday = new Date(bucketStart).getUTCDay();
    return weekday === 0 || weekday === 6 ? 0.7 : 1;
  }
  const hour = new Date(bucketStart).getUTCHours();
  return 0.35 + 0.65 * Math.max(0, Math.sin(((hour - 6) / 24) * 2 * Math.PI) * 0.5 + 0.5);
}

export function bucketSlots(spec: TimelineSpec, bucket: number): Slot[] {
  const start = bucket * spec.bucketMs;
  if (spec.endsAt !== undefined && start >= spec.endsAt) return [];
  const rng = rngFor(spec.key, bucket);
  let count = Math.min(rng.poisson(spec.rate * activity(spec, start)), spec.maxPerBucket ?? 60);
  const fresh =
    spec.alwaysFresh === true ||
    (typeof spec.alwaysFresh === 'number' && bucket % spec.alwaysFresh === 0);
  if (fresh) count = Math.max(1, count);
  const offsets = Array.from({ length: count }, () => Math.floor(rng.next() * spec.bucketMs));
  offsets.sort((a, b) => a - b);
  if (fresh && offsets.length > 0) offsets[0] = Math.floor(rng.next() * (spec.bucketMs / 12));
  offsets.sort((a, b) => a - b);
  return offsets
    .map((offset, idx) => ({ bucket, idx, at: start + offset }))
    .filter((slot) => spec.endsAt === undefined || slot.at < spec.endsAt);
}

export interface WalkOptions {
  /** Exclusive upper bound (usually min(now, until)). */
  before: number;
  /** Inclusive lower bound. */
  after: number;
  /** Continue strictly after this slot in newest-first order (keyset paging). */
  below?: { bucket: number; idx: number };
}

/** Slots newest first inside [after, before). */
export function* walkNewestFirst(spec: TimelineSpec, options: WalkOptions): Generator<Slot> {
  const first = Math.floor((options.before - 1) / spec.bucketMs);
  const last = Math.floor(options.after / spec.bucketMs);
  for (let bucket = first; bucket >= last; bucket--) {
    if (options.below && bucket > options.below.bucket) continue;
    const slots = bucketSlots(spec, bucket);
    for (let i = slots.length - 1; i >= 0; i--) {
      const slot = slots[i];
      if (!slot || slot.at >= options.before || slot.at < options.after) continue;
      if (options.below && bucket === options.below.bucket && slot.idx >= options.below.idx)
        continue;
      yield slot;
    }
  }
}

export function takeSlots(spec: TimelineSpec, options: WalkOptions, limit: number): Slot[] {
  const out: Slot[] = [];
  for (const slot of walkNewestFirst(spec, options)) {
    out.push(slot);
    if (out.length >= limit) break;
  }
  return out;
}

/** Engagement grows quickly at first and levels off after about a day, like real posts. */
export function growth(ageMs: number, halfLifeHours = 5): number {
  if (ageMs <= 0) return 0;
  return 1 - Math.exp(-ageMs / (halfLifeHours * HOUR_MS));
}
