import { SPACELESS_SOURCE } from '@/matcher/char-tables';
import { normalizeTerm } from '@/matcher/compile-keywords';
import type { MatcherKeyword, MatchItem } from '@/matcher/types';

/**
 * The obvious implementation of the matcher's rules: one regular expression per keyword and per
 * exclude pattern, tried one after another, each candidate checked by one shared lookaround regex. It exists as the oracle for the property tests and as
 * the baseline of the benchmark; it shares no scanning code with the automaton. Its case rule is the
 * engine's `i` flag (simple case folding), so it agrees with the matcher on every text whose letters
 * fold one-to-one (everything except ß, ligatures, ŉ, ΐ, İ, ı and the like, which the matcher folds fully).
 */
const W = '[\\p{L}\\p{M}\\p{N}]';
const S = `[${SPACELESS_SOURCE}]`;
/**
 * A word boundary: not between two word characters, or beside a spaceless-script one (but not
 * before a mark). Compiled once and applied with `lastIndex` (sticky), because a `\p{L}` class
 * inside every keyword's own regex costs milliseconds of compilation per keyword.
 */
const BOUNDARY = new RegExp(`(?:(?<!${W})|(?!${W})|(?!\\p{M})(?:(?<=${S})|(?=${S})))`, 'uy');

function boundaryAt(text: string, pos: number): boolean {
  BOUNDARY.lastIndex = pos;
  return BOUNDARY.test(text);
}

function escapeRegex(s: string): string {
  return s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');
}

/** Finds the first occurrence of one term, or null. */
export type TermFinder = (text: string) => { start: number; end: number } | null;

/** The term as a global regex (a space matches `\s+`), plus the whole-word check at each candidate. */
export function termFinder(
  term: string,
  caseSensitive: boolean,
  wholeWord: boolean,
): TermFinder | null {
  const normalized = normalizeTerm(term);
  if (normalized.length === 0) return null;
  const body = normalized.split(' ').map(escapeRegex).join('\\s+');
  const regex = new RegExp(body, caseSensitive ? 'gu' : 'giu');
  return (text) => {
    regex.lastIndex = 0;
    for (let m = regex.exec(text); m; m = regex.exec(text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!wholeWord || (boundaryAt(text, start) && boundaryAt(text, end))) return { start, end };
      // Next candidate one code point later: overlapping occurrences count too.
      regex.lastIndex = start + ((text.codePointAt(start) ?? 0) > 0xffff ? 2 : 1);
    }
    return null;
  };
}

export interface ReferenceMatch {
  keywordId: string;
  userId: string;
  start: number;
  end: number;
}

interface CompiledReference {
  keyword: MatcherKeyword;
  find: TermFinder;
  excludes: TermFinder[];
}

/** Compiles once, like a naive service would, and returns the per-item scan. */
export function buildRegexReference(
  keywords: readonly MatcherKeyword[],
): (item: MatchItem) => ReferenceMatch[] {
  const compiled: CompiledReference[] = [];
  for (const k of keywords) {
    if (!k.isActive) continue;
    const { caseSensitive, wholeWord, excludePatterns } = k.settings;
    const find = termFinder(k.keyword, caseSensitive, wholeWord);
    if (!find) continue;
    const excludes = excludePatterns
      .map((p) => termFinder(p, caseSensitive, wholeWord))
      .filter((f): f is TermFinder => f !== null);
    compiled.push({ keyword: k, find, excludes });
  }
  return (item) => {
    const out: ReferenceMatch[] = [];
    for (const { keyword, find, excludes } of compiled) {
      if (!keyword.platforms.includes(item.platform)) continue;
      const m = find(item.text);
      if (!m) continue;
      if (excludes.some((f) => f(item.text) !== null)) continue;
      out.push({ keywordId: keyword.id, userId: keyword.userId, ...m });
    }
    return out.sort(
      (a, b) => a.start - b.start || a.end - b.end || (a.keywordId < b.keywordId ? -1 : 1),
    );
  };
}
