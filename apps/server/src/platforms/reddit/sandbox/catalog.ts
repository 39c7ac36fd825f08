import {
  loadSource,
  timelineOf as corpusTimeline,
  type SourceCorpus,
} from '@/platforms/sandbox/corpus';
import { hashString } from '@/platforms/sandbox/prng';
import { DAY_MS, HOUR_MS, type TimelineSpec } from '@/platforms/sandbox/timeline';

export interface SubredditDef {
  name: string;
  title: string;
  /** What the subreddit is about: crossposts come from subreddits on the same subject. */
  subject: string;
  /** Reddit's own `subreddit_type` value. */
  type: 'public' | 'restricted' | 'private' | 'archived';
  subscribers: number;
  description: string;
  /** Share of text posts; the rest are links, images and videos. */
  selfRatio: number;
  /** Private subreddits: whether sandbox users are approved members (false → 403 private). */
  approved?: boolean;
  /** Archived subreddits stopped receiving posts this many days before "now". */
  archivedDaysAgo?: number;
  hasIcon: boolean;
  /** Reddit's NSFW flag of the subreddit (`over18`): its posts are `over_18` too. */
  over18?: boolean;
}

/** Every sandbox user is subscribed to all of these; `r/bannedplace` is reachable by name only (404 banned). */
export const SUBREDDITS: readonly SubredditDef[] = [
  {
    name: 'typescript',
    title: 'TypeScript',
    subject: 'programming',
    type: 'public',
    subscribers: 182_344,
    description: 'TypeScript is a language for application-scale JavaScript.',
    selfRatio: 0.6,
    hasIcon: true,
  },
  {
    name: 'programming',
    title: 'programming',
    subject: 'programming',
    type: 'public',
    subscribers: 6_412_980,
    description: 'Computer programming news and discussion.',
    selfRatio: 0.2,
    hasIcon: true,
  },
  {
    name: 'selfhosted',
    title: 'Self-Hosted',
    subject: 'programming',
    type: 'public',
    subscribers: 521_770,
    description:
      'A place to share alternatives to popular online services that can be self-hosted.',
    selfRatio: 0.7,
    hasIcon: true,
  },
  {
    name: 'space',
    title: 'Space',
    subject: 'space',
    type: 'public',
    subscribers: 27_104_331,
    description:
      'Share and discuss informative content on astrophysics, cosmology and space exploration.',
    selfRatio: 0.2,
    hasIcon: true,
  },
  {
    name: 'science',
    title: 'Science',
    subject: 'space',
    type: 'restricted',
    subscribers: 33_560_012,
    description: 'Peer-reviewed space and astronomy research; only approved users can post.',
    selfRatio: 0,
    hasIcon: true,
  },
  {
    name: 'gaming',
    title: 'Gaming',
    subject: 'gaming',
    type: 'public',
    subscribers: 44_870_221,
    description: 'A subreddit for (almost) anything related to games.',
    selfRatio: 0.3,
    hasIcon: true,
  },
  {
    name: 'IndieGaming',
    title: 'Indie Gaming',
    subject: 'gaming',
    type: 'public',
    subscribers: 482_115,
    description: 'Indie games, news and trailers.',
    selfRatio: 0.3,
    hasIcon: false,
  },
  {
    name: 'personalfinance',
    title: 'Personal Finance',
    subject: 'finance',
    type: 'public',
    subscribers: 20_305_440,
    description: 'Learn about budgeting, saving, getting out of debt, credit and investing.',
    selfRatio: 0.95,
    hasIcon: true,
  },
  {
    name: 'investing',
    title: 'Investing',
    subject: 'finance',
    type: 'public',
    subscribers: 3_012_774,
    description: 'Discussion of investing and markets.',
    selfRatio: 0.6,
    hasIcon: true,
  },
  {
    name: 'soccer',
    title: 'Soccer',
    subject: 'football',
    type: 'public',
    subscribers: 8_125_560,
    description: 'The football subreddit. News, results and discussion.',
    selfRatio: 0.25,
    hasIcon: true,
  },
  {
    name: 'running',
    title: 'Running',
    subject: 'running',
    type: 'public',
    subscribers: 3_488_120,
    description: 'Runners of every level, share and learn.',
    selfRatio: 0.8,
    hasIcon: false,
  },
  {
    name: 'Cooking',
    title: 'Cooking',
    subject: 'cooking',
    type: 'public',
    subscribers: 4_102_875,
    description: 'Cooking techniques, recipes and questions.',
    selfRatio: 0.5,
    hasIcon: true,
  },
  {
    name: 'Sourdough',
    title: 'Sourdough',
    subject: 'cooking',
    type: 'public',
    subscribers: 301_944,
    description: 'Everything sourdough: starters, loaves, crumb shots.',
    selfRatio: 0.4,
    hasIcon: true,
  },
  {
    name: 'travel',
    title: 'Travel',
    subject: 'travel',
    type: 'public',
    subscribers: 10_230_118,
    description: 'Travel stories, tips and photos.',
    selfRatio: 0.5,
    hasIcon: true,
  },
  {
    name: 'quietlab',
    title: 'Quiet Lab',
    subject: 'space',
    type: 'private',
    subscribers: 1_204,
    description: 'A private astronomy journal club. Approved members only.',
    selfRatio: 0.9,
    approved: true,
    hasIcon: false,
  },
  {
    name: 'insidersclub',
    title: 'Insiders Club',
    subject: 'finance',
    type: 'private',
    subscribers: 8_731,
    description: 'Went private; you are no longer an approved member.',
    selfRatio: 0.9,
    approved: false,
    hasIcon: true,
  },
  {
    name: 'retrogamingarchive',
    title: 'Retro Gaming Archive',
    subject: 'gaming',
    type: 'archived',
    subscribers: 58_210,
    description: 'Archived: read-only since the move to a new community.',
    selfRatio: 0.5,
    archivedDaysAgo: 45,
    hasIcon: true,
  },
  {
    name: 'horrorgames',
    title: 'Horror Games',
    subject: 'gaming',
    type: 'public',
    subscribers: 96_400,
    description: 'Horror games, gore and mature themes. 18+ only.',
    selfRatio: 0.5,
    hasIcon: true,
    over18: true,
  },
];

export const BANNED_SUBREDDITS = new Set(['bannedplace']);
/**
 * Quarantined subreddits answer a bare 403 to accounts that have not opted in: no `reason`, as in
 * recorded traffic, so clients cannot tell them from other refusals.
 */
export const QUARANTINED_SUBREDDITS = new Set(['quarantinedplace']);

export function findSubreddit(name: string): { def: SubredditDef; index: number } | undefined {
  const index = SUBREDDITS.findIndex((s) => s.name.toLowerCase() === name.toLowerCase());
  const def = SUBREDDITS[index];
  return def ? { def, index } : undefined;
}

/** Reddit ids are base36; the subreddit's is stable and derived from its name. */
export function subredditId(def: SubredditDef): string {
  return (hashString(`t5:${def.name}`) % 36 ** 5).toString(36).padStart(5, '2');
}

/** Each subreddit's posts and comments, from corpus/<name>.json (checked at load). */
const CORPUS_DIR = new URL('./corpus/', import.meta.url);
export const SUBREDDIT_CORPUS: ReadonlyMap<string, SourceCorpus> = new Map(
  SUBREDDITS.map((def) => [
    def.name,
    loadSource(CORPUS_DIR, def.name, { required: ['author', 'title'] }),
  ]),
);

export function corpusOf(def: SubredditDef): SourceCorpus {
  const corpus = SUBREDDIT_CORPUS.get(def.name);
  if (!corpus) throw new Error(`no sandbox corpus for r/${def.name}`);
  return corpus;
}

/** Hourly buckets of the subreddit's posts; without `now` the archive cut-off is left out. */
export function timelineOf(def: SubredditDef, now?: number): TimelineSpec {
  return corpusTimeline(
    `reddit:${def.name}`,
    corpusOf(def),
    HOUR_MS,
    def.archivedDaysAgo !== undefined && now !== undefined
      ? Math.floor(now / DAY_MS - def.archivedDaysAgo) * DAY_MS
      : undefined,
  );
}
