import { SUBREDDITS } from '@/platforms/reddit/sandbox/catalog';
import type { CommentNode, PostDetail } from '@/platforms/reddit/sandbox/posts';
import { spread } from '@/platforms/sandbox/corpus/schedule';
import { SUBJECTS } from '@/platforms/sandbox/corpus/registry';
import { redditUsername } from '@/platforms/sandbox/names';
import { rngFor } from '@/platforms/sandbox/prng';

/**
 * The real listings' less common shapes, each for a fixed share of posts (decided by a PRNG of its
 * own, so the text of every other post stays what it was): galleries and cross-site image links
 * among image posts, crossposts (from a subreddit of the same subject) among links, polls (the
 * subject's poll posts), deleted or removed bodies among text posts, and an `over_18` flag.
 */
export type PostShape =
  | { kind: 'plain' }
  | { kind: 'gallery'; items: { mediaId: string; caption: string | null; animated: boolean }[] }
  | { kind: 'bare_image'; url: string }
  | { kind: 'poll'; options: string[] }
  | { kind: 'placeholder'; body: '[deleted]' | '[removed]' }
  | { kind: 'crosspost'; parent: CrosspostParent };

export interface CrosspostParent {
  id: string;
  subreddit: string;
  title: string;
  selftext: string;
  author: string;
  createdMs: number;
}

export interface PostExtras {
  shape: PostShape;
  nsfw: boolean;
}

function shapeOf(post: PostDetail): PostShape {
  const rng = rngFor('reddit-shape', post.sub.name, post.slot.bucket, post.slot.idx);
  const roll = rng.next();
  const subject = SUBJECTS[post.sub.subject];
  if (post.piece?.options) return { kind: 'poll', options: [...post.piece.options] };
  if (post.kind === 'image' && roll < 0.2) {
    const count = rng.int(2, 5);
    return {
      kind: 'gallery',
      items: Array.from({ length: count }, (_, i) => ({
        mediaId: `${post.id}g${i}`,
        caption: subject.captions.length > 0 && rng.chance(0.7) ? rng.pick(subject.captions) : null,
        animated: rng.chance(0.15),
      })),
    };
  }
  if (post.kind === 'image' && roll < 0.35)
    return { kind: 'bare_image', url: `https://i.imgur.com/${post.id}${rng.int(10, 99)}.jpg` };
  const others = SUBREDDITS.filter(
    (s) => s.name !== post.sub.name && s.type === 'public' && s.subject === post.sub.subject,
  );
  const withBody = subject.posts.filter((p) => p.style === 'self' && p.body);
  if (post.kind === 'link' && roll < 0.25 && others.length > 0 && withBody.length > 0) {
    const from = rng.pick(others);
    const original = spread(`crosspost:${from.name}`, withBody, post.slot.bucket);
    return {
      kind: 'crosspost',
      parent: {
        id: `${post.id}x`,
        subreddit: from.name,
        title: original.title,
        selftext: original.body ?? '',
        author: redditUsername(rng),
        createdMs: post.createdMs - rng.int(1, 20) * 3_600_000,
      },
    };
  }
  // A storyline's beat is never deleted: the story would have a hole.
  if (post.beat) return { kind: 'plain' };
  if (post.kind === 'self' && roll < 0.12) return { kind: 'placeholder', body: '[deleted]' };
  if (post.kind === 'self' && roll < 0.15) return { kind: 'placeholder', body: '[removed]' };
  return { kind: 'plain' };
}

export function extrasOf(post: PostDetail): PostExtras {
  return {
    shape: shapeOf(post),
    nsfw: rngFor('reddit-nsfw', post.sub.name, post.slot.bucket, post.slot.idx).chance(0.04),
  };
}

/** Comments: some deleted by their author, some removed by moderators, some with a hidden score. */
export function commentExtras(node: CommentNode): {
  body?: '[deleted]' | '[removed]';
  scoreHidden: boolean;
} {
  const rng = rngFor('reddit-comment-shape', node.id);
  const roll = rng.next();
  const body = roll < 0.05 ? '[deleted]' : roll < 0.08 ? '[removed]' : undefined;
  return { ...(body ? { body } : {}), scoreHidden: rng.chance(0.06) };
}
