import {
  REDDIT_SOURCE_TYPES,
  TELEGRAM_SOURCE_TYPES,
  TWITTER_SOURCE_TYPES,
  YOUTUBE_SOURCE_TYPES,
  type Platform,
} from '@socialpulse/contract';
import type { SourceItem } from '@/features/sources/api/sources-api';
import { matchesSearch } from '@/lib/text-match';

export type SourceType =
  | (typeof TELEGRAM_SOURCE_TYPES)[number]
  | (typeof REDDIT_SOURCE_TYPES)[number]
  | (typeof YOUTUBE_SOURCE_TYPES)[number]
  | (typeof TWITTER_SOURCE_TYPES)[number];
export type SourceTypeFilter = 'all' | SourceType;

/** The type filters, in the product's order; X's (account/list) are ours. */
export const SOURCE_TYPE_FILTERS: Record<Platform, readonly SourceTypeFilter[]> = {
  telegram: ['all', 'group', 'channel', 'private'],
  reddit: ['all', 'public', 'private', 'archived'],
  youtube: ['all', 'channel', 'playlist'],
  twitter: ['all', 'account', 'list'],
};

const KNOWN_TYPES = new Set<string>([
  ...TELEGRAM_SOURCE_TYPES,
  ...REDDIT_SOURCE_TYPES,
  ...YOUTUBE_SOURCE_TYPES,
  ...TWITTER_SOURCE_TYPES,
]);

export function isSourceType(type: string): type is SourceType {
  return KNOWN_TYPES.has(type);
}

/** Search by name (ignoring case and accents; X accounts also by @username), then by type. */
export function filterSources(
  sources: readonly SourceItem[],
  search: string,
  type: SourceTypeFilter,
): SourceItem[] {
  return sources.filter(
    (source) =>
      (type === 'all' || source.type === type) &&
      (matchesSearch(source.name, search) ||
        (source.username !== undefined &&
          matchesSearch(source.username, search.replace(/^@/u, '')))),
  );
}

/** An error that mentions connect, session or expired means the account must be reconnected. */
export function needsReconnect(message: string): boolean {
  return /connect|session|expired/iu.test(message);
}
