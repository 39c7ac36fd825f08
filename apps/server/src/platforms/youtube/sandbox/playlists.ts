import { PLAYLISTS, timelineOf } from '@/platforms/youtube/sandbox/catalog';
import { encodeVideoId } from '@/platforms/youtube/sandbox/videos';
import { hashString } from '@/platforms/sandbox/prng';
import { DAY_MS, bucketSlots } from '@/platforms/sandbox/timeline';

export interface PlaylistEntry {
  /** Undefined for entries whose video was deleted or made private since it was added. */
  videoId: string | undefined;
  title?: 'Deleted video' | 'Private video';
  videoPublishedMs?: number;
  addedMs: number;
}

/** How far back a playlist's videos go. */
const PLAYLIST_DAYS = 120;

/**
 * A playlist holds about half of its channels' videos of the last months, newest `size` of them,
 * each added a few hours to three days after it was published; it includes one deleted and one
 * private entry, as real playlists do. Whether a video is in it depends on the video alone, so the
 * playlist only grows as its channels post. Position order is the order of adding.
 */
export function playlistEntries(index: number, now: number): PlaylistEntry[] {
  const def = PLAYLISTS[index];
  if (!def) return [];
  const today = Math.floor(now / DAY_MS);
  const entries: PlaylistEntry[] = [];
  for (let day = today; day > today - PLAYLIST_DAYS && entries.length < def.size; day--) {
    for (const channel of def.channels) {
      for (const slot of bucketSlots(timelineOf(channel), day)) {
        if (slot.at > now) continue;
        const videoId = encodeVideoId(channel, slot);
        const pick = hashString(`yt-playlist:${index}:${videoId}`);
        if (pick % 2 !== 0) continue;
        entries.push({
          videoId,
          videoPublishedMs: slot.at,
          addedMs: Math.min(now, slot.at + ((pick >>> 1) % 72) * 3_600_000 + 3_600_000),
        });
      }
    }
  }
  entries.splice(def.size);
  entries.sort((a, b) => a.addedMs - b.addedMs);
  if (entries.length > 4) {
    entries.splice(2, 0, {
      videoId: undefined,
      title: 'Deleted video',
      addedMs: (entries[1]?.addedMs ?? now) + 1,
    });
    entries.splice(4, 0, {
      videoId: undefined,
      title: 'Private video',
      addedMs: (entries[3]?.addedMs ?? now) + 1,
    });
  }
  return entries;
}
