import type { SubjectId } from '@/platforms/sandbox/corpus/subject';
import { hashString } from '@/platforms/sandbox/prng';
import { DAY_MS, type TimelineSpec } from '@/platforms/sandbox/timeline';

export interface ChannelDef {
  title: string;
  handle: string;
  /** What the channel's videos are about. */
  subject: SubjectId;
  subscribers: number;
  /** Uploads per day on a weekday. */
  perDay: number;
  description: string;
  country: string;
  /** Share of uploads that are Shorts (< 60 s). */
  shorts: number;
}

export const CHANNELS: readonly ChannelDef[] = [
  {
    title: 'Byte Size Dev',
    handle: '@bytesizedev',
    subject: 'programming',
    subscribers: 1_240_000,
    perDay: 0.5,
    description: 'Short, practical programming videos every day.',
    country: 'US',
    shorts: 0.35,
  },
  {
    title: 'The Build Log',
    handle: '@thebuildlog',
    subject: 'programming',
    subscribers: 386_000,
    perDay: 0.2,
    description: 'Long-form engineering deep dives and postmortems.',
    country: 'GB',
    shorts: 0.05,
  },
  {
    title: 'Homelab Hour',
    handle: '@homelabhour',
    subject: 'programming',
    subscribers: 212_000,
    perDay: 0.2,
    description: 'Self-hosting, servers and networking at home.',
    country: 'DE',
    shorts: 0.1,
  },
  {
    title: 'Orbit Daily',
    handle: '@orbitdaily',
    subject: 'space',
    subscribers: 2_900_000,
    perDay: 0.5,
    description: 'Space and science news, every single day.',
    country: 'US',
    shorts: 0.3,
  },
  {
    title: 'Field Notes Science',
    handle: '@fieldnotes',
    subject: 'space',
    subscribers: 640_000,
    perDay: 0.2,
    description: 'Astronomers explain their work at the telescope.',
    country: 'CA',
    shorts: 0.1,
  },
  {
    title: 'Pixel Courier',
    handle: '@pixelcourier',
    subject: 'gaming',
    subscribers: 4_100_000,
    perDay: 0.6,
    description: 'Gaming news, reviews and first impressions.',
    country: 'US',
    shorts: 0.4,
  },
  {
    title: 'Speedrun Stories',
    handle: '@speedrunstories',
    subject: 'gaming',
    subscribers: 910_000,
    perDay: 0.2,
    description: 'The history behind world-record runs.',
    country: 'SE',
    shorts: 0.1,
  },
  {
    title: 'Market Morning',
    handle: '@marketmorning',
    subject: 'finance',
    subscribers: 1_530_000,
    perDay: 0.4,
    description: 'Markets explained before the opening bell.',
    country: 'US',
    shorts: 0.2,
  },
  {
    title: 'Frugal Futures',
    handle: '@frugalfutures',
    subject: 'finance',
    subscribers: 480_000,
    perDay: 0.2,
    description: 'Personal finance without the hype.',
    country: 'AU',
    shorts: 0.25,
  },
  {
    title: 'Pitchside Tactics',
    handle: '@pitchside',
    subject: 'football',
    subscribers: 1_020_000,
    perDay: 0.4,
    description: 'Match analysis and tactics boards.',
    country: 'ES',
    shorts: 0.3,
  },
  {
    title: 'Long Run Club',
    handle: '@longrunclub',
    subject: 'running',
    subscribers: 295_000,
    perDay: 0.2,
    description: 'Training, races and running science.',
    country: 'KE',
    shorts: 0.2,
  },
  {
    title: 'Weeknight Kitchen',
    handle: '@weeknightkitchen',
    subject: 'cooking',
    subscribers: 3_300_000,
    perDay: 0.4,
    description: 'Dinner in 30 minutes, most nights.',
    country: 'US',
    shorts: 0.45,
  },
  {
    title: 'Crumb & Crust',
    handle: '@crumbandcrust',
    subject: 'cooking',
    subscribers: 720_000,
    perDay: 0.2,
    description: 'Bread, pastry and the science of baking.',
    country: 'FR',
    shorts: 0.15,
  },
  {
    title: 'Slow Road Travel',
    handle: '@slowroad',
    subject: 'travel',
    subscribers: 860_000,
    perDay: 0.2,
    description: 'Trains, trails and slow travel films.',
    country: 'PT',
    shorts: 0.2,
  },
];

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Id-shaped strings of YouTube's alphabet, stable per seed. */
export function idChars(seed: string, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) {
    let h = hashString(`${seed}:${i}`);
    for (let k = 0; k < 5 && out.length < length; k++) {
      out += ALPHABET[h & 63];
      h >>>= 6;
    }
  }
  return out;
}

export function channelId(index: number): string {
  return `UC${idChars(`yt-channel:${index}`, 22)}`;
}

export function findChannel(id: string): { def: ChannelDef; index: number } | undefined {
  const index = CHANNELS.findIndex(
    (_, i) => channelId(i) === id || `UU${channelId(i).slice(2)}` === id,
  );
  const def = CHANNELS[index];
  return def ? { def, index } : undefined;
}

export function timelineOf(index: number): TimelineSpec {
  const def = CHANNELS[index];
  return {
    key: `youtube:${index}`,
    bucketMs: DAY_MS,
    rate: def?.perDay ?? 0,
    // A video every day on every channel: the first channel a user tries is never empty.
    alwaysFresh: true,
    maxPerBucket: 8,
  };
}

export interface PlaylistDef {
  title: string;
  description: string;
  /** Channels the playlist's videos come from. */
  channels: readonly number[];
  size: number;
}

/** Every sandbox YouTube account owns these playlists. */
export const PLAYLISTS: readonly PlaylistDef[] = [
  {
    title: 'Learn TypeScript properly',
    description: 'The talks and tutorials that made it click.',
    channels: [0, 1],
    size: 18,
  },
  {
    title: 'Weekend cooking',
    description: 'Recipes to try when there is time.',
    channels: [11, 12],
    size: 24,
  },
  { title: 'Space and science binge', description: '', channels: [3, 4], size: 30 },
  {
    title: 'Money basics',
    description: 'Budgeting and investing explainers.',
    channels: [7, 8],
    size: 12,
  },
  {
    title: 'Match analysis',
    description: 'Tactics breakdowns worth rewatching.',
    channels: [9, 10],
    size: 15,
  },
  { title: 'Travel ideas', description: 'Places for next year.', channels: [13], size: 9 },
];

export function playlistId(index: number): string {
  return `PL${idChars(`yt-playlist:${index}`, 32)}`;
}

export function findPlaylist(id: string): { def: PlaylistDef; index: number } | undefined {
  const index = PLAYLISTS.findIndex((_, i) => playlistId(i) === id);
  const def = PLAYLISTS[index];
  return def ? { def, index } : undefined;
}

/** Accounts own a channel unless their sub says otherwise: about one in five has none (items empty). */
export function ownChannelId(sub: string): string | undefined {
  return hashString(`own-channel:${sub}`) % 5 === 0
    ? undefined
    : `UC${idChars(`yt-own:${sub}`, 22)}`;
}
