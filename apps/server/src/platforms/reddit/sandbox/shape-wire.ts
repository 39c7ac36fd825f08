import type { SubredditDef } from '@/platforms/reddit/sandbox/catalog';
import type { PostDetail } from '@/platforms/reddit/sandbox/posts';
import { extrasOf, type PostShape } from '@/platforms/reddit/sandbox/shapes';
import { thumbnailDataUrl } from '@/platforms/sandbox/images';

const seconds = (ms: number): number => Math.floor(ms / 1000);

function slug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 50);
}

/** `gallery_data` holds order and captions, `media_metadata` each image by media id. */
function galleryFields(post: PostDetail, shape: Extract<PostShape, { kind: 'gallery' }>) {
  const url = `https://www.reddit.com/gallery/${post.id}`;
  return {
    url,
    url_overridden_by_dest: url,
    domain: 'reddit.com',
    is_self: false,
    is_video: false,
    is_gallery: true,
    post_hint: undefined,
    preview: undefined,
    gallery_data: {
      items: shape.items.map((item, i) => ({
        media_id: item.mediaId,
        id: 100 + i,
        ...(item.caption ? { caption: item.caption } : {}),
      })),
    },
    media_metadata: Object.fromEntries(
      shape.items.map((item) => [
        item.mediaId,
        {
          status: 'valid',
          e: item.animated ? 'AnimatedImage' : 'Image',
          m: item.animated ? 'image/gif' : 'image/jpg',
          s: { x: 1080, y: 1350, u: thumbnailDataUrl(post.title, item.mediaId, 1080, 1350) },
          p: [],
          id: item.mediaId,
        },
      ]),
    ),
  };
}

function shapeFields(post: PostDetail, shape: PostShape): Record<string, unknown> {
  switch (shape.kind) {
    case 'gallery':
      return galleryFields(post, shape);
    case 'bare_image':
      // Cross-site image links carry no post_hint and no preview: only the URL names a picture.
      return { url: shape.url, domain: 'i.imgur.com', post_hint: undefined, preview: undefined };
    case 'poll':
      return {
        poll_data: {
          voting_end_timestamp: post.createdMs + 3 * 86_400_000,
          total_vote_count: Math.max(1, post.score * 3),
          is_prediction: false,
          options: shape.options.map((text, i) => ({ id: String(10_000 + i), text })),
        },
      };
    case 'placeholder':
      return shape.body === '[deleted]'
        ? { selftext: '[deleted]', selftext_html: null, author: '[deleted]' }
        : { selftext: '[removed]', selftext_html: null, removed_by_category: 'moderator' };
    case 'crosspost': {
      const parent = shape.parent;
      const permalink = `/r/${parent.subreddit}/comments/${parent.id}/${slug(parent.title)}/`;
      return {
        url: permalink,
        domain: `self.${parent.subreddit}`,
        post_hint: undefined,
        crosspost_parent: `t3_${parent.id}`,
        crosspost_parent_list: [
          {
            id: parent.id,
            name: `t3_${parent.id}`,
            title: parent.title,
            selftext: parent.selftext,
            author: parent.author,
            subreddit: parent.subreddit,
            subreddit_name_prefixed: `r/${parent.subreddit}`,
            score: post.score * 4,
            num_comments: post.numComments * 3,
            created_utc: seconds(parent.createdMs),
            permalink,
            url: `https://www.reddit.com${permalink}`,
            domain: `self.${parent.subreddit}`,
            is_self: true,
            is_video: false,
            over_18: false,
          },
        ],
      };
    }
    case 'plain':
      return {};
  }
}

/** What a post's shape changes in its t3 data; undefined values drop the base field. */
export function shapedFields(post: PostDetail): Record<string, unknown> {
  const extras = extrasOf(post);
  return {
    ...shapeFields(post, extras.shape),
    ...(extras.nsfw ? { over_18: true, thumbnail: 'nsfw' } : {}),
  };
}

/** `sr_detail=true` expands each post's subreddit, which is where its own NSFW flag lives. */
export function srDetail(def: SubredditDef): Record<string, unknown> {
  return {
    display_name: def.name,
    display_name_prefixed: `r/${def.name}`,
    title: def.title,
    subreddit_type: def.type,
    subscribers: def.subscribers,
    over18: def.over18 === true,
  };
}
