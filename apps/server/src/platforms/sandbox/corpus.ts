import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { hashString } from '@/platforms/sandbox/prng';
import { CYCLE_DAYS, DAY_MS, type TimelineSpec } from '@/platforms/sandbox/timeline';

/**
 * The sandbox's content is data: one JSON file per source (a subreddit, a channel, a chat, an
 * account) with that source's own posts, authors and replies. Files are checked when the sandbox
 * loads, so a typo names its file and field instead of surfacing as an odd API answer.
 */
export interface Reply {
  author: string;
  text: string;
  replies?: Reply[];
}

const reply: z.ZodType<Reply> = z.lazy(() =>
  z
    .object({
      author: z.string().min(1),
      text: z.string().min(1),
      replies: z.array(reply).optional(),
    })
    .strict(),
);

const chapter = z
  .object({ name: z.string().min(1), lines: z.array(z.string().min(1)).min(1) })
  .strict();

/** Every day of a source's cycle has a post before this UTC time. */
export const OPENS_BEFORE = '00:30';

const post = z
  .object({
    /** Day of the source's cycle (see timeline.ts) and UTC time of day. */
    day: z.number().int().min(0),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:MM (UTC)'),
    kind: z.enum(['text', 'link', 'photo', 'video', 'poll', 'short']),
    author: z.string().min(1).optional(),
    title: z.string().min(1).optional(),
    text: z.string().optional(),
    /** The whole text of a long X post (note_tweet); `text` is its cut preview. */
    long: z.string().min(1).optional(),
    url: z.url().optional(),
    options: z.array(z.string().min(1)).min(2).optional(),
    /** Captions of a photo post's pictures (a gallery when there are several). */
    photos: z.array(z.string()).optional(),
    chapters: z.array(chapter).min(1).optional(),
    replies: z.array(reply).default([]),
  })
  .strict();

const sourceFile = z
  .object({
    about: z.string().min(1),
    language: z.enum(['en', 'de']),
    /** How many days the source's posts take before they come round again (default 30). */
    cycleDays: z.number().int().min(1).max(CYCLE_DAYS).optional(),
    tags: z.array(z.string().regex(/^#\w+$/, 'must be a #hashtag')),
    /** People of a group chat. */
    members: z.array(z.string().min(1)).optional(),
    /**
     * A thread posted every day at `time` ("{date}" in the title becomes the day's date), with a
     * few of its `replies` each day in turn: the daily question threads many subreddits run.
     */
    daily: post.omit({ day: true }).optional(),
    posts: z.array(post).min(1),
  })
  .strict()
  .superRefine((file, ctx) => {
    const days = file.cycleDays ?? CYCLE_DAYS;
    file.posts.forEach((p, i) => {
      if (p.day >= days)
        ctx.addIssue({
          code: 'custom',
          path: ['posts', i, 'day'],
          message: `must be below the cycle's ${days} days`,
        });
    });
    // Each day of the cycle opens with a post in its first half hour, so "today" has content at
    // every hour of the UTC day and no test depends on when it runs.
    for (let day = 0; day < days; day++)
      if (!file.posts.some((p) => p.day === day && p.time < OPENS_BEFORE))
        ctx.addIssue({
          code: 'custom',
          path: ['posts'],
          message: `day ${day} of the cycle needs a post before ${OPENS_BEFORE} UTC`,
        });
  });

export type SourcePost = z.infer<typeof post>;
export type SourceFile = z.infer<typeof sourceFile>;
export type PostField = 'author' | 'title' | 'chapters';

/** One entry of a source's timeline: a post, or (in chats) the n-th message answering it. */
export interface Entry {
  post: SourcePost;
  postIndex: number;
  /** The daily thread of this day of the cycle. */
  daily?: number;
  /** Index into the post's replies flattened in thread order; undefined for the post itself. */
  reply?: number;
}

export interface SourceCorpus {
  name: string;
  file: SourceFile;
  entries: readonly Entry[];
  /** Milliseconds into the cycle of each entry, ascending (entries are in the same order). */
  offsets: readonly number[];
  cycleMs: number;
}

/** The replies in thread order (each one before its answers). */
export function flatReplies(replies: readonly Reply[]): Reply[] {
  return replies.flatMap((r) => [r, ...flatReplies(r.replies ?? [])]);
}

export class CorpusError extends Error {}

/** A daily thread's title and replies on the day of `at`: three replies a day, in turn. */
export function dailyPost(post: SourcePost, at: number): SourcePost {
  const date = new Date(at).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = Math.floor(at / DAY_MS);
  const replies = post.replies.length
    ? [0, 1, 2].map((k) => post.replies[(day * 3 + k) % post.replies.length] as Reply)
    : [];
  return {
    ...post,
    title: (post.title ?? '').replace('{date}', date),
    replies: [...new Set(replies)],
  };
}

/**
 * Reads and checks `<dir>/<name>.json`. `required` lists fields every post of this platform needs;
 * `chat` turns each reply into a message of its own a few minutes after the one before.
 */
export function loadSource(
  dir: URL,
  name: string,
  options: { required?: readonly PostField[]; chat?: boolean } = {},
): SourceCorpus {
  const url = new URL(`${name}.json`, dir);
  const where = `sandbox corpus ${url.pathname.split('/platforms/')[1] ?? url.pathname}`;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(url, 'utf8'));
  } catch (error) {
    throw new CorpusError(`${where}: ${(error as Error).message}`);
  }
  const parsed = sourceFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CorpusError(`${where}: ${issue?.path.join('.') || '(file)'}: ${issue?.message}`);
  }
  const file = parsed.data;
  file.posts.forEach((p, i) => {
    for (const field of options.required ?? [])
      if (p[field] === undefined) throw new CorpusError(`${where}: posts.${i}.${field}: required`);
  });
  const timed: { at: number; entry: Entry }[] = [];
  file.posts.forEach((p, postIndex) => {
    const [h, m] = p.time.split(':').map(Number) as [number, number];
    const at = p.day * DAY_MS + (h * 60 + m) * 60_000;
    timed.push({ at, entry: { post: p, postIndex } });
    if (!options.chat) return;
    let next = at;
    flatReplies(p.replies).forEach((_, reply) => {
      next += (2 + (hashString(`${name}:${postIndex}:${reply}`) % 14)) * 60_000;
      timed.push({ at: next, entry: { post: p, postIndex, reply } });
    });
  });
  const days = file.cycleDays ?? CYCLE_DAYS;
  if (file.daily) {
    const [h, m] = file.daily.time.split(':').map(Number) as [number, number];
    const daily = { ...file.daily, day: 0 };
    for (let day = 0; day < days; day++)
      timed.push({
        at: day * DAY_MS + (h * 60 + m) * 60_000,
        entry: { post: daily, postIndex: -1, daily: day },
      });
  }
  // A late chat reply on the cycle's last day wraps to its start.
  const cycleMs = days * DAY_MS;
  for (const t of timed) t.at %= cycleMs;
  timed.sort((a, b) => a.at - b.at);
  return {
    name,
    file,
    entries: timed.map((t) => t.entry),
    offsets: timed.map((t) => t.at),
    cycleMs,
  };
}

/** The timeline of a source: its entries at their cycle offsets, repeating every cycle. */
export function timelineOf(
  key: string,
  corpus: SourceCorpus,
  bucketMs: number,
  endsAt?: number,
): TimelineSpec {
  return {
    key,
    bucketMs,
    offsets: corpus.offsets,
    cycleMs: corpus.cycleMs,
    ...(endsAt !== undefined ? { endsAt } : {}),
  };
}
