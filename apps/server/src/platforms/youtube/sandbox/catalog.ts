import {
  loadSource,
  timelineOf as corpusTimeline,
  type SourceCorpus,
} from '@/platforms/sandbox/corpus';
import { hashString } from '@/platforms/sandbox/prng';
import { DAY_MS, type TimelineSpec } from '@/platforms/sandbox/timeline';

export interface ChannelDef {
  title: string;
  handle: string;
  /** What the channel's videos are about. */
  subject: string;
  subscribers: number;
  description: string;
  country: string;
}

export const CHANNELS: readonly ChannelDef[] = [
  {
    title: 'Byte Size Dev',
    handle: '@bytesizedev',
    subject: 'programming',
    subscribers: 1_240_000,
    description: 'Short, practical programming videos every day.',
    country: 'US',
  },
  {
    title: 'The Build Log',
    handle: '@thebuildlog',
    subject: 'programming',
    subscribers: 386_000,
    description: 'Long-form engineering deep dives and postmortems.',
    country: 'GB',
  },
  {
    title: 'Homelab Hour',
    handle: '@homelabhour',
    subject: 'programming',
    subscribers: 212_000,
    description: 'Self-hosting, servers and networking at home.',
    country: 'DE',
  },
  {
    title: 'Orbit Daily',
    handle: '@orbitdaily',
    subject: 'space',
    subscribers: 2_900_000,
    description: 'Space and science news, every single day.',
    country: 'US',
  },
  {
    title: 'Field Notes Science',
    handle: '@fieldnotes',
    subject: 'space',
    subscribers: 640_000,
    description: 'Astronomers explain their work at the telescope.',
    country: 'CA',
  },
  {
    title: 'Pixel Courier',
    handle: '@pixelcourier',
    subject: 'gaming',
    subscribers: 4_100_000,
    description: 'Gaming news, reviews and first impressions.',
    country: 'US',
  },
  {
    title: 'Speedrun Stories',
    handle: '@speedrunstories',
    subject: 'gaming',
    subscribers: 910_000,
    description: 'The history behind world-record runs.',
    country: 'SE',
  },
  {
    title: 'Market Morning',
    handle: '@marketmorning',
    subject: 'finance',
    subscribers: 1_530_000,
    description: 'Markets explained before the opening bell.',
    country: 'US',
  },
  {
    title: 'Frugal Futures',
    handle: '@frugalfutures',
    subject: 'finance',
    subscribers: 480_000,
    description: 'Personal finance without the hype.',
    country: 'AU',
  },
  {
    title: 'Pitchside Tactics',
    handle: '@pitchside',
    subject: 'football',
    subscribers: 1_020_000,
    description: 'Match analysis and tactics boards.',
    country: 'ES',
  },
  {
    title: 'Long Run Club',
    handle: '@longrunclub',
    subject: 'running',
    subscribers: 295_000,
    description: 'Training, races and running science.',
    country: 'KE',
  },
  {
    title: 'Weeknight Kitchen',
    handle: '@weeknightkitchen',
    subject: 'cooking',
    subscribers: 3_300_000,
    description: 'Dinner in 30 minutes, most nights.',
    country: 'US',
  },
  {
    title: 'Crumb & Crust',
    handle: '@crumbandcrust',
    subject: 'cooking',
    subscribers: 720_000,
    description: 'Bread, pastry and the science of baking.',
    country: 'FR',
  },
  {
    title: 'Slow Road Travel',
    handle: '@slowroad',
    subject: 'travel',
    subscribers: 860_000,
    description: 'Trains, trails and slow travel films.',
    country: 'PT',
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

/** Each channel's uploads, from corpus/<handle>.json (checked at load). */
const CORPUS_DIR = new URL('./corpus/', import.meta.url);
const CHANNEL_CORPUS: readonly SourceCorpus[] = CHANNELS.map((def) =>
  loadSource(CORPUS_DIR, def.handle.slice(1), { required: ['title', 'chapters'] }),
);

export function corpusOf(index: number): SourceCorpus {
  const corpus = CHANNEL_CORPUS[index];
  if (!corpus) throw new Error(`no sandbox corpus for channel ${index}`);
  return corpus;
}

/** The channel's upload count: two years of its corpus, which repeats every cycle. */
export function uploadCount(def: ChannelDef): number {
  return corpusOf(CHANNELS.indexOf(def)).file.posts.length * 24;
}

export function timelineOf(index: number): TimelineSpec {
  return corpusTimeline(`youtube:${index}`, corpusOf(index), DAY_MS);
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
