import type { ThemeId } from '@/platforms/sandbox/corpus/theme';
import { hashString } from '@/platforms/sandbox/prng';
import { HOUR_MS, type TimelineSpec } from '@/platforms/sandbox/timeline';

export interface SubredditDef {
  name: string;
  title: string;
  theme: ThemeId;
  /** Reddit's own `subreddit_type` value. */
  type: 'public' | 'restricted' | 'private' | 'archived';
  subscribers: number;
  /** Posts per hour at the busiest time of day. */
  rate: number;
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
    theme: 'tech',
    type: 'public',
    subscribers: 182_344,
    rate: 2.5,
    description: 'TypeScript is a language for application-scale JavaScript.',
    selfRatio: 0.6,
    hasIcon: true,
  },
  {
    name: 'programming',
    title: 'programming',
    theme: 'tech',
    type: 'public',
    subscribers: 6_412_980,
    rate: 7,
    description: 'Computer programming news and discussion.',
    selfRatio: 0.2,
    hasIcon: true,
  },
  {
    name: 'selfhosted',
    title: 'Self-Hosted',
    theme: 'tech',
    type: 'public',
    subscribers: 521_770,
    rate: 2.5,
    description:
      'A place to share alternatives to popular online services that can be self-hosted.',
    selfRatio: 0.7,
    hasIcon: true,
  },
  {
    name: 'space',
    title: 'Space',
    theme: 'science',
    type: 'public',
    subscribers: 27_104_331,
    rate: 4,
    description:
      'Share and discuss informative content on astrophysics, cosmology and space exploration.',
    selfRatio: 0.2,
    hasIcon: true,
  },
  {
    name: 'science',
    title: 'Science',
    theme: 'science',
    type: 'restricted',
    subscribers: 33_560_012,
    rate: 5,
    description: 'Peer-reviewed research news; only approved users can post.',
    selfRatio: 0,
    hasIcon: true,
  },
  {
    name: 'gaming',
    title: 'Gaming',
    theme: 'gaming',
    type: 'public',
    subscribers: 44_870_221,
    rate: 9,
    description: 'A subreddit for (almost) anything related to games.',
    selfRatio: 0.3,
    hasIcon: true,
  },
  {
    name: 'IndieGaming',
    title: 'Indie Gaming',
    theme: 'gaming',
    type: 'public',
    subscribers: 482_115,
    rate: 1.5,
    description: 'Indie games, news and trailers.',
    selfRatio: 0.3,
    hasIcon: false,
  },
  {
    name: 'personalfinance',
    title: 'Personal Finance',
    theme: 'finance',
    type: 'public',
    subscribers: 20_305_440,
    rate: 5,
    description: 'Learn about budgeting, saving, getting out of debt, credit and investing.',
    selfRatio: 0.95,
    hasIcon: true,
  },
  {
    name: 'investing',
    title: 'Investing',
    theme: 'finance',
    type: 'public',
    subscribers: 3_012_774,
    rate: 3,
    description: 'Discussion of investing and markets.',
    selfRatio: 0.6,
    hasIcon: true,
  },
  {
    name: 'soccer',
    title: 'Soccer',
    theme: 'sport',
    type: 'public',
    subscribers: 8_125_560,
    rate: 8,
    description: 'The football subreddit. News, results and discussion.',
    selfRatio: 0.25,
    hasIcon: true,
  },
  {
    name: 'running',
    title: 'Running',
    theme: 'sport',
    type: 'public',
    subscribers: 3_488_120,
    rate: 2,
    description: 'Runners of every level, share and learn.',
    selfRatio: 0.8,
    hasIcon: false,
  },
  {
    name: 'Cooking',
    title: 'Cooking',
    theme: 'cooking',
    type: 'public',
    subscribers: 4_102_875,
    rate: 3,
    description: 'Cooking techniques, recipes and questions.',
    selfRatio: 0.5,
    hasIcon: true,
  },
  {
    name: 'Sourdough',
    title: 'Sourdough',
    theme: 'cooking',
    type: 'public',
    subscribers: 301_944,
    rate: 1.2,
    description: 'Everything sourdough: starters, loaves, crumb shots.',
    selfRatio: 0.4,
    hasIcon: true,
  },
  {
    name: 'travel',
    title: 'Travel',
    theme: 'travel',
    type: 'public',
    subscribers: 10_230_118,
    rate: 3,
    description: 'Travel stories, tips and photos.',
    selfRatio: 0.5,
    hasIcon: true,
  },
  {
    name: 'quietlab',
    title: 'Quiet Lab',
    theme: 'science',
    type: 'private',
    subscribers: 1_204,
    rate: 0.4,
    description: 'A private journal club. Approved members only.',
    selfRatio: 0.9,
    approved: true,
    hasIcon: false,
  },
  {
    name: 'insidersclub',
    title: 'Insiders Club',
    theme: 'finance',
    type: 'private',
    subscribers: 8_731,
    rate: 0.8,
    description: 'Went private; you are no longer an approved member.',
    selfRatio: 0.9,
    approved: false,
    hasIcon: true,
  },
  {
    name: 'retrogamingarchive',
    title: 'Retro Gaming Archive',
    theme: 'gaming',
    type: 'archived',
    subscribers: 58_210,
    rate: 1,
    description: 'Archived: read-only since the move to a new community.',
    selfRatio: 0.5,
    archivedDaysAgo: 45,
    hasIcon: true,
  },
  {
    name: 'horrorgames',
    title: 'Horror Games',
    theme: 'gaming',
    type: 'public',
    subscribers: 96_400,
    rate: 1.2,
    description: 'Horror games, gore and mature themes. 18+ only.',
    selfRatio: 0.5,
    hasIcon: true,
    over18: true,
  },
];

export const BANNED_SUBREDDITS = new Set(['bannedplace']);
/**
 * Quarantined subreddits answer a bare 403 to accounts that have not opted in: no `reason`, as in
 * recorded traffic (platforms.md 1.7), so clients cannot tell them from other refusals.
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

export function timelineOf(def: SubredditDef, now: number): TimelineSpec {
  return {
    key: `reddit:${def.name}`,
    bucketMs: HOUR_MS,
    rate: def.rate,
    alwaysFresh: def.rate >= 2,
    ...(def.archivedDaysAgo !== undefined
      ? { endsAt: Math.floor(now / 86_400_000 - def.archivedDaysAgo) * 86_400_000 }
      : {}),
  };
}
