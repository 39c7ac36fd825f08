import { buildKeywordMatcher, type KeywordMatcher } from '@/matcher/keyword-matcher';
import type { MatcherKeyword } from '@/matcher/types';

/**
 * Canonical text of everything that changes what the automaton matches: the active keywords with
 * their settings, sorted. Equal fingerprints mean an equivalent matcher; timestamps and inactive
 * keywords do not count, so toggling a keyword off changes it and editing an inactive one does not.
 */
export function keywordsFingerprint(keywords: readonly MatcherKeyword[]): string {
  return keywords
    .filter((k) => k.isActive)
    .map((k) =>
      JSON.stringify([
        k.id,
        k.userId,
        k.keyword,
        [...k.platforms].sort(),
        k.settings.caseSensitive,
        k.settings.wholeWord,
        k.settings.excludePatterns,
      ]),
    )
    .sort()
    .join('\n');
}

export interface MatcherCache {
  /** The matcher for these keywords: the cached one when nothing relevant changed, else a new build. */
  get(keywords: readonly MatcherKeyword[]): KeywordMatcher;
  /** Forces the next `get` to rebuild (for example after a keyword write). */
  invalidate(): void;
  /** Builds so far; lets callers and tests see whether a rebuild happened. */
  readonly builds: number;
}

/**
 * Holds the one shared matcher of a worker. The `alerts.scan` job loads the active keywords of all
 * users (cheap) and asks for the matcher; building the automaton (the costly part) happens only
 * when the keyword set really changed.
 */
export function createMatcherCache(): MatcherCache {
  let fingerprint: string | undefined;
  let matcher: KeywordMatcher | undefined;
  let builds = 0;
  return {
    get(keywords) {
      const next = keywordsFingerprint(keywords);
      if (matcher === undefined || next !== fingerprint) {
        matcher = buildKeywordMatcher(keywords);
        fingerprint = next;
        builds++;
      }
      return matcher;
    },
    invalidate() {
      fingerprint = undefined;
      matcher = undefined;
    },
    get builds() {
      return builds;
    },
  };
}
