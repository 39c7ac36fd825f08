import type {
  KeywordSettings,
  MatchContext,
  Platform,
  TrackedKeyword,
} from '@socialpulse/contract';

/**
 * One tracked keyword as the matcher sees it: the contract's fields plus its owner. The jobs layer
 * maps database rows to this; inactive keywords may be passed and are ignored.
 */
export interface MatcherKeyword extends Pick<TrackedKeyword, 'keyword' | 'platforms' | 'isActive'> {
  id: string;
  userId: string;
  settings: KeywordSettings;
}

/**
 * One content item to scan. `text` is everything that should be searched (the ingestion layer
 * joins title and body); offsets in the result refer to this exact string. Text should be NFC
 * (`text.normalize('NFC')`), as keywords are normalised to NFC.
 */
export interface MatchItem {
  id: string;
  platform: Platform;
  text: string;
}

export interface KeywordMatch {
  keywordId: string;
  userId: string;
  /** The keyword as the user wrote it (the alert's `keyword`). */
  keyword: string;
  /** UTF-16 offsets into the item's original text, end exclusive. */
  start: number;
  end: number;
  /** `text.slice(start, end)`: the original spelling, e.g. "RUST" or "machine\nlearning". */
  matched: string;
  matchContext: MatchContext;
}

export interface ItemMatchResult {
  itemId: string;
  platform: Platform;
  /** At most one per keyword (its first occurrence), ordered by start, end, then keyword id. */
  matches: KeywordMatch[];
  /** Empty when there are no matches (it is only needed for alerts). */
  contentSnippet: string;
}

export interface MatcherStats {
  /** Active keywords compiled in. */
  keywords: number;
  /** Distinct normalised strings in the automaton (keywords and exclude patterns). */
  patterns: number;
  nodes: number;
  /** Distinct UTF-16 units over all patterns. */
  alphabet: number;
  /** Bytes held by the automaton's typed arrays. */
  automatonBytes: number;
}
