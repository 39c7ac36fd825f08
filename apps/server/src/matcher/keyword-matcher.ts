import { automatonBytes, buildAutomaton } from '@/matcher/automaton';
import { charTables, isWordBoundary, SPACE } from '@/matcher/char-tables';
import { compileKeywords, platformBit } from '@/matcher/compile-keywords';
import { buildContentSnippet, buildMatchContext } from '@/matcher/context';
import { createScanner } from '@/matcher/text-scanner';
import type {
  ItemMatchResult,
  KeywordMatch,
  MatcherKeyword,
  MatcherStats,
  MatchItem,
} from '@/matcher/types';

/**
 * The keyword matcher: one Aho–Corasick automaton over every active keyword and exclude pattern of
 * every user, built once and reused for any number of items.
 *
 * Semantics (the README beside this file has examples):
 * - Case: ignored unless `caseSensitive`; folding is full Unicode case folding per code point.
 * - White space: a space in a keyword matches any run of white space (newlines, tabs, NBSP…).
 * - Whole word (default): both ends of the match must be word boundaries (see `isWordBoundary`).
 * - Exclude patterns: matched exactly like their keyword (same case and whole-word settings); if
 *   one occurs anywhere in the item, that keyword yields nothing for that item.
 * - Platforms: a keyword only sees items from its platforms. Inactive keywords are not compiled.
 * - One match per keyword and item: its first occurrence (leftmost start).
 *
 * `matchItem` is synchronous and deterministic, and does no I/O. It reuses scratch arrays between
 * calls, so one matcher must not be shared across worker threads (it never is across awaits).
 */
export interface KeywordMatcher {
  matchItem(item: MatchItem): ItemMatchResult;
  matchItems(items: readonly MatchItem[]): ItemMatchResult[];
  readonly stats: MatcherStats;
}

export function buildKeywordMatcher(keywords: readonly MatcherKeyword[]): KeywordMatcher {
  const compiled = compileKeywords(keywords);
  const { entries, variants, patternVariants } = compiled;
  const automaton = buildAutomaton(compiled.patterns);
  const scan = createScanner(automaton);
  const { flags } = charTables();

  // Per-item scratch, reset by bumping `stamp` instead of clearing arrays.
  let stamp = 0;
  const variantDone = new Int32Array(variants.length);
  const entryFound = new Int32Array(entries.length);
  const entryExcluded = new Int32Array(entries.length);
  const entryStart = new Int32Array(entries.length);
  const entryEnd = new Int32Array(entries.length);
  let found: number[] = [];
  let text = '';
  let bit = 0;

  /** Case-sensitive check: the original slice equals `exact`, any white-space run reading as one space. */
  const equalsExact = (start: number, end: number, exact: string): boolean => {
    let i = start;
    let j = 0;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (((flags[c] ?? 0) & SPACE) !== 0) {
        if (exact.charCodeAt(j) !== 0x20) return false;
        while (i < end && ((flags[text.charCodeAt(i)] ?? 0) & SPACE) !== 0) i++;
      } else {
        if (exact.charCodeAt(j) !== c) return false;
        i++;
      }
      j++;
    }
    return j === exact.length;
  };

  const onOccurrence = (patternId: number, start: number, end: number): void => {
    for (const vid of patternVariants[patternId] ?? []) {
      const v = variants[vid];
      if (!v || variantDone[vid] === stamp || (v.platformMask & bit) === 0) continue;
      if (v.wholeWord && !(isWordBoundary(text, start) && isWordBoundary(text, end))) continue;
      if (v.exact !== null && !equalsExact(start, end, v.exact)) continue;
      variantDone[vid] = stamp;
      for (const e of v.entries) {
        if (((entries[e]?.platformMask ?? 0) & bit) === 0) continue;
        if (v.kind === 'exclude') {
          entryExcluded[e] = stamp;
        } else if (entryFound[e] !== stamp) {
          entryFound[e] = stamp;
          entryStart[e] = start;
          entryEnd[e] = end;
          found.push(e);
        }
      }
    }
  };

  const matchItem = (item: MatchItem): ItemMatchResult => {
    if (++stamp === 0x7fffffff) {
      stamp = 1;
      [variantDone, entryFound, entryExcluded].forEach((a) => a.fill(0));
    }
    bit = platformBit(item.platform);
    text = item.text;
    found = [];
    if (bit !== 0 && entries.length > 0) scan(text, onOccurrence);

    const kept = found
      .filter((e) => entryExcluded[e] !== stamp)
      .sort(
        (x, y) =>
          (entryStart[x] ?? 0) - (entryStart[y] ?? 0) ||
          (entryEnd[x] ?? 0) - (entryEnd[y] ?? 0) ||
          x - y,
      );
    const matches = kept.map((e): KeywordMatch => {
      const entry = entries[e];
      const start = entryStart[e] ?? 0;
      const end = entryEnd[e] ?? 0;
      return {
        keywordId: entry?.id ?? '',
        userId: entry?.userId ?? '',
        keyword: entry?.keyword ?? '',
        start,
        end,
        matched: text.slice(start, end),
        matchContext: buildMatchContext(text, start, end),
      };
    });
    const result: ItemMatchResult = {
      itemId: item.id,
      platform: item.platform,
      matches,
      contentSnippet: matches.length > 0 ? buildContentSnippet(text) : '',
    };
    text = ''; // do not keep a large text alive between calls
    return result;
  };

  return {
    matchItem,
    matchItems: (items) => items.map(matchItem),
    stats: {
      keywords: entries.length,
      patterns: compiled.patterns.length,
      nodes: automaton.nodeCount,
      alphabet: automaton.classCount,
      automatonBytes: automatonBytes(automaton),
    },
  };
}
