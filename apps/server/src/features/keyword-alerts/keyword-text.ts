import { foldString } from '@/matcher/char-tables';
import { normalizeTerm } from '@/matcher/compile-keywords';

/**
 * The keyword as stored: NFC with single spaces. The matcher reads it that way anyway (a space
 * matches any run of white space), so "machine   learning" is stored as the keyword it behaves as.
 */
export function normalizeKeyword(keyword: string): string {
  return normalizeTerm(keyword);
}

/**
 * What makes two keywords "the same" for one user: the normalised text under the matcher's own
 * Unicode case folding, so "Straße", "STRASSE" and "strasse" cannot all be tracked side by side.
 */
export function keywordKey(keyword: string): string {
  return foldString(normalizeTerm(keyword));
}
