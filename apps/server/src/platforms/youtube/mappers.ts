import type { YoutubeSource, YoutubeVideo } from '@socialpulse/contract';
import { z } from 'zod';
import { clampText } from '@/platforms/shared/caps';
import type { ContentComment, ContentItem, DocumentCaps } from '@/platforms/types';

const thumbnails = z.record(z.string(), z.object({ url: z.string() })).optional();
const count = z
  .string()
  .optional()
  .transform((v) => (v === undefined ? undefined : Number(v)));

export const listSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(z.unknown()).default([]),
});

export const subscriptionSchema = z.object({
  snippet: z.object({
    title: z.string(),
    resourceId: z.object({ channelId: z.string() }),
    thumbnails,
  }),
});
export const playlistSchema = z.object({
  id: z.string(),
  snippet: z.object({ title: z.string(), thumbnails }),
});
export const channelSchema = z.object({
  id: z.string(),
  snippet: z.object({ title: z.string(), customUrl: z.string().optional(), thumbnails }).optional(),
});
export const playlistItemSchema = z.object({
  contentDetails: z.object({ videoId: z.string(), videoPublishedAt: z.string().optional() }),
});
export const videoSchema = z.object({
  id: z.string(),
  snippet: z.object({
    title: z.string(),
    description: z.string().default(''),
    channelId: z.string(),
    channelTitle: z.string().default(''),
    publishedAt: z.string(),
    thumbnails,
  }),
  contentDetails: z.object({ duration: z.string().default('PT0S') }).optional(),
  statistics: z.object({ viewCount: count, likeCount: count, commentCount: count }).optional(),
});
export type VideoResource = z.infer<typeof videoSchema>;
export const commentThreadSchema = z.object({
  id: z.string(),
  snippet: z.object({
    topLevelComment: z.object({
      snippet: z.object({
        textOriginal: z.string().optional(),
        textDisplay: z.string().default(''),
        authorDisplayName: z.string().default(''),
        likeCount: z.number().default(0),
        publishedAt: z.string(),
      }),
    }),
  }),
});

type Thumbs = z.infer<typeof thumbnails>;
export function thumbnailOf(thumbs: Thumbs, ...sizes: string[]): string | undefined {
  for (const size of sizes) if (thumbs?.[size]?.url) return thumbs[size].url;
  return undefined;
}

export function subscriptionToSource(raw: z.infer<typeof subscriptionSchema>): YoutubeSource {
  const avatar = thumbnailOf(raw.snippet.thumbnails, 'default', 'medium');
  return {
    id: raw.snippet.resourceId.channelId,
    name: raw.snippet.title,
    type: 'channel',
    ...(avatar ? { avatar } : {}),
  };
}

export function playlistToSource(raw: z.infer<typeof playlistSchema>): YoutubeSource {
  const avatar = thumbnailOf(raw.snippet.thumbnails, 'default', 'medium');
  return { id: raw.id, name: raw.snippet.title, type: 'playlist', ...(avatar ? { avatar } : {}) };
}

export function toVideo(raw: VideoResource): YoutubeVideo {
  return {
    id: raw.id,
    title: raw.snippet.title,
    thumbnailUrl:
      thumbnailOf(raw.snippet.thumbnails, 'medium', 'high', 'default') ??
      `https://i.ytimg.com/vi/${raw.id}/mqdefault.jpg`,
    publishedAt: raw.snippet.publishedAt,
    viewCount: raw.statistics?.viewCount ?? 0,
    likeCount: raw.statistics?.likeCount ?? 0,
    duration: raw.contentDetails?.duration ?? 'PT0S',
  };
}

export function toContentItem(
  raw: VideoResource,
  sourceId: string,
  caps: DocumentCaps,
): ContentItem {
  const text = clampText(raw.snippet.description, caps.maxTextChars);
  const likes = raw.statistics?.likeCount ?? 0;
  return {
    id: raw.id,
    platform: 'youtube',
    sourceId,
    url: `https://www.youtube.com/watch?v=${raw.id}`,
    title: raw.snippet.title,
    text: text.text,
    author: raw.snippet.channelTitle,
    createdAt: new Date(raw.snippet.publishedAt).toISOString(),
    engagement: {
      likes,
      comments: raw.statistics?.commentCount ?? 0,
      views: raw.statistics?.viewCount ?? 0,
      score: likes,
      shares: 0,
      awards: 0,
    },
    media: ['video'],
    comments: [],
    duration: raw.contentDetails?.duration ?? 'PT0S',
    ...(text.truncated ? { truncated: true } : {}),
  };
}

export function toComment(
  raw: z.infer<typeof commentThreadSchema>,
  caps: DocumentCaps,
): ContentComment {
  const c = raw.snippet.topLevelComment.snippet;
  return {
    id: raw.id,
    author: c.authorDisplayName,
    text: clampText(c.textOriginal ?? c.textDisplay, caps.maxCommentChars).text,
    score: c.likeCount,
    createdAt: new Date(c.publishedAt).toISOString(),
  };
}
