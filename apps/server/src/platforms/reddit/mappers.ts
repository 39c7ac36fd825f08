import type { RedditSource } from '@socialpulse/contract';
import { z } from 'zod';
import { clampText } from '@/platforms/shared/caps';
import type {
  ContentComment,
  ContentItem,
  DocumentCaps,
  MediaKind,
  PlatformProfile,
} from '@/platforms/types';

/** Only the fields we read; everything else Reddit sends is ignored (zod strips it). */
export const thingSchema = z.object({ kind: z.string(), data: z.record(z.string(), z.unknown()) });
export const listingSchema = z.object({
  kind: z.literal('Listing'),
  data: z.object({ after: z.string().nullable().optional(), children: z.array(thingSchema) }),
});
export type RedditListing = z.infer<typeof listingSchema>;

const nonEmpty = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v : undefined));

export const subredditSchema = z.object({
  display_name: z.string(),
  display_name_prefixed: z.string().optional(),
  subscribers: z.number().nullish(),
  subreddit_type: z.string(),
  icon_img: nonEmpty,
  community_icon: nonEmpty,
});

export const postSchema = z.object({
  id: z.string(),
  title: z.string(),
  selftext: z.string().default(''),
  author: z.string().default('[deleted]'),
  subreddit: z.string(),
  score: z.number().default(0),
  ups: z.number().optional(),
  num_comments: z.number().default(0),
  total_awards_received: z.number().default(0),
  created_utc: z.number(),
  permalink: z.string(),
  url: z.string().optional(),
  is_self: z.boolean().default(false),
  is_video: z.boolean().default(false),
  post_hint: z.string().optional(),
  domain: z.string().optional(),
  stickied: z.boolean().default(false),
});
export type RedditPost = z.infer<typeof postSchema>;

export const commentSchema = z.object({
  id: z.string(),
  author: z.string().default('[deleted]'),
  body: z.string().default(''),
  score: z.number().default(0),
  created_utc: z.number(),
  stickied: z.boolean().default(false),
});

export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon_img: nonEmpty,
  snoovatar_img: nonEmpty,
});

/** Reddit has more types than the product shows; restricted and gold_restricted are readable by all. */
export function sourceType(raw: string): RedditSource['type'] {
  if (raw === 'archived') return 'archived';
  if (raw === 'private' || raw === 'gold_only' || raw === 'employees_only') return 'private';
  return 'public';
}

export function toSource(raw: z.infer<typeof subredditSchema>): RedditSource {
  const avatar = raw.community_icon ?? raw.icon_img;
  return {
    id: raw.display_name,
    name: raw.display_name_prefixed ?? `r/${raw.display_name}`,
    type: sourceType(raw.subreddit_type),
    memberCount: raw.subscribers ?? 0,
    ...(avatar ? { avatar } : {}),
  };
}

export function toProfile(me: z.infer<typeof meSchema>): PlatformProfile {
  // icon_img URLs come HTML-escaped without raw_json; we always send raw_json=1.
  return {
    externalId: `t2_${me.id}`,
    username: me.name,
    avatar: me.snoovatar_img ?? me.icon_img ?? null,
  };
}

function mediaOf(post: RedditPost): MediaKind[] {
  if (post.is_video || post.post_hint === 'hosted:video' || post.post_hint === 'rich:video')
    return ['video'];
  if (post.post_hint === 'image') return ['photo'];
  if (!post.is_self && post.url) return ['link'];
  return [];
}

export function toComment(raw: z.infer<typeof commentSchema>, caps: DocumentCaps): ContentComment {
  return {
    id: raw.id,
    author: raw.author,
    text: clampText(raw.body, caps.maxCommentChars).text,
    score: raw.score,
    createdAt: new Date(raw.created_utc * 1000).toISOString(),
  };
}

export function toContentItem(post: RedditPost, webBase: string, caps: DocumentCaps): ContentItem {
  const text = clampText(post.selftext, caps.maxTextChars);
  return {
    id: post.id,
    platform: 'reddit',
    sourceId: post.subreddit,
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
    media: mediaOf(post),
    comments: [],
    ...(text.truncated ? { truncated: true } : {}),
  };
}
