import {
  findSubreddit,
  SUBREDDITS,
  timelineOf,
  type SubredditDef,
} from '@/platforms/reddit/sandbox/catalog';
import { redditUsername } from '@/platforms/sandbox/names';
import { rngFor } from '@/platforms/sandbox/prng';
import { HOUR_MS, bucketSlots, growth, type Slot } from '@/platforms/sandbox/timeline';
import { composeComment, composePost } from '@/platforms/sandbox/text';

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
}

const LINK_DOMAINS = [
  'dailybyte.example',
  'orbitnews.example',
  'marketwire.example',
  'pitchside.example',
  'kitchenlab.example',
  'wanderlog.example',
];
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
  const quality = rng.heavyTail(1.2);
  const age = now - slot.at;
  const score = Math.max(1, Math.round(reach * quality * growth(age, 4)));
  const talkative = sub.selfRatio * 0.5 + 0.08;
  return {
    id: encodePostId(index, slot),
    sub,
    slot,
    createdMs: slot.at,
    score,
    numComments: Math.round(score * talkative * rng.heavyTail(0.5)),
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

export function detail(post: PostSkeleton): PostDetail {
  const { sub, slot } = post;
  const rng = rngFor('reddit-text', sub.name, slot.bucket, slot.idx);
  const roll = rng.next();
  const kind: PostKind =
    roll < sub.selfRatio
      ? 'self'
      : roll < sub.selfRatio + (1 - sub.selfRatio) * 0.5
        ? 'link'
        : rng.chance(0.7)
          ? 'image'
          : 'video';
  const composed = composePost(rng, sub.theme, slot.at, {
    kind: kind === 'self' && rng.chance(0.6) ? 'question' : 'headline',
    paragraphs: kind === 'self' ? rng.int(1, 4) : rng.int(0, 1),
    sentencesPerParagraph: [1, 4],
  });
  const slug = composed.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 50);
  const domain =
    kind === 'link'
      ? rng.pick(LINK_DOMAINS)
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
    title: composed.title,
    selftext: kind === 'self' ? composed.body : '',
    author: redditUsername(rng),
    kind,
    url,
    domain,
    flair: rng.chance(0.4)
      ? rng.pick(['Discussion', 'News', 'Question', 'Help', 'Showcase', 'Meta'])
      : null,
    videoSeconds: rng.int(8, 180),
  };
}

export function permalink(post: PostDetail): string {
  const slug = post.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 50);
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

/** Up to 80 comments per post: enough for "top comments" without generating thousands. */
export function commentTree(
  post: PostDetail,
  now: number,
): { roots: CommentNode[]; generated: number } {
  const rng = rngFor('reddit-comments', post.id);
  const total = Math.min(post.numComments, 80);
  const all: CommentNode[] = [];
  const roots: CommentNode[] = [];
  for (let i = 0; i < total; i++) {
    const open = all.filter((n) => n.depth < 4);
    const parent = open.length > 0 && rng.chance(0.4) ? rng.pick(open) : undefined;
    const depth = parent ? parent.depth + 1 : 0;
    const createdMs = Math.min(
      now - 1000,
      post.createdMs +
        Math.floor(rng.next() * Math.max(1, Math.min(now - post.createdMs, 48 * HOUR_MS))),
    );
    const node: CommentNode = {
      id: `${post.id}c${i.toString(36)}`,
      author: redditUsername(rng),
      body: composeComment(rng, post.sub.theme),
      // Replies rarely outscore their post; the best comment on a busy thread gets a fraction of it.
      score: Math.max(
        -5,
        Math.min(Math.round(post.score * 0.6), Math.round(post.score * 0.04 * rng.heavyTail(1.1))) -
          rng.int(0, 3),
      ),
      createdMs,
      depth,
      parentId: parent ? `t1_${parent.id}` : `t3_${post.id}`,
      children: [],
    };
    all.push(node);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return { roots, generated: total };
}
