import { rngFor } from '@/platforms/sandbox/prng';
import { transcriptOf, type VideoDetail } from '@/platforms/youtube/sandbox/videos';

/**
 * The sandbox's caption tracks: videos with `caption` have one English track; about half of those
 * let the signed-in user download it (as if they could edit the video, or the owner allowed
 * third-party contributions), and the rest answer 403 like Google does.
 */
export function captionTrackId(videoId: string): string {
  return Buffer.from(`caption:${videoId}:en`).toString('base64url');
}

export function videoIdOfTrack(trackId: string): string | undefined {
  const match = /^caption:([\w-]{11}):en$/.exec(Buffer.from(trackId, 'base64url').toString('utf8'));
  return match?.[1];
}

export function captionDownloadable(v: VideoDetail): boolean {
  return v.caption && rngFor('yt-caption-access', v.id).chance(0.5);
}

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** The track as captions.download sends it with `tfmt=vtt`. */
export function webVttOf(v: VideoDetail): string {
  const cues = transcriptOf(v).map(
    (c) =>
      `${timestamp(c.start)} --> ${timestamp(c.start + c.duration)}\n${c.text
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')}`,
  );
  return `WEBVTT\nKind: captions\nLanguage: en\n\n${cues.join('\n\n')}\n`;
}
