import {
  CHANNELS,
  PLAYLISTS,
  channelId,
  idChars,
  playlistId,
  uploadCount,
} from '@/platforms/youtube/sandbox/catalog';
import type { PlaylistEntry } from '@/platforms/youtube/sandbox/playlists';
import {
  isoDuration,
  type VideoComment,
  type VideoDetail,
} from '@/platforms/youtube/sandbox/videos';
import { broadcastState, videoShape } from '@/platforms/youtube/sandbox/broadcasts';
import { etag, iso } from '@/platforms/youtube/sandbox/envelope';
import { avatarDataUrl, thumbnailDataUrl } from '@/platforms/sandbox/images';
import { hashString } from '@/platforms/sandbox/prng';

/** JSON as the YouTube Data API v3 spells it: counts are strings, times are RFC 3339. */
type Json = Record<string, unknown>;

const CHANNEL_CREATED = Date.UTC(2014, 2, 2, 10, 11, 12);

function thumbs(url: string): Json {
  return {
    default: { url, width: 120, height: 90 },
    medium: { url, width: 320, height: 180 },
    high: { url, width: 480, height: 360 },
  };
}

function avatarThumbs(url: string): Json {
  return {
    default: { url, width: 88, height: 88 },
    medium: { url, width: 240, height: 240 },
    high: { url, width: 800, height: 800 },
  };
}

export function channelResource(index: number): Json {
  const def = CHANNELS[index];
  if (!def) return {};
  const id = channelId(index);
  const snippet = {
    title: def.title,
    description: def.description,
    customUrl: def.handle,
    publishedAt: iso(CHANNEL_CREATED + index * 86_400_000 * 97),
    thumbnails: avatarThumbs(avatarDataUrl(def.title, id)),
    localized: { title: def.title, description: def.description },
    country: def.country,
  };
  return {
    kind: 'youtube#channel',
    etag: etag(id),
    id,
    snippet,
    contentDetails: { relatedPlaylists: { likes: '', uploads: `UU${id.slice(2)}` } },
    statistics: {
      viewCount: String(def.subscribers * 173),
      subscriberCount: String(def.subscribers),
      hiddenSubscriberCount: false,
      videoCount: String(uploadCount(def)),
    },
  };
}

/**
 * Channels older than handles can still answer a legacy `customUrl` without the "@"; about half the
 * sandbox's own channels do, the rest answer their handle.
 */
function ownCustomUrl(id: string, title: string): string {
  const name = title.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return hashString(`custom-url:${id}`) % 2 === 0 ? name : `@${name}`;
}

export function ownChannelResource(id: string, title: string): Json {
  return {
    kind: 'youtube#channel',
    etag: etag(id),
    id,
    snippet: {
      title,
      description: '',
      customUrl: ownCustomUrl(id, title),
      publishedAt: iso(CHANNEL_CREATED),
      thumbnails: avatarThumbs(avatarDataUrl(title, id)),
      localized: { title, description: '' },
    },
    contentDetails: { relatedPlaylists: { likes: 'LL', uploads: `UU${id.slice(2)}` } },
    statistics: {
      viewCount: '0',
      subscriberCount: '3',
      hiddenSubscriberCount: false,
      videoCount: '0',
    },
  };
}

export function subscriptionResource(index: number, subscriberChannel: string): Json {
  const def = CHANNELS[index];
  if (!def) return {};
  const id = channelId(index);
  return {
    kind: 'youtube#subscription',
    etag: etag(`sub:${id}`),
    id: idChars(`subscription:${subscriberChannel}:${index}`, 43),
    snippet: {
      publishedAt: iso(CHANNEL_CREATED + 86_400_000 * (300 + index * 41)),
      title: def.title,
      description: def.description,
      resourceId: { kind: 'youtube#channel', channelId: id },
      channelId: subscriberChannel,
      thumbnails: avatarThumbs(avatarDataUrl(def.title, id)),
    },
    contentDetails: {
      totalItemCount: uploadCount(def),
      newItemCount: 0,
      activityType: 'all',
    },
  };
}

export function playlistResource(
  index: number,
  ownerChannel: string,
  ownerTitle: string,
  itemCount: number,
): Json {
  const def = PLAYLISTS[index];
  if (!def) return {};
  const id = playlistId(index);
  return {
    kind: 'youtube#playlist',
    etag: etag(id),
    id,
    snippet: {
      publishedAt: iso(CHANNEL_CREATED + 86_400_000 * (500 + index * 33)),
      channelId: ownerChannel,
      title: def.title,
      description: def.description,
      thumbnails: thumbs(thumbnailDataUrl(def.title, id)),
      channelTitle: ownerTitle,
      localized: { title: def.title, description: def.description },
    },
    contentDetails: { itemCount },
  };
}

export function playlistItemResource(
  playlist: string,
  position: number,
  entry: PlaylistEntry,
  video: VideoDetail | undefined,
): Json {
  const videoId = entry.videoId ?? idChars(`gone:${playlist}:${position}`, 11);
  const title = video?.title ?? entry.title ?? 'Deleted video';
  return {
    kind: 'youtube#playlistItem',
    etag: etag(`${playlist}:${position}`),
    id: Buffer.from(`${playlist}.${videoId}`).toString('base64'),
    snippet: {
      publishedAt: iso(entry.addedMs),
      channelId: video ? channelId(video.channel) : '',
      title,
      description: video
        ? video.description
        : `This video is ${title === 'Private video' ? 'private' : 'unavailable'}.`,
      thumbnails: video ? thumbs(thumbnailDataUrl(video.title, video.id)) : {},
      channelTitle: video?.def.title ?? '',
      playlistId: playlist,
      position,
      resourceId: { kind: 'youtube#video', videoId },
      ...(video
        ? { videoOwnerChannelTitle: video.def.title, videoOwnerChannelId: channelId(video.channel) }
        : {}),
    },
    // Private and deleted videos have no videoPublishedAt.
    contentDetails: { videoId, ...(video ? { videoPublishedAt: iso(video.publishedMs) } : {}) },
  };
}

/** The resource with only the parts asked for (`part=`), as the API answers; kind, etag and id always. */
export function videoResource(v: VideoDetail, now: number, part: string | undefined): Json {
  const id = channelId(v.channel);
  const shape = videoShape(v);
  const broadcast = broadcastState(v, now);
  const upcoming = broadcast.liveBroadcastContent === 'upcoming';
  const parts: Json = {
    snippet: {
      publishedAt: iso(v.publishedMs),
      channelId: id,
      title: v.title,
      description: v.description,
      channelTitle: v.def.title,
      tags: v.tags,
      categoryId: '28',
      liveBroadcastContent: broadcast.liveBroadcastContent,
      defaultAudioLanguage: 'en',
      localized: { title: v.title, description: v.description },
      thumbnails: thumbs(thumbnailDataUrl(v.title, v.id)),
    },
    ...(shape.kind === 'no_content_details'
      ? {}
      : {
          contentDetails: {
            duration: broadcast.zeroDuration ? 'P0D' : isoDuration(v.durationSeconds),
            dimension: '2d',
            definition: 'hd',
            caption: v.caption ? 'true' : 'false',
            licensedContent: true,
            contentRating: {},
            projection: 'rectangular',
          },
        }),
    ...(shape.kind === 'no_statistics'
      ? {}
      : {
          statistics: {
            viewCount: upcoming ? '0' : String(v.views),
            ...(v.likes !== undefined ? { likeCount: String(upcoming ? 0 : v.likes) } : {}),
            favoriteCount: '0',
            ...(v.comments !== undefined
              ? { commentCount: upcoming ? '0' : String(v.comments) }
              : {}),
          },
        }),
    ...(broadcast.liveStreamingDetails
      ? { liveStreamingDetails: broadcast.liveStreamingDetails }
      : {}),
    // Every sandbox video belongs to a catalog channel no sandbox account owns, and private ones
    // are only playlist entries without a video: what videos.list answers here is public.
    status: {
      uploadStatus: 'processed',
      privacyStatus: 'public',
      license: 'youtube',
      embeddable: true,
      publicStatsViewable: true,
      madeForKids: false,
    },
  };
  const wanted = new Set((part ?? 'snippet').split(',').map((p) => p.trim()));
  return {
    kind: 'youtube#video',
    etag: etag(v.id),
    id: v.id,
    ...Object.fromEntries(Object.entries(parts).filter(([key]) => wanted.has(key))),
  };
}

export function commentThreadResource(v: VideoDetail, c: VideoComment): Json {
  const id = channelId(v.channel);
  const snippet = {
    channelId: id,
    videoId: v.id,
    textDisplay: c.text,
    textOriginal: c.text,
    authorDisplayName: c.author,
    authorProfileImageUrl: avatarDataUrl(c.author.slice(1)),
    authorChannelUrl: `http://www.youtube.com/${c.author}`,
    authorChannelId: { value: `UC${idChars(c.author, 22)}` },
    canRate: true,
    viewerRating: 'none',
    likeCount: c.likes,
    publishedAt: iso(c.publishedMs),
    updatedAt: iso(c.publishedMs),
  };
  return {
    kind: 'youtube#commentThread',
    etag: etag(c.id),
    id: c.id,
    snippet: {
      channelId: id,
      videoId: v.id,
      canReply: true,
      totalReplyCount: c.replies,
      isPublic: true,
      topLevelComment: { kind: 'youtube#comment', etag: etag(`c:${c.id}`), id: c.id, snippet },
    },
  };
}
