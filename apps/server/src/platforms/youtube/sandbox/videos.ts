import {
  CHANNELS,
  corpusOf,
  timelineOf,
  type ChannelDef,
} from '@/platforms/youtube/sandbox/catalog';
import { flatReplies, type Reply } from '@/platforms/sandbox/corpus';
import { hashString, rngFor } from '@/platforms/sandbox/prng';
import { DAY_MS, bucketSlots, growth, type Slot } from '@/platforms/sandbox/timeline';

/** A stretch of a video: its chapter name and what is said in it, one caption cue per line. */
export interface Chapter {
  name: string;
  lines: readonly string[];
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 11-character ids packing (check, channel, day, position) in 66 bits, so a video regenerates from its id. */
export function encodeVideoId(channel: number, slot: Pick<Slot, 'bucket' | 'idx'>): string {
  const check = BigInt(hashString(`vid:${channel}:${slot.bucket}:${slot.idx}`) & 0x3ffffff);
  let value =
    (check << 40n) | (BigInt(channel) << 32n) | (BigInt(slot.bucket) << 8n) | BigInt(slot.idx);
  let out = '';
  for (let i = 0; i < 11; i++) {
    out = ALPHABET[Number(value & 63n)] + out;
    value >>= 6n;
  }
  return out;
}

export function decodeVideoId(
  id: string,
): { channel: number; bucket: number; idx: number } | undefined {
  if (!/^[A-Za-z0-9_-]{11}$/.test(id)) return undefined;
  let value = 0n;
  for (const char of id) value = (value << 6n) | BigInt(ALPHABET.indexOf(char));
  const channel = Number((value >> 32n) & 0xffn);
  const bucket = Number((value >> 8n) & 0xffffffn);
  const idx = Number(value & 0xffn);
  if (!CHANNELS[channel]) return undefined;
  return encodeVideoId(channel, { bucket, idx }) === id ? { channel, bucket, idx } : undefined;
}

export interface VideoDetail {
  id: string;
  channel: number;
  def: ChannelDef;
  publishedMs: number;
  title: string;
  description: string;
  tags: string[];
  durationSeconds: number;
  views: number;
  likes: number | undefined;
  comments: number | undefined;
  caption: boolean;
  /** What is said, in order: the captions are these lines spread over the video. */
  chapters: readonly Chapter[];
  /** Comments written for this video in the channel's corpus. */
  ownComments: readonly Reply[];
}

/** YouTube's chapter stamps: m:ss under an hour, h:mm:ss above. */
export function clockOf(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(Math.floor(seconds % 60)).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Seconds between caption cues: the lines are spread evenly over the video. */
function cueStep(v: { durationSeconds: number; chapters: readonly Chapter[] }): number {
  const lines = v.chapters.reduce((n, c) => n + c.lines.length, 0);
  return v.durationSeconds / Math.max(1, lines);
}

/**
 * A video as written in the channel's corpus file: its title, summary and chapters of spoken lines.
 * About two in three long videos list their chapters in the description, stamped where the
 * transcript reaches them.
 */
export function video(channel: number, slot: Slot, now: number): VideoDetail {
  const def = CHANNELS[channel] as ChannelDef;
  const corpus = corpusOf(channel);
  const written = corpus.entries[slot.entry]?.post;
  if (!written) throw new Error(`${def.handle} has no corpus entry ${slot.entry}`);
  const rng = rngFor('yt-video', channel, slot.bucket, slot.idx);
  const short = written.kind === 'short';
  const title = short ? `${written.title ?? ''} #shorts` : (written.title ?? '');
  const summary = written.text ?? written.title ?? '';
  let chapters: readonly Chapter[] = written.chapters ?? [];
  // Every video opens with the channel's own greeting, as its presenter always does.
  const [first, ...rest] = chapters;
  if (first)
    chapters = [
      { name: first.name, lines: [`Hey everyone, welcome back to ${def.title}.`, ...first.lines] },
      ...rest,
    ];
  const lines = chapters.reduce((count, c) => count + c.lines.length, 0);
  const durationSeconds = short
    ? Math.min(59, lines * rng.int(9, 14))
    : rng.chance(0.06)
      ? rng.int(3600, 10_800)
      : lines * rng.int(10, 16) + rng.int(0, 40);
  const parts = [summary];
  const step = cueStep({ durationSeconds, chapters });
  if (!short && chapters.length >= 3 && rng.chance(0.65)) {
    let at = 0;
    parts.push(
      chapters
        .map((c) => {
          // The same rounding as the cues, so a chapter starts exactly on its first cue.
          const stamp = `${clockOf(Math.floor(Math.round(at * step * 100) / 100))} ${c.name}`;
          at += c.lines.length;
          return stamp;
        })
        .join('\n'),
    );
  }
  parts.push(
    `${corpus.file.tags.slice(0, 3).join(' ')}\n\nNew videos every week. Thanks for watching!`,
  );
  const views = Math.round(
    def.subscribers * 0.03 * rng.heavyTail(1) * growth(now - slot.at, 30) * (short ? 1.8 : 1),
  );
  const commentsDisabled = rng.chance(0.05);
  const likes = rng.chance(0.07) ? undefined : Math.round(views * (0.015 + rng.next() * 0.04));
  return {
    id: encodeVideoId(channel, slot),
    channel,
    def,
    publishedMs: slot.at,
    title,
    description: parts.join('\n\n'),
    tags: corpus.file.tags.map((h) => h.replace(/^#/, '').toLowerCase()),
    durationSeconds,
    views,
    likes,
    // Fewer comments than likes, fewer likes than views.
    comments: commentsDisabled
      ? undefined
      : Math.max(
          flatReplies(written.replies).length,
          Math.min(likes ?? views, Math.round(views * (0.0008 + rng.next() * 0.003))),
        ),
    caption: rng.chance(0.85),
    chapters,
    ownComments: commentsDisabled ? [] : written.replies,
  };
}

/** A video by id; undefined when it never existed or is not yet published. */
export function videoById(id: string, now: number): VideoDetail | undefined {
  const decoded = decodeVideoId(id);
  if (!decoded) return undefined;
  const slot = bucketSlots(timelineOf(decoded.channel), decoded.bucket).find(
    (s) => s.idx === decoded.idx,
  );
  return slot && slot.at <= now ? video(decoded.channel, slot, now) : undefined;
}

export function isoDuration(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const time = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
  return `P${d ? `${d}D` : ''}T${time}`;
}

export interface VideoComment {
  id: string;
  author: string;
  text: string;
  likes: number;
  publishedMs: number;
  replies: number;
}

/** Comments: the top-level comments written for the video, with how many answers each has. */
export function videoComments(v: VideoDetail, now: number): VideoComment[] {
  const rng = rngFor('yt-comments', v.id);
  return v.ownComments.slice(0, 60).map((comment, i) => ({
    id: `Ug${v.id}${i.toString(36).padStart(3, '0')}AaABAg`,
    author: comment.author,
    text: comment.text,
    likes: Math.round((v.likes ?? v.views * 0.02) * 0.01 * rng.heavyTail(1.2)),
    publishedMs: Math.min(
      now - 1000,
      v.publishedMs +
        Math.floor(rng.next() * Math.max(1, Math.min(now - v.publishedMs, 7 * DAY_MS))),
    ),
    replies: flatReplies(comment.replies ?? []).length,
  }));
}

/** The captions: the video's spoken lines, evenly spread, each cue up to nine seconds on screen. */
export function transcriptOf(v: VideoDetail): { start: number; duration: number; text: string }[] {
  const step = cueStep(v);
  return v.chapters
    .flatMap((c) => c.lines)
    .map((text, i) => ({
      start: Math.round(i * step * 100) / 100,
      duration: Math.round(Math.min(step, 9) * 100) / 100,
      text,
    }));
}
