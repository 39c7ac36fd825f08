import {
  findSubreddit,
  SUBREDDITS,
  timelineOf,
  type SubredditDef,
} from '@/platforms/reddit/sandbox/catalog';
import { beatAt, pickPost, type ActiveBeat } from '@/platforms/sandbox/corpus/schedule';
import type { Piece, Subject } from '@/platforms/sandbox/corpus/subject';
import { SUBJECTS } from '@/platforms/sandbox/corpus/registry';
import { redditUsername } from '@/platforms/sandbox/names';
import { rngFor } from '@/platforms/sandbox/prng';
import { HOUR_MS, bucketSlots, growth, type Slot } from '@/platforms/sandbox/timeline';
import { threadOf } from '@/platforms/sandbox/thread';

export type PostKind = 'self' | 'link' | 'image' | 'video';

/** The cheap part of a post, enough to rank listings without composing text. */
export interface PostSkeleton {
  id: string;
  sub: SubredditDef;
  slot: Slot;
  createdMs: number;
  score: number;
  numComments: number;
  upvoteRatio: number;
  awards: number;
}

export interface PostDetail extends PostSkeleton {
  title: string;
  selftext: string;
  author: string;
  kind: PostKind;
  url: string;
  domain: string;
  flair: string | null;
  videoSeconds: number;
  /** The storyline beat this post tells, if any. */
  beat?: ActiveBeat;
  /** The standalone piece this post is, if not a beat. */
  piece?: Piece;
}
const SUB_SLOTS = 32;
const IDX_SLOTS = 64;

/** Post ids encode (hour bucket, position, subreddit), so they grow with time like real base36 ids and decode back. */
export function encodePostId(subIndex: number, slot: Slot): string {
  return ((slot.bucket * IDX_SLOTS + slot.idx) * SUB_SLOTS + subIndex).toString(36);
}

export function decodePostId(
  id: string,
): { sub: SubredditDef; subIndex: number; bucket: number; idx: number } | undefined {
  if (!/^[0-9a-z]{1,12}$/.test(id)) return undefined;
  const n = parseInt(id, 36);
  const subIndex = n % SUB_SLOTS;
  const rest = Math.floor(n / SUB_SLOTS);
  const sub = SUBREDDITS[subIndex];
  return sub
    ? { sub, subIndex, bucket: Math.floor(rest / IDX_SLOTS), idx: rest % IDX_SLOTS }
    : undefined;
}

export function skeleton(sub: SubredditDef, slot: Slot, now: number): PostSkeleton {
  const index = findSubreddit(sub.name)?.index ?? 0;
  const rng = rngFor('reddit-post', sub.name, slot.bucket, slot.idx);
  const reach = Math.sqrt(sub.subscribers) * 0.6;
  // A storyline's announcement is the post of the day; its later beats still draw a crowd.
  const beat = beatAt(SUBJECTS[sub.subject], timelineOf(sub), slot);
  const boost = beat ? (beat.index === 0 ? 5 : 3) : 1;
  const quality = rng.heavyTail(1.2) * boost;
  const age = now - slot.at;
  const score = Math.max(1, Math.round(reach * quality * growth(age, 4)));
  const talkative = sub.selfRatio * 0.5 + 0.08;
  return {
    id: encodePostId(index, slot),
    sub,
    slot,
    createdMs: slot.at,
    score,
    // Fewer comments than upvotes, as on nearly every real post.
    numComments: Math.min(score, Math.round(score * talkative * rng.heavyTail(0.5))),
    upvoteRatio: Math.round((0.62 + rng.next() * 0.37) * 100) / 100,
    awards: rng.chance(0.03) ? rng.int(1, 3) : 0,
  };
}

/** Regenerates a post from its id alone; undefined for ids that never existed or lie in the future. */
export function postById(id: string, now: number): PostSkeleton | undefined {
  const decoded = decodePostId(id);
  if (!decoded) return undefined;
  const slot = bucketSlots(timelineOf(decoded.sub, now), decoded.bucket).find(
    (s) => s.idx === decoded.idx,
  );
  if (!slot || slot.at > now || encodePostId(decoded.subIndex, slot) !== id) return undefined;
  return skeleton(decoded.sub, slot, now);
}

const FLAIRS: Record<Piece['style'], readonly string[]> = {
  self: ['Discussion', 'Question'],
  joke: ['Humour'],
  link: ['News', 'Article'],
  image: ['Image', 'OC'],
  video: ['Video'],
  poll: ['Poll'],
};

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 50);
}

export function detail(post: PostSkeleton): PostDetail {
  const { sub, slot } = post;
  const subject: Subject = SUBJECTS[sub.subject];
  const rng = rngFor('reddit-text', sub.name, slot.bucket, slot.idx);
  const pick = pickPost(`reddit:${sub.name}`, subject, timelineOf(sub), slot, sub.selfRatio);
  const piece = pick.kind === 'piece' ? pick.piece : undefined;
  const beat = pick.kind === 'beat' ? pick.active : undefined;
  const style = piece?.style ?? (beat?.beat.link ? 'link' : 'self');
  const kind: PostKind =
    style === 'link' ? 'link' : style === 'image' ? 'image' : style === 'video' ? 'video' : 'self';
  const title = beat?.beat.title ?? piece?.title ?? '';
  const body = beat?.beat.body ?? piece?.body ?? '';
  const slug = slugOf(title);
  const domain =
    kind === 'link'
      ? rng.pick(subject.domains.length > 0 ? subject.domains : ['news.example'])
      : kind === 'image'
        ? 'i.redd.it'
        : kind === 'video'
          ? 'v.redd.it'
          : `self.${sub.name}`;
  const url =
    kind === 'link'
      ? `https://${domain}/${slot.bucket}/${slug.replace(/_/g, '-')}`
      : kind === 'image'
        ? `https://i.redd.it/${post.id}x${rng.int(100, 999)}.jpg`
        : kind === 'video'
          ? `https://v.redd.it/${post.id}${rng.int(1000, 9999)}`
          : `/r/${sub.name}/comments/${post.id}/${slug}/`;
  return {
    ...post,
    title,
    selftext: kind === 'self' ? body : '',
    author: redditUsername(rng),
    kind,
    url,
    domain,
    flair: beat ? 'News' : rng.chance(0.5) ? rng.pick(FLAIRS[style]) : null,
    videoSeconds: rng.int(8, 180),
    ...(beat ? { beat } : {}),
    ...(piece ? { piece } : {}),
  };
}

export function permalink(post: PostDetail): string {
  const slug = slugOf(post.title);
  return `/r/${post.sub.name}/comments/${post.id}/${slug}/`;
}

export interface CommentNode {
  id: string;
  author: string;
  body: string;
  score: number;
  createdMs: number;
  depth: number;
  parentId: string;
  children: CommentNode[];
}

/**
 * The thread under a post: the replies written for its beat or piece first (answers, disagreement,
 * jokes, facts, nested where they answer each other), then general replies of the subject. A link
 * post's submitter adds the article's gist as the first comment, as Reddit submitters do. At most
 * 80 comments and never the same reply twice; the rest of `num_comments` stays behind "more".
 */
export function commentTree(
  post: PostDetail,
  now: number,
): { roots: CommentNode[]; generated: number } {
  const rng = rngFor('reddit-comments', post.id);
  const subject = SUBJECTS[post.sub.subject];
  const own = post.beat?.beat.replies ?? post.piece?.replies ?? [];
  const gist =
    post.kind === 'link' && post.beat ? [{ text: post.beat.beat.body, author: post.author }] : [];
  const general =
    post.kind === 'image' || post.kind === 'video'
      ? [...subject.replies, ...(subject.mediaReplies ?? [])]
      : subject.replies;
  const thread = threadOf(rng, own, general, Math.min(post.numComments, 80), gist);
  const all: CommentNode[] = [];
  const roots: CommentNode[] = [];
  thread.forEach((entry, i) => {
    const parent = entry.parent === undefined ? undefined : all[entry.parent];
    const after = parent ? parent.createdMs : post.createdMs;
    const span = Math.max(1, Math.min(now - after, (entry.own ? 6 : 48) * HOUR_MS));
    const createdMs = Math.min(now - 1000, after + 60_000 + Math.floor(rng.next() * span));
    // Replies rarely outscore their post; the written replies lead the thread, filler trails.
    const share = entry.own ? 0.2 / (1 + i * 0.5) : 0.015;
    const node: CommentNode = {
      id: `${post.id}c${i.toString(36)}`,
      author: entry.author ?? redditUsername(rng),
      body: entry.text,
      score: Math.max(
        -5,
        Math.min(
          Math.round(post.score * 0.6),
          Math.round(post.score * share * rng.heavyTail(entry.own ? 0.4 : 0.8)),
        ) - rng.int(0, 3),
      ),
      createdMs,
      depth: parent ? parent.depth + 1 : 0,
      parentId: parent ? `t1_${parent.id}` : `t3_${post.id}`,
      children: [],
    };
    all.push(node);
    if (parent) parent.children.push(node);
    else roots.push(node);
  });
  return { roots, generated: all.length };
}
