import type { TwitterSource } from '@socialpulse/contract';
import { z } from 'zod';
import { clampText } from '@/platforms/shared/caps';
import type { ContentItem, DocumentCaps, MediaKind } from '@/platforms/types';

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  profile_image_url: z.string().optional(),
  protected: z.boolean().optional(),
});
export const listSchema = z.object({
  id: z.string(),
  name: z.string(),
  member_count: z.number().optional(),
});

/** The data dictionary's names, with the openapi.json renames tolerated (platforms.md 5.3 naming trap). */
const metricsSchema = z
  .object({
    like_count: z.number().default(0),
    reply_count: z.number().default(0),
    retweet_count: z.number().optional(),
    repost_count: z.number().optional(),
    quote_count: z.number().default(0),
    impression_count: z.number().default(0),
  })
  .transform((m) => ({
    likes: m.like_count,
    replies: m.reply_count,
    shares: (m.retweet_count ?? m.repost_count ?? 0) + m.quote_count,
    views: m.impression_count,
  }));

export const tweetSchema = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string(),
  author_id: z.string().optional(),
  public_metrics: metricsSchema.optional(),
  attachments: z.object({ media_keys: z.array(z.string()).optional() }).optional(),
});
export type XTweet = z.infer<typeof tweetSchema>;

export const timelineSchema = z.object({
  data: z.array(z.unknown()).optional(),
  includes: z
    .object({
      users: z.array(userSchema).optional(),
      media: z.array(z.object({ media_key: z.string(), type: z.string() })).optional(),
    })
    .optional(),
  meta: z
    .object({ result_count: z.number().optional(), next_token: z.string().optional() })
    .optional(),
});
export type XTimeline = z.infer<typeof timelineSchema>;

export function userToSource(user: z.infer<typeof userSchema>): TwitterSource {
  return {
    id: `user:${user.id}`,
    name: user.name,
    type: 'account',
    username: user.username,
    ...(user.profile_image_url ? { avatar: user.profile_image_url } : {}),
  };
}

export function listToSource(list: z.infer<typeof listSchema>): TwitterSource {
  return {
    id: `list:${list.id}`,
    name: list.name,
    type: 'list',
    ...(list.member_count !== undefined ? { memberCount: list.member_count } : {}),
  };
}

function mediaKind(type: string): MediaKind {
  if (type === 'photo') return 'photo';
  if (type === 'video' || type === 'animated_gif') return 'video';
  return 'other';
}

export function toContentItem(
  t: XTweet,
  page: XTimeline,
  sourceId: string,
  caps: DocumentCaps,
): ContentItem {
  const author = page.includes?.users?.find((u) => u.id === t.author_id);
  const media = (t.attachments?.media_keys ?? [])
    .map((key) => page.includes?.media?.find((m) => m.media_key === key)?.type ?? 'other')
    .map(mediaKind);
  const metrics = t.public_metrics ?? { likes: 0, replies: 0, shares: 0, views: 0 };
  const text = clampText(t.text, caps.maxTextChars);
  const username = author?.username ?? 'i';
  return {
    id: t.id,
    platform: 'twitter',
    sourceId,
    url: `https://x.com/${username}/status/${t.id}`,
    text: text.text,
    author: author ? `@${author.username}` : (t.author_id ?? ''),
    createdAt: new Date(t.created_at).toISOString(),
    engagement: {
      likes: metrics.likes,
      comments: metrics.replies,
      views: metrics.views,
      score: metrics.likes,
      shares: metrics.shares,
      awards: 0,
    },
    media: [...new Set(media)],
    comments: [],
    ...(text.truncated ? { truncated: true } : {}),
  };
}
