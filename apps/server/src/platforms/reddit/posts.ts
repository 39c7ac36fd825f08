import { z } from 'zod';
import { isPlaceholder } from '@/platforms/reddit/mappers';
import { clampText } from '@/platforms/shared/caps';
import type { ContentItem, DocumentCaps, MediaKind } from '@/platforms/types';

/** `gallery_data.items[]`: the order of a gallery and each image's caption (media in `media_metadata`). */
const galleryItem = z.object({
  media_id: z.string(),
  caption: z.string().optional(),
  outbound_url: z.string().optional(),
});

/** `media_metadata[media_id]`: `e` is Image, AnimatedImage or RedditVideo; `status` valid when usable. */
const mediaMetadata = z.object({ status: z.string().optional(), e: z.string().optional() });

const pollOption = z.object({ text: z.string(), vote_count: z.number().optional() });

/** Fields a post and the original of a crosspost (`crosspost_parent_list[]`) share. */
const postBody = z.object({
  id: z.string(),
  title: z.string(),
  selftext: z.string().default(''),
  author: z.string().default('[deleted]'),
  subreddit: z.string(),
  url: z.string().optional(),
  /** The link target when `url` was rewritten (galleries: url is the /gallery/ page). */
  url_overridden_by_dest: z.string().optional(),
  domain: z.string().optional(),
  is_self: z.boolean().default(false),
  is_video: z.boolean().default(false),
  post_hint: z.string().optional(),
  over_18: z.boolean().default(false),
  is_gallery: z.boolean().optional(),
  gallery_data: z.object({ items: z.array(galleryItem) }).nullish(),
  media_metadata: z.record(z.string(), mediaMetadata).nullish(),
  poll_data: z.object({ options: z.array(pollOption).default([]) }).nullish(),
});

export const postSchema = postBody.extend({
  score: z.number().default(0),
  ups: z.number().optional(),
  num_comments: z.number().default(0),
  total_awards_received: z.number().default(0),
  created_utc: z.number(),
  permalink: z.string(),
  stickied: z.boolean().default(false),
  /** A crosspost's own text is empty: the words and media are in the first original listed here. */
  crosspost_parent_list: z.array(z.unknown()).optional(),
  /** The post's subreddit as Reddit sees it: `public`, `restricted`, `private`, … */
  subreddit_type: z.string().optional(),
  /** Present when the listing was asked with `sr_detail`: the subreddit's own NSFW flag. */
  sr_detail: z.object({ over18: z.boolean().optional() }).nullish(),
});
export type RedditPost = z.infer<typeof postSchema>;
type PostBody = z.infer<typeof postBody>;

const IMAGE_FILE = /\.(jpe?g|png|webp|gif)$/i;
const VIDEO_FILE = /\.(gifv|mp4)$/i;

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}

function galleryMedia(post: PostBody): MediaKind[] {
  const kinds = (post.gallery_data?.items ?? []).map((item): MediaKind => {
    const meta = post.media_metadata?.[item.media_id];
    return meta?.e === 'AnimatedImage' || meta?.e === 'RedditVideo' ? 'video' : 'photo';
  });
  return kinds.length > 0 ? [...new Set(kinds)] : ['photo'];
}

function mediaOf(post: PostBody): MediaKind[] {
  if (post.poll_data) return ['poll'];
  if (post.is_gallery || post.gallery_data) return galleryMedia(post);
  if (post.is_video || post.post_hint === 'hosted:video' || post.post_hint === 'rich:video')
    return ['video'];
  if (post.post_hint === 'image') return ['photo'];
  // Older and cross-site image posts come without `post_hint`: the link itself names the file.
  const target = post.url_overridden_by_dest ?? post.url;
  if (!post.is_self && target) {
    const path = pathOf(target);
    if (VIDEO_FILE.test(path)) return ['video'];
    if (IMAGE_FILE.test(path) || post.domain === 'i.redd.it') return ['photo'];
    return ['link'];
  }
  return [];
}

/**
 * The body, without a deletion placeholder, with gallery captions (and their outbound links) and
 * poll options, which carry words too.
 */
function textOf(post: PostBody): string {
  const parts = [isPlaceholder(post.selftext) ? '' : post.selftext.trim()];
  for (const item of post.gallery_data?.items ?? []) {
    // A gallery image can link out (`outbound_url`): the link is kept beside its caption.
    const link =
      item.outbound_url && /^https?:\/\//iu.test(item.outbound_url) ? item.outbound_url : '';
    const caption = item.caption?.trim() ?? '';
    if (caption && link) parts.push(`${caption} (${link})`);
    else if (caption || link) parts.push(caption || link);
  }
  const options = post.poll_data?.options ?? [];
  if (options.length > 0) parts.push(`Poll: ${options.map((o) => o.text).join(' / ')}`);
  return parts.filter((p) => p !== '').join('\n\n');
}

function crosspostOriginal(post: RedditPost): PostBody | undefined {
  const parsed = postBody.safeParse(post.crosspost_parent_list?.[0]);
  return parsed.success ? parsed.data : undefined;
}

/**
 * One post as a content item. `sourceId` is the source the user chose, not `post.subreddit`: a
 * listing of r/popular, r/all or a multi (a+b) holds posts from many subreddits.
 */
export function toContentItem(
  post: RedditPost,
  sourceId: string,
  webBase: string,
  caps: DocumentCaps,
): ContentItem {
  const body = crosspostOriginal(post) ?? post;
  const text = clampText(textOf(body), caps.maxTextChars);
  const nsfw = post.over_18 || body.over_18 || post.sr_detail?.over18 === true;
  return {
    id: post.id,
    platform: 'reddit',
    sourceId,
    url: `${webBase.replace(/\/+$/, '')}${post.permalink}`,
    title: post.title,
    text: text.text,
    author: post.author,
    createdAt: new Date(post.created_utc * 1000).toISOString(),
    engagement: {
      likes: post.ups ?? post.score,
      comments: post.num_comments,
      views: 0,
      score: post.score,
      shares: 0,
      awards: post.total_awards_received,
    },
    media: mediaOf(body),
    comments: [],
    ...(text.truncated ? { truncated: true } : {}),
    ...(nsfw ? { nsfw: true } : {}),
  };
}
