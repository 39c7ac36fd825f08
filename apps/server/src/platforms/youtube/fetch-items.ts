import { youtubeSourceKind as sourceKindOf } from '@socialpulse/contract';
import { PlatformError, isPlatformError } from '@/platforms/errors';
import type { YoutubeApi } from '@/platforms/youtube/api';
import {
  commentThreadSchema,
  listSchema,
  playlistItemSchema,
  toComment,
  toContentItem,
  videoSchema,
  type VideoResource,
} from '@/platforms/youtube/mappers';
import { transcriptText, type TranscriptProvider } from '@/platforms/youtube/transcript';
import { byEngagementDesc, clampText, inWindow, resolveCaps } from '@/platforms/shared/caps';
import type { TokenProvider } from '@/platforms/shared/token-provider';
import type { ContentItem, DocumentCaps, FetchResult, FetchWindow } from '@/platforms/types';

export interface YoutubeFetchContext {
  api: YoutubeApi;
  transcripts: TranscriptProvider;
  /** Videos of a channel or playlist window that also get their transcript. */
  maxTranscripts: number;
}

export type YoutubeSourceKind = 'video' | 'channel' | 'playlist';

/** Source ids describe themselves: UC… channels, 11-character videos, everything else a playlist. */
export function youtubeSourceKind(id: string): YoutubeSourceKind {
  return sourceKindOf(id);
}

export async function loadVideos(
  ctx: YoutubeFetchContext,
  auth: TokenProvider,
  ids: string[],
): Promise<VideoResource[]> {
  const videos: VideoResource[] = [];
  for (let i = 0; i < ids.length; i += 50) {
    const list = listSchema.safeParse(
      await ctx.api.get(auth, '/videos', {
        // Same 1-unit cost whatever the parts; liveStreamingDetails tells live and upcoming apart,
        // status says whether anyone may watch the video (a channel's uploads shared between users).
        part: 'snippet,contentDetails,statistics,liveStreamingDetails,status',
        id: ids.slice(i, i + 50).join(','),
        maxResults: 50,
      }),
    );
    if (!list.success) throw new PlatformError('youtube', 'unexpected');
    for (const item of list.data.items) {
      const video = videoSchema.safeParse(item);
      if (video.success) videos.push(video.data);
    }
  }
  const order = new Map(ids.map((id, i) => [id, i]));
  return videos.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** Video ids of a playlist inside the window; uploads playlists are newest first, so they stop early. */
async function playlistVideoIds(
  ctx: YoutubeFetchContext,
  auth: TokenProvider,
  playlistId: string,
  window: FetchWindow,
  caps: DocumentCaps,
  newestFirst: boolean,
) {
  const ids: string[] = [];
  let pageToken: string | undefined;
  let truncated = false;
  for (let page = 0; ; page++) {
    if (page >= caps.maxPages) {
      truncated = true;
      break;
    }
    const list = listSchema.safeParse(
      await ctx.api.get(auth, '/playlistItems', {
        part: 'contentDetails',
        playlistId,
        maxResults: 50,
        pageToken,
      }),
    );
    if (!list.success) throw new PlatformError('youtube', 'unexpected');
    let older = false;
    for (const raw of list.data.items) {
      const item = playlistItemSchema.safeParse(raw);
      // Private and deleted videos have no videoPublishedAt.
      if (!item.success || !item.data.contentDetails.videoPublishedAt) continue;
      const published = new Date(item.data.contentDetails.videoPublishedAt);
      if (newestFirst && published < window.since) {
        older = true;
        break;
      }
      if (!inWindow(published, window)) continue;
      if (ids.length >= caps.maxItems) return { ids, truncated: true };
      ids.push(item.data.contentDetails.videoId);
    }
    pageToken = list.data.nextPageToken;
    if (older || !pageToken) break;
  }
  return { ids, truncated };
}

async function attachComments(
  ctx: YoutubeFetchContext,
  auth: TokenProvider,
  items: ContentItem[],
  caps: DocumentCaps,
): Promise<void> {
  for (const item of [...items]
    .filter((i) => i.engagement.comments > 0)
    .sort(byEngagementDesc)
    .slice(0, caps.maxCommentedItems)) {
    try {
      const list = listSchema.safeParse(
        await ctx.api.get(auth, '/commentThreads', {
          part: 'snippet',
          videoId: item.id,
          maxResults: Math.max(1, caps.maxCommentsPerItem),
          order: 'relevance',
          textFormat: 'plainText',
        }),
      );
      if (!list.success) continue;
      item.comments = list.data.items.flatMap((raw) => {
        const thread = commentThreadSchema.safeParse(raw);
        return thread.success ? [toComment(thread.data, caps)] : [];
      });
    } catch (error) {
      // Comments are garnish: disabled comments or a hiccup must not fail the summary.
      if (
        isPlatformError(error) &&
        (error.kind === 'forbidden' || error.kind === 'not_found' || error.kind === 'unavailable')
      )
        continue;
      throw error;
    }
  }
}

/** Longest transcript kept per video: three times a post's text cap (12,000 characters by default). */
const TRANSCRIPT_CAP_FACTOR = 3;

/** The first cues whose text fits the same cap as the flat transcript. */
function cuesWithin(
  segments: readonly { start: number; text: string }[],
  cap: number,
): { start: number; text: string }[] {
  const out: { start: number; text: string }[] = [];
  let used = 0;
  for (const { start, text } of segments) {
    used += text.length + 1;
    if (used > cap) break;
    out.push({ start, text });
  }
  return out;
}

async function attachTranscripts(
  ctx: YoutubeFetchContext,
  auth: TokenProvider,
  items: ContentItem[],
  limit: number,
  caps: DocumentCaps,
): Promise<void> {
  for (const item of [...items].sort(byEngagementDesc).slice(0, limit)) {
    // A transcript is extra material: its failure leaves the description and comments to speak.
    const transcript = await ctx.transcripts.fetch(item.id, auth).catch(() => null);
    if (transcript) {
      const cap = caps.maxTextChars * TRANSCRIPT_CAP_FACTOR;
      item.transcript = clampText(transcriptText(transcript), cap).text;
      item.transcriptCues = cuesWithin(transcript.segments, cap);
    }
  }
}

export async function fetchYoutubeItems(
  ctx: YoutubeFetchContext,
  auth: TokenProvider,
  sourceId: string,
  window: FetchWindow,
): Promise<FetchResult> {
  const caps = resolveCaps(window);
  const kind = youtubeSourceKind(sourceId);
  if (kind === 'video') {
    // A single video is summarised whatever its date: the window does not apply.
    const [video] = await loadVideos(ctx, auth, [sourceId]);
    if (!video)
      throw new PlatformError('youtube', 'not_found', {
        message: 'YouTube could not find this video.',
      });
    const items = [toContentItem(video, sourceId, caps)];
    await attachComments(ctx, auth, items, {
      ...caps,
      maxCommentsPerItem: Math.max(caps.maxCommentsPerItem, 20),
    });
    await attachTranscripts(ctx, auth, items, 1, caps);
    return { items, truncated: false, sourceTitle: video.snippet.title };
  }
  const playlistId = kind === 'channel' ? `UU${sourceId.slice(2)}` : sourceId;
  const { ids, truncated } = await playlistVideoIds(
    ctx,
    auth,
    playlistId,
    window,
    caps,
    kind === 'channel' || sourceId.startsWith('UU'),
  );
  const videos = await loadVideos(ctx, auth, ids);
  const items = videos.map((v) => toContentItem(v, sourceId, caps));
  await attachComments(ctx, auth, items, caps);
  await attachTranscripts(ctx, auth, items, ctx.maxTranscripts, caps);
  return {
    items,
    truncated,
    ...(kind === 'channel' && videos[0] ? { sourceTitle: videos[0].snippet.channelTitle } : {}),
    ...(kind === 'channel' && publicUploads(sourceId, ids, videos) ? { publicSource: true } : {}),
  };
}

/**
 * A channel's uploads are the same for everyone only when YouTube called every video in this very
 * answer public: its owner's own fetch lists private and unlisted uploads too, and those must never
 * reach another user. Every id listed must have come back from the channel itself, and an empty
 * window says nothing about the channel, so it is not shared (docs/decisions/0051).
 */
function publicUploads(channelId: string, ids: string[], videos: VideoResource[]): boolean {
  return (
    videos.length > 0 &&
    videos.length === ids.length &&
    videos.every((v) => v.status?.privacyStatus === 'public' && v.snippet.channelId === channelId)
  );
}
