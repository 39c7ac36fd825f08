import { SUBREDDITS } from '@/platforms/reddit/sandbox/catalog';
import type { CommentNode, PostDetail } from '@/platforms/reddit/sandbox/posts';
import { redditUsername } from '@/platforms/sandbox/names';
import { rngFor } from '@/platforms/sandbox/prng';
import { composeComment, composePost } from '@/platforms/sandbox/text';

/**
 * The real listings' less common shapes, each for a fixed share of posts (decided by a PRNG of its
 * own, so the text of every other post stays what it was): galleries and cross-site image links
 * among image posts, crossposts among links, polls and deleted or removed bodies among text posts,
 * and an `over_18` flag on any post.
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
  if (post.kind === 'image' && roll < 0.2) {
    const count = rng.int(2, 5);
    return {
      kind: 'gallery',
      items: Array.from({ length: count }, (_, i) => ({
        mediaId: `${post.id}g${i}`,
        caption: rng.chance(0.7) ? composeComment(rng, post.sub.theme) : null,
        animated: rng.chance(0.15),
      })),
    };
  }
  if (post.kind === 'image' && roll < 0.35)
    return { kind: 'bare_image', url: `https://i.imgur.com/${post.id}${rng.int(10, 99)}.jpg` };
  if (post.kind === 'link' && roll < 0.1) {
    const others = SUBREDDITS.filter((s) => s.name !== post.sub.name && s.type === 'public');
    const from = rng.pick(others);
    const composed = composePost(rng, from.theme, post.createdMs, {
      kind: 'headline',
      paragraphs: rng.int(1, 3),
      sentencesPerParagraph: [1, 3],
    });
    return {
      kind: 'crosspost',
      parent: {
        id: `${post.id}x`,
        subreddit: from.name,
        title: composed.title,
        selftext: composed.body,
        author: redditUsername(rng),
        createdMs: post.createdMs - rng.int(1, 20) * 3_600_000,
      },
    };
  }
  if (post.kind === 'self' && roll < 0.08) {
    return {
      kind: 'poll',
      options: Array.from({ length: rng.int(2, 4) }, () =>
        composeComment(rng, post.sub.theme).slice(0, 60),
      ),
    };
  }
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
