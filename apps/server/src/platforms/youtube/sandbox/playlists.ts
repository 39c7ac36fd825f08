import { PLAYLISTS, timelineOf } from '@/platforms/youtube/sandbox/catalog';
import { encodeVideoId } from '@/platforms/youtube/sandbox/videos';
import { rngFor } from '@/platforms/sandbox/prng';
import { DAY_MS, bucketSlots } from '@/platforms/sandbox/timeline';

export interface PlaylistEntry {
  /** Undefined for entries whose video was deleted or made private since it was added. */
  videoId: string | undefined;
  title?: 'Deleted video' | 'Private video';
  videoPublishedMs?: number;
  addedMs: number;
}

/**
 * A playlist is curated once a month from its channels' recent videos; it includes one deleted and one
 * private entry, as real playlists do. Position order is the order of adding.
 */
export function playlistEntries(index: number, now: number): PlaylistEntry[] {
  const def = PLAYLISTS[index];
  if (!def) return [];
  const today = Math.floor(now / DAY_MS);
  const anchor = Math.floor(today / 30) * 30;
  const rng = rngFor('yt-playlist', index, anchor);
  const entries: PlaylistEntry[] = [];
  for (let attempt = 0; entries.length < def.size && attempt < def.size * 20; attempt++) {
    const channel = rng.pick(def.channels);
    const day = anchor - rng.int(1, 120);
    const slot = bucketSlots(timelineOf(channel), day)[0];
    if (!slot || slot.at > now) continue;
    const videoId = encodeVideoId(channel, slot);
    if (entries.some((e) => e.videoId === videoId)) continue;
    entries.push({
      videoId,
      videoPublishedMs: slot.at,
      addedMs: Math.min(now, slot.at + rng.int(1, 72) * 3_600_000),
    });
  }
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
