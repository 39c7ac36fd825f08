import { decodeVideoId, type VideoDetail } from '@/platforms/youtube/sandbox/videos';
import { rngFor } from '@/platforms/sandbox/prng';

/**
 * The less common video shapes, each for a fixed share of uploads (a PRNG of its own, so the rest
 * of the video stays as it was): live streams, scheduled premieres, and answers that lack the
 * `statistics` or `contentDetails` part.
 */
export type VideoShape =
  | { kind: 'plain' }
  | { kind: 'stream'; startMs: number; endMs: number }
  | { kind: 'premiere'; scheduledMs: number }
  | { kind: 'no_statistics' }
  | { kind: 'no_content_details' };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Channels whose first upload of a day has a fixed shape, so the sandbox has one of each at any
 * hour: Orbit Daily's uploads are a week-long live feed of a mission (the newest still on air),
 * Market Morning announces each show as a premiere for the next morning, Pixel
 * Courier's answers lack `statistics`, Pitchside Tactics' lack `contentDetails`.
 */
const DAILY_SHAPE: Record<number, VideoShape['kind']> = {
  3: 'stream',
  7: 'premiere',
  5: 'no_statistics',
  9: 'no_content_details',
};

function dailyShape(v: VideoDetail): VideoShape | undefined {
  const kind = DAILY_SHAPE[v.channel];
  const decoded = decodeVideoId(v.id);
  if (!kind || decoded?.idx !== 0) return undefined;
  if (kind === 'stream') return { kind, startMs: v.publishedMs, endMs: v.publishedMs + 8 * DAY };
  if (kind === 'premiere') return { kind, scheduledMs: v.publishedMs + 30 * HOUR };
  return { kind };
}

export function videoShape(v: VideoDetail): VideoShape {
  const daily = dailyShape(v);
  if (daily) return daily;
  const rng = rngFor('yt-shape', v.id);
  const roll = rng.next();
  if (roll < 0.04)
    return {
      kind: 'stream',
      startMs: v.publishedMs,
      endMs: v.publishedMs + Math.max(v.durationSeconds * 1000, rng.int(2, 6) * HOUR),
    };
  if (roll < 0.08) return { kind: 'premiere', scheduledMs: v.publishedMs + rng.int(6, 36) * HOUR };
  if (roll < 0.1) return { kind: 'no_statistics' };
  if (roll < 0.12) return { kind: 'no_content_details' };
  return { kind: 'plain' };
}

const iso = (ms: number): string => new Date(ms).toISOString().replace(/\.000Z$/, 'Z');

/**
 * `snippet.liveBroadcastContent`, `liveStreamingDetails` and the duration as the API reports them
 * at `now`: P0D while a broadcast is on air or still to come, the real length once it has ended.
 */
export function broadcastState(
  v: VideoDetail,
  now: number,
): {
  liveBroadcastContent: 'live' | 'upcoming' | 'none';
  liveStreamingDetails?: Record<string, string>;
  zeroDuration: boolean;
} {
  const shape = videoShape(v);
  if (shape.kind === 'stream') {
    const live = now < shape.endMs;
    return {
      liveBroadcastContent: live ? 'live' : 'none',
      liveStreamingDetails: {
        scheduledStartTime: iso(shape.startMs),
        actualStartTime: iso(shape.startMs + 20_000),
        ...(live
          ? { concurrentViewers: String(Math.max(1, Math.round(v.views / 20))) }
          : { actualEndTime: iso(shape.endMs) }),
      },
      zeroDuration: live,
    };
  }
  if (shape.kind === 'premiere') {
    const upcoming = now < shape.scheduledMs;
    const end = shape.scheduledMs + v.durationSeconds * 1000;
    return {
      liveBroadcastContent: upcoming ? 'upcoming' : now < end ? 'live' : 'none',
      liveStreamingDetails: {
        scheduledStartTime: iso(shape.scheduledMs),
        ...(upcoming ? {} : { actualStartTime: iso(shape.scheduledMs) }),
        ...(now >= end ? { actualEndTime: iso(end) } : {}),
      },
      zeroDuration: now < end,
    };
  }
  return { liveBroadcastContent: 'none', zeroDuration: false };
}
