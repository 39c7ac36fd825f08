import type { Platform } from '@socialpulse/contract';
import { buildKeywordMatcher } from '@/matcher/keyword-matcher';
import type { KeywordMatch, MatcherKeyword } from '@/matcher/types';

/** Shared by the matcher's tests only. */
export interface KeywordOptions {
  id?: string;
  userId?: string;
  platforms?: Platform[];
  isActive?: boolean;
  caseSensitive?: boolean;
  wholeWord?: boolean;
  excludePatterns?: string[];
}

let counter = 0;

export function keyword(text: string, o: KeywordOptions = {}): MatcherKeyword {
  return {
    id: o.id ?? `k${String(++counter).padStart(4, '0')}`,
    userId: o.userId ?? 'user-1',
    keyword: text,
    platforms: o.platforms ?? ['reddit', 'telegram', 'twitter', 'youtube'],
    isActive: o.isActive ?? true,
    settings: {
      caseSensitive: o.caseSensitive ?? false,
      wholeWord: o.wholeWord ?? true,
      excludePatterns: o.excludePatterns ?? [],
    },
  };
}

/** Matches of one text against the given keywords (platform reddit unless told). */
export function matchText(
  keywords: MatcherKeyword[],
  text: string,
  platform: Platform = 'reddit',
): KeywordMatch[] {
  return buildKeywordMatcher(keywords).matchItem({ id: 'item', platform, text }).matches;
}

/** The matched slices of one keyword over a text, or null when it does not fire. */
export function firstMatch(term: string, text: string, o: KeywordOptions = {}): string | null {
  return matchText([keyword(term, o)], text)[0]?.matched ?? null;
}
