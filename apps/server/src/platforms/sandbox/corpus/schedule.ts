import type { Beat, Piece, Storyline, Subject } from '@/platforms/sandbox/corpus/subject';
import { hashString, rngFor } from '@/platforms/sandbox/prng';
import {
  DAY_MS,
  HOUR_MS,
  bucketSlots,
  type Slot,
  type TimelineSpec,
} from '@/platforms/sandbox/timeline';

/**
 * When each storyline's beats happen. A subject's storylines run one after another on a cycle of
 * days relative to the clock (storyline i starts on day 4i of the cycle, one beat a day), so a
 * week's window always shows a story unfolding, and every source of the subject (r/space, the
 * space Telegram channel, @orbitdesk) tells the same story on the same day.
 */
export interface ActiveBeat {
  storyline: Storyline;
  index: number;
  beat: Beat;
}

const STORY_SPACING_DAYS = 4;

function cycleDays(subject: Subject): number {
  return Math.max(7, subject.storylines.length * STORY_SPACING_DAYS + 2);
}

export function activeBeats(subject: Subject, day: number): ActiveBeat[] {
  const cycle = cycleDays(subject);
  const rel = (((day + hashString(`cycle:${subject.id}`)) % cycle) + cycle) % cycle;
  const out: ActiveBeat[] = [];
  subject.storylines.forEach((storyline, i) => {
    const index = rel - i * STORY_SPACING_DAYS;
    const beat = storyline.beats[index];
    if (index >= 0 && beat) out.push({ storyline, index, beat });
  });
  return out;
}

/** The beat's hour of the day is shared by all sources, so platforms break a story at about the same time. */
function beatHour(subject: Subject, active: ActiveBeat, day: number): number {
  return 7 + (hashString(`beat-hour:${subject.id}:${active.storyline.id}:${day}`) % 11);
}

const slotKey = (slot: { bucket: number; idx: number }) => `${slot.bucket}:${slot.idx}`;

/**
 * Which slots of an hourly source carry a beat on `day`: the source's first free slot at or after
 * the beat's hour. A source with no slot left that day simply misses the beat, as real ones do.
 */
export function beatPlacement(
  subject: Subject,
  spec: TimelineSpec,
  day: number,
): Map<string, ActiveBeat & { slot: Slot }> {
  const placed = new Map<string, ActiveBeat & { slot: Slot }>();
  if (spec.bucketMs !== HOUR_MS) return placed;
  for (const active of activeBeats(subject, day)) {
    const first = day * 24 + beatHour(subject, active, day);
    search: for (let bucket = first; bucket < (day + 1) * 24; bucket++) {
      for (const slot of bucketSlots(spec, bucket)) {
        if (placed.has(slotKey(slot))) continue;
        placed.set(slotKey(slot), { ...active, slot });
        break search;
      }
    }
  }
  return placed;
}

export function beatAt(subject: Subject, spec: TimelineSpec, slot: Slot): ActiveBeat | undefined {
  return beatPlacement(subject, spec, Math.floor(slot.at / DAY_MS)).get(slotKey(slot));
}

/** How many of the source's items come before this one on its UTC day. */
export function dayOrdinal(spec: TimelineSpec, slot: Slot): number {
  const perDay = Math.round(DAY_MS / spec.bucketMs);
  const firstBucket = Math.floor(slot.at / DAY_MS) * perDay;
  let count = slot.idx;
  for (let bucket = firstBucket; bucket < slot.bucket; bucket++)
    count += bucketSlots(spec, bucket).length;
  return count;
}

/**
 * The n-th pick from a pool walked in a fixed shuffled order per key: consecutive items of a source
 * never repeat until the whole pool has been shown.
 */
export function spread<T>(key: string, pool: readonly T[], n: number): T {
  const order = rngFor('spread', key).sample(
    pool.map((_, i) => i),
    pool.length,
  );
  const item = pool[order[((n % pool.length) + pool.length) % pool.length] ?? 0];
  if (item === undefined) throw new Error(`spread over an empty pool (${key})`);
  return item;
}

/**
 * A generous estimate of a source's items per day: each day starts a fresh stretch of the shuffled
 * pool, so the estimate must not fall short or consecutive days would overlap.
 */
function expectedPerDay(spec: TimelineSpec): number {
  const buckets = DAY_MS / spec.bucketMs;
  const fresh =
    spec.alwaysFresh === true
      ? buckets
      : typeof spec.alwaysFresh === 'number'
        ? buckets / spec.alwaysFresh
        : 0;
  return Math.max(2, Math.ceil(spec.rate * buckets * 0.8 + fresh));
}

export type PostPick = { kind: 'beat'; active: ActiveBeat } | { kind: 'piece'; piece: Piece };

const TEXT_STYLES = new Set(['self', 'joke', 'poll']);

/**
 * What a source posts in a slot: a storyline beat when one is due, otherwise a standalone piece.
 * `textShare` (Reddit's self-post ratio) is the share of text pieces against links and media.
 */
export function pickPost(
  sourceKey: string,
  subject: Subject,
  spec: TimelineSpec,
  slot: Slot,
  textShare = 0.5,
): PostPick {
  const active = beatAt(subject, spec, slot);
  if (active) return { kind: 'beat', active };
  const day = Math.floor(slot.at / DAY_MS);
  const perDay = expectedPerDay(spec);
  const text = subject.posts.filter((p) => TEXT_STYLES.has(p.style));
  const media = subject.posts.filter((p) => !TEXT_STYLES.has(p.style));
  const n = day * perDay + dayOrdinal(spec, slot);
  // Text and media alternate in the source's proportion (the n-th item is text when the running
  // share of text ticks over), so each pool is walked in order and a post comes back only after
  // its whole pool has been shown.
  const share = media.length === 0 ? 1 : text.length === 0 ? 0 : textShare;
  const textBefore = Math.floor(n * share);
  const useText = Math.floor((n + 1) * share) > textBefore;
  const pool = useText ? text : media;
  const index = useText ? textBefore : n - textBefore;
  return {
    kind: 'piece',
    piece: spread(`${sourceKey}:${useText ? 'text' : 'media'}`, pool, index),
  };
}

/**
 * A turn of a group chat: a beat opens a conversation and the next messages of the day are its
 * replies in order; other turns are the subject's general chat lines.
 */
export function chatTurn(
  sourceKey: string,
  subject: Subject,
  spec: TimelineSpec,
  slot: Slot,
): { text: string; opensBeat?: ActiveBeat } {
  const day = Math.floor(slot.at / DAY_MS);
  const k = dayOrdinal(spec, slot);
  let best: { text: string; opensBeat?: ActiveBeat; from: number } | undefined;
  for (const placed of beatPlacement(subject, spec, day).values()) {
    const kb = dayOrdinal(spec, placed.slot);
    const { beat } = placed;
    const text =
      k === kb
        ? beat.body
          ? `${beat.title}\n\n${beat.body}`
          : beat.title
        : k > kb && k - kb <= beat.replies.length
          ? (beat.replies[k - kb - 1] ?? '').replace(/^↳ /, '')
          : undefined;
    if (text !== undefined && (!best || kb > best.from))
      best = { text, ...(k === kb ? { opensBeat: placed } : {}), from: kb };
  }
  if (best) return { text: best.text, ...(best.opensBeat ? { opensBeat: best.opensBeat } : {}) };
  const perDay = expectedPerDay(spec);
  const lines = [...subject.replies, ...(subject.chat ?? [])];
  return { text: spread(`${sourceKey}:chat`, lines, day * perDay + k) };
}
