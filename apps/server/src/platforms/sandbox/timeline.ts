export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * A source's corpus repeats every `cycleDays` (30 unless its file says otherwise), counted from a
 * fixed instant, so every replica puts a post at the same time without talking to the others. With
 * 30 days a month's window shows each post once.
 */
export const CYCLE_DAYS = 30;
const EPOCH = Date.UTC(2024, 0, 1);

/** A source's timeline: where its entries fall in the cycle, listed in time buckets for paging. */
export interface TimelineSpec {
  key: string;
  bucketMs: number;
  /** Milliseconds into the cycle, ascending; the index is the entry of the source's corpus. */
  offsets: readonly number[];
  cycleMs: number;
  /** No items after this instant (archived subreddits, abandoned chats). */
  endsAt?: number;
}

export interface Slot {
  bucket: number;
  /** Position within the bucket in time order (0 = earliest), so ids built from it grow with time. */
  idx: number;
  at: number;
  /** Which entry of the source's corpus this is. */
  entry: number;
}

function firstAtOrAfter(offsets: readonly number[], value: number): number {
  let lo = 0;
  let hi = offsets.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid] ?? 0) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function bucketSlots(spec: TimelineSpec, bucket: number): Slot[] {
  const start = bucket * spec.bucketMs;
  const end = start + spec.bucketMs;
  if (spec.endsAt !== undefined && start >= spec.endsAt) return [];
  const found: { at: number; entry: number }[] = [];
  for (let cycle = Math.floor((start - EPOCH) / spec.cycleMs); ; cycle++) {
    const base = EPOCH + cycle * spec.cycleMs;
    if (base >= end) break;
    for (let e = firstAtOrAfter(spec.offsets, start - base); e < spec.offsets.length; e++) {
      const at = base + (spec.offsets[e] ?? 0);
      if (at >= end) break;
      found.push({ at, entry: e });
    }
  }
  return found
    .map((f, idx) => ({ bucket, idx, ...f }))
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
