import type { YoutubeSource, YoutubeVideo } from '@socialpulse/contract';
import { z } from 'zod';
import { clampText } from '@/platforms/shared/caps';
import type { ContentComment, ContentItem, DocumentCaps, Engagement } from '@/platforms/types';

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
    /** `live` on air, `upcoming` scheduled (premiere or stream), `none` otherwise. */
    liveBroadcastContent: z.string().optional(),
  }),
  /** Absent for some videos (processing, some live entries); its duration is P0D while live or upcoming. */
  contentDetails: z.object({ duration: z.string().optional() }).optional(),
  /** Absent or partial: likeCount is left out when likes are hidden, commentCount when comments are off. */
  statistics: z.object({ viewCount: count, likeCount: count, commentCount: count }).optional(),
  liveStreamingDetails: z
    .object({
      scheduledStartTime: z.string().optional(),
      actualStartTime: z.string().optional(),
      actualEndTime: z.string().optional(),
    })
    .optional(),
  /** `public`, `unlisted` or `private`; only a channel's owner is shown the last two in its uploads. */
  status: z.object({ privacyStatus: z.string().optional() }).optional(),
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

/** The broadcast state, from `liveBroadcastContent`, or from `liveStreamingDetails` when only that came. */
export function liveStateOf(raw: VideoResource): 'live' | 'upcoming' | undefined {
  const state = raw.snippet.liveBroadcastContent;
  if (state === 'live' || state === 'upcoming') return state;
  const details = raw.liveStreamingDetails;
  if (state === undefined && details && !details.actualEndTime)
    return details.actualStartTime ? 'live' : 'upcoming';
  return undefined;
}

/** A real length, or undefined: P0D (and PT0S) is what a broadcast reports before it has ended. */
export function durationOf(raw: VideoResource): string | undefined {
  const duration = raw.contentDetails?.duration;
  if (!duration || duration === 'P0D' || (duration === 'PT0S' && liveStateOf(raw)))
    return undefined;
  return duration;
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
    duration: durationOf(raw) ?? 'PT0S',
  };
}

/** Counters YouTube left out (no `statistics` at all, hidden likes, comments off): unknown, not 0. */
function unknownCounters(raw: VideoResource): Array<keyof Engagement> {
  const stats = raw.statistics;
  const unknown: Array<keyof Engagement> = [];
  if (stats?.viewCount === undefined) unknown.push('views');
  if (stats?.likeCount === undefined) unknown.push('likes', 'score');
  if (stats?.commentCount === undefined) unknown.push('comments');
  return unknown;
}

export function toContentItem(
  raw: VideoResource,
  sourceId: string,
  caps: DocumentCaps,
): ContentItem {
  const text = clampText(raw.snippet.description, caps.maxTextChars);
  const likes = raw.statistics?.likeCount ?? 0;
  const duration = durationOf(raw);
  const live = liveStateOf(raw);
  const unknown = unknownCounters(raw);
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
    ...(duration ? { duration } : {}),
    ...(live ? { live } : {}),
    ...(unknown.length > 0 ? { unknownEngagement: unknown } : {}),
    ...(text.truncated ? { truncated: true } : {}),
  };
}

/**
 * Channels made before handles have a legacy `customUrl` without the "@" (e.g. "googledevelopers");
 * newer ones answer the handle with it. Both are shown as a handle.
 */
export function channelHandle(customUrl: string | undefined): string | undefined {
  const url = customUrl?.trim();
  if (!url) return undefined;
  return url.startsWith('@') ? url : `@${url}`;
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
