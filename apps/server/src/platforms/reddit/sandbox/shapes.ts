import { corpusOf, SUBREDDITS } from '@/platforms/reddit/sandbox/catalog';
import type { CommentNode, PostDetail } from '@/platforms/reddit/sandbox/posts';
import { rngFor } from '@/platforms/sandbox/prng';

/**
 * The real listings' less common shapes, each for a fixed share of posts (decided by a PRNG of its
 * own): galleries for photo posts written with several pictures, cross-site image links among the
 * other photos, crossposts (a text post of a subreddit on the same subject) among links, polls,
 * deleted or removed bodies among text posts, and an `over_18` flag.
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
  const written = post.post;
  if (written.options) return { kind: 'poll', options: [...written.options] };
  const photos = written.photos ?? [];
  if (post.kind === 'image' && photos.length >= 2)
    return {
      kind: 'gallery',
      items: photos.map((caption, i) => ({
        mediaId: `${post.id}g${i}`,
        caption: caption === '' ? null : caption,
        animated: i === photos.length - 1 && rng.chance(0.3),
      })),
    };
  if (post.kind === 'image' && roll < 0.2)
    return { kind: 'bare_image', url: `https://i.imgur.com/${post.id}${rng.int(10, 99)}.jpg` };
  const others = SUBREDDITS.filter(
    (s) => s.name !== post.sub.name && s.type === 'public' && s.subject === post.sub.subject,
  );
  if (post.kind === 'link' && roll < 0.25 && others.length > 0) {
    const from = rng.pick(others);
    const texts = corpusOf(from).file.posts.filter((p) => p.kind === 'text' && p.text);
    const original = texts[post.slot.bucket % Math.max(1, texts.length)];
    if (original)
      return {
        kind: 'crosspost',
        parent: {
          id: `${post.id}x`,
          subreddit: from.name,
          title: original.title ?? '',
          selftext: original.text ?? '',
          author: original.author ?? '[deleted]',
          createdMs: post.createdMs - rng.int(1, 20) * 3_600_000,
        },
      };
  }
  // A post with a written thread is never deleted: the replies would answer nothing.
  if (written.replies.length > 0) return { kind: 'plain' };
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
