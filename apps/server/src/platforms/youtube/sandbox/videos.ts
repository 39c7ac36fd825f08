import { CHANNELS, timelineOf, type ChannelDef } from '@/platforms/youtube/sandbox/catalog';
import { handle } from '@/platforms/sandbox/names';
import { hashString, rngFor } from '@/platforms/sandbox/prng';
import { DAY_MS, bucketSlots, growth, type Slot } from '@/platforms/sandbox/timeline';
import { composeComment, composePost, composeVideoDescription } from '@/platforms/sandbox/text';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** 11-character ids packing (check, channel, day, position) in 66 bits, so a video regenerates from its id. */
export function encodeVideoId(channel: number, slot: Slot): string {
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
  return encodeVideoId(channel, { bucket, idx, at: 0 }) === id
    ? { channel, bucket, idx }
    : undefined;
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
}

export function video(channel: number, slot: Slot, now: number): VideoDetail {
  const def = CHANNELS[channel] as ChannelDef;
  const rng = rngFor('yt-video', channel, slot.bucket, slot.idx);
  const short = rng.chance(def.shorts);
  const durationSeconds = short
    ? rng.int(12, 59)
    : rng.chance(0.06)
      ? rng.int(3600, 10_800)
      : rng.int(240, 1800);
  const composed = composePost(rng, def.theme, slot.at, {
    kind: 'headline',
    paragraphs: short ? 1 : 2,
    sentencesPerParagraph: [1, 3],
  });
  const views = Math.round(
    def.subscribers * 0.03 * rng.heavyTail(1) * growth(now - slot.at, 30) * (short ? 1.8 : 1),
  );
  const commentsDisabled = rng.chance(0.05);
  return {
    id: encodeVideoId(channel, slot),
    channel,
    def,
    publishedMs: slot.at,
    title: short ? `${composed.title} #shorts` : composed.title,
    description: composeVideoDescription(rng, def.theme, composed.body, durationSeconds),
    tags: composed.hashtags.map((h) => h.replace(/^#/, '').toLowerCase()),
    durationSeconds,
    views,
    likes: rng.chance(0.07) ? undefined : Math.round(views * (0.015 + rng.next() * 0.04)),
    comments: commentsDisabled ? undefined : Math.round(views * (0.0008 + rng.next() * 0.003)),
    caption: rng.chance(0.7),
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

export function videoComments(v: VideoDetail, now: number): VideoComment[] {
  const rng = rngFor('yt-comments', v.id);
  const count = Math.min(v.comments ?? 0, 60);
  return Array.from({ length: count }, (_, i) => ({
    id: `Ug${v.id}${i.toString(36).padStart(3, '0')}AaABAg`,
    author: handle(rng),
    text: composeComment(rng, v.def.theme),
    likes: Math.round((v.likes ?? v.views * 0.02) * 0.01 * rng.heavyTail(1.2)),
    publishedMs: Math.min(
      now - 1000,
      v.publishedMs +
        Math.floor(rng.next() * Math.max(1, Math.min(now - v.publishedMs, 7 * DAY_MS))),
    ),
    replies: rng.chance(0.3) ? rng.int(1, 12) : 0,
  }));
}

/** The sandbox's stand-in for captions: the description's sentences spoken at a steady pace. */
export function transcriptOf(v: VideoDetail): { start: number; duration: number; text: string }[] {
  const rng = rngFor('yt-transcript', v.id);
  const sentences = v.description
    .split(/\n+/)
    .filter((l) => !/^\d\d:\d\d /.test(l) && !l.startsWith('#') && !l.startsWith('Subscribe'))
    .join(' ')
    .split(/(?<=[.!?])\s+/);
  const lines = [
    `Hey everyone, welcome back to ${v.def.title}.`,
    `Today: ${v.title.replace(/ #shorts$/, '')}.`,
    ...sentences,
    ...Array.from({ length: Math.min(20, Math.floor(v.durationSeconds / 120)) }, () =>
      composeComment(rng, v.def.theme),
    ),
    'Thanks for watching, see you in the next one.',
  ];
  const step = Math.max(2, v.durationSeconds / lines.length);
  return lines
    .filter((l) => l.trim() !== '')
    .map((text, i) => ({
      start: Math.round(i * step * 100) / 100,
      duration: Math.round(step * 100) / 100,
      text,
    }));
}
