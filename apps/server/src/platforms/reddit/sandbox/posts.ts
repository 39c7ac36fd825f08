import {
  corpusOf,
  findSubreddit,
  SUBREDDITS,
  timelineOf,
  type SubredditDef,
} from '@/platforms/reddit/sandbox/catalog';
import { dailyPost, type Reply, type SourcePost } from '@/platforms/sandbox/corpus';
import { rngFor } from '@/platforms/sandbox/prng';
import { HOUR_MS, bucketSlots, growth, type Slot } from '@/platforms/sandbox/timeline';

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
  /** The post as written in the subreddit's corpus file. */
  post: SourcePost;
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
  const written = postOf(sub, slot);
  // A post with a lively thread in the corpus drew a crowd.
  const quality = rng.heavyTail(1.2) * (1 + Math.min(4, written.replies.length / 3));
  const age = now - slot.at;
  const score = Math.max(1, Math.round(reach * quality * growth(age, 4)));
  const talkative = sub.selfRatio * 0.5 + 0.08;
  return {
    id: encodePostId(index, slot),
    sub,
    slot,
    createdMs: slot.at,
    score,
    // Fewer comments than upvotes, as on nearly every real post, and never fewer than written.
    numComments: Math.max(
      countReplies(written.replies),
      Math.min(score, Math.round(score * talkative * rng.heavyTail(0.5))),
    ),
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

function postOf(sub: SubredditDef, slot: Slot): SourcePost {
  const entry = corpusOf(sub).entries[slot.entry];
  if (!entry) throw new Error(`r/${sub.name} has no corpus entry ${slot.entry}`);
  return entry.daily === undefined ? entry.post : dailyPost(entry.post, slot.at);
}

function countReplies(replies: readonly Reply[]): number {
  return replies.reduce((n, r) => n + 1 + countReplies(r.replies ?? []), 0);
}

const FLAIRS: Record<SourcePost['kind'], string> = {
  text: 'Discussion',
  poll: 'Poll',
  link: 'News',
  photo: 'OC',
  video: 'Video',
  short: 'Video',
};

function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 50);
}

export function detail(skel: PostSkeleton): PostDetail {
  const { sub, slot } = skel;
  const rng = rngFor('reddit-text', sub.name, slot.bucket, slot.idx);
  const post = postOf(sub, slot);
  const kind: PostKind =
    post.kind === 'link'
      ? 'link'
      : post.kind === 'photo'
        ? 'image'
        : post.kind === 'video' || post.kind === 'short'
          ? 'video'
          : 'self';
  const title = post.title ?? '';
  const slug = slugOf(title);
  const linkUrl = post.url ?? `https://news.example/${slug}`;
  const domain =
    kind === 'link'
      ? new URL(linkUrl).hostname
      : kind === 'image'
        ? 'i.redd.it'
        : kind === 'video'
          ? 'v.redd.it'
          : `self.${sub.name}`;
  const url =
    kind === 'link'
      ? linkUrl
      : kind === 'image'
        ? `https://i.redd.it/${skel.id}x${rng.int(100, 999)}.jpg`
        : kind === 'video'
          ? `https://v.redd.it/${skel.id}${rng.int(1000, 9999)}`
          : `/r/${sub.name}/comments/${skel.id}/${slug}/`;
  return {
    ...skel,
    title,
    selftext: kind === 'self' ? (post.text ?? '') : '',
    author: post.author ?? '[deleted]',
    kind,
    url,
    domain,
    flair: rng.chance(0.5) ? FLAIRS[post.kind] : null,
    videoSeconds: rng.int(8, 180),
    post,
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
 * The thread under a post: exactly the replies written for it in the corpus, nested as written.
 * The rest of `num_comments` stays behind "more".
 */
export function commentTree(
  post: PostDetail,
  now: number,
): { roots: CommentNode[]; generated: number } {
  const rng = rngFor('reddit-comments', post.id);
  let count = 0;
  const grow = (replies: readonly Reply[], parent: CommentNode | undefined): CommentNode[] =>
    replies.map((reply) => {
      const i = count++;
      const after = parent ? parent.createdMs : post.createdMs;
      const span = Math.max(1, Math.min(now - after, 6 * HOUR_MS));
      // Replies rarely outscore their post; the first ones lead the thread.
      const share = 0.2 / (1 + i * 0.5);
      const node: CommentNode = {
        id: `${post.id}c${i.toString(36)}`,
        author: reply.author,
        body: reply.text,
        score: Math.max(
          -5,
          Math.min(
            Math.round(post.score * 0.6),
            Math.round(post.score * share * rng.heavyTail(0.4)),
          ) - rng.int(0, 3),
        ),
        createdMs: Math.min(now - 1000, after + 60_000 + Math.floor(rng.next() * span)),
        depth: parent ? parent.depth + 1 : 0,
        parentId: parent ? `t1_${parent.id}` : `t3_${post.id}`,
        children: [],
      };
      node.children = grow(reply.replies ?? [], node);
      return node;
    });
  const roots = grow(post.post.replies, undefined);
  return { roots, generated: count };
}
