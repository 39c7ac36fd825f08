import { PLATFORMS } from '@socialpulse/contract';
import { collapseSpaces, foldString } from '@/matcher/char-tables';
import type { MatcherKeyword } from '@/matcher/types';

/** Bit of a platform in the masks below; 0 for anything unknown, which then matches nothing. */
export function platformBit(platform: string): number {
  const i = (PLATFORMS as readonly string[]).indexOf(platform);
  return i < 0 ? 0 : 1 << i;
}

/** NFC, trimmed, every white-space run one space: the form a keyword or exclude pattern is matched in. */
export function normalizeTerm(term: string): string {
  return collapseSpaces(term.normalize('NFC').trim());
}

/** A compiled active keyword. Entries are sorted by id, so results never depend on input order. */
export interface KeywordEntry {
  readonly id: string;
  readonly userId: string;
  readonly keyword: string;
  readonly platformMask: number;
}

/**
 * One way of checking an occurrence of a pattern, shared by all entries that check it the same
 * way (a thousand users tracking "ai" cost one check per occurrence, not a thousand).
 * `exact` is the normalised original for case-sensitive terms, null when case is ignored.
 */
export interface Variant {
  readonly kind: 'keyword' | 'exclude';
  readonly wholeWord: boolean;
  readonly exact: string | null;
  /** Union of the entries' platforms: an item from elsewhere skips the variant at once. */
  platformMask: number;
  /** Keyword entry indexes it reports (kind keyword) or excludes (kind exclude). */
  readonly entries: number[];
}

export interface CompiledKeywords {
  readonly entries: readonly KeywordEntry[];
  /** Folded, normalised pattern strings, one per automaton pattern id. */
  readonly patterns: readonly string[];
  readonly variants: readonly Variant[];
  /** Variant indexes per pattern id. */
  readonly patternVariants: readonly (readonly number[])[];
}

export function compileKeywords(keywords: readonly MatcherKeyword[]): CompiledKeywords {
  const active = keywords
    .filter((k) => k.isActive)
    .slice()
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.userId < b.userId ? -1 : 1));
  const entries: KeywordEntry[] = [];
  const patterns: string[] = [];
  const patternIds = new Map<string, number>();
  const variants: Variant[] = [];
  const variantIds = new Map<string, number>();
  const patternVariants: number[][] = [];

  const addTerm = (
    kind: Variant['kind'],
    term: string,
    caseSensitive: boolean,
    wholeWord: boolean,
    entry: number,
    mask: number,
  ): void => {
    const normalized = normalizeTerm(term);
    if (normalized.length === 0) return;
    const pattern = foldString(normalized);
    let pid = patternIds.get(pattern);
    if (pid === undefined) {
      pid = patterns.length;
      patterns.push(pattern);
      patternIds.set(pattern, pid);
      patternVariants.push([]);
    }
    const exact = caseSensitive ? normalized : null;
    const key = `${kind}\u0000${wholeWord ? 1 : 0}\u0000${exact ?? ''}\u0000${caseSensitive ? 1 : 0}\u0000${pid}`;
    let vid = variantIds.get(key);
    if (vid === undefined) {
      vid = variants.length;
      variants.push({ kind, wholeWord, exact, platformMask: 0, entries: [] });
      variantIds.set(key, vid);
      patternVariants[pid]?.push(vid);
    }
    const v = variants[vid];
    if (v && !v.entries.includes(entry)) {
      v.entries.push(entry);
      v.platformMask |= mask;
    }
  };

  for (const k of active) {
    const mask = k.platforms.reduce((m, p) => m | platformBit(p), 0);
    if (mask === 0 || normalizeTerm(k.keyword).length === 0) continue;
    const index = entries.length;
    entries.push({ id: k.id, userId: k.userId, keyword: k.keyword, platformMask: mask });
    const { caseSensitive, wholeWord, excludePatterns } = k.settings;
    addTerm('keyword', k.keyword, caseSensitive, wholeWord, index, mask);
    for (const ex of excludePatterns) addTerm('exclude', ex, caseSensitive, wholeWord, index, mask);
  }
  return { entries, patterns, variants, patternVariants };
}
