import type { MatchContext } from '@socialpulse/contract';
import { charTables, collapseSpaces, SPACE } from '@/matcher/char-tables';

/** Characters (UTF-16 units) of original text kept on each side of a match. */
export const CONTEXT_WINDOW = 60;
/** Length of the item preview stored with an alert. */
export const SNIPPET_LENGTH = 200;
export const ELLIPSIS = '…';

const isSpace = (text: string, i: number): boolean =>
  ((charTables().flags[text.charCodeAt(i)] ?? 0) & SPACE) !== 0;
const isLowSurrogate = (u: number): boolean => u >= 0xdc00 && u <= 0xdfff;
const isHighSurrogate = (u: number): boolean => u >= 0xd800 && u <= 0xdbff;

/**
 * Start of the `before` window. When the cut falls inside a word and a whole word remains after
 * it, the partial word is dropped; text without spaces (CJK) keeps the plain character cut.
 */
function windowStart(text: string, start: number): number {
  let from = start - CONTEXT_WINDOW;
  if (isLowSurrogate(text.charCodeAt(from))) from++;
  if (isSpace(text, from - 1) || isSpace(text, from)) return from;
  let j = from;
  while (j < start && !isSpace(text, j)) j++;
  while (j < start && isSpace(text, j)) j++;
  return j < start ? j : from;
}

function windowEnd(text: string, end: number): number {
  let to = end + CONTEXT_WINDOW;
  if (isHighSurrogate(text.charCodeAt(to - 1))) to--;
  if (isSpace(text, to - 1) || isSpace(text, to)) return to;
  let j = to;
  while (j > end && !isSpace(text, j - 1)) j--;
  while (j > end && isSpace(text, j - 1)) j--;
  return j > end ? j : to;
}

/**
 * About 60 characters each side of [start, end), cut at word boundaries where possible, with an
 * ellipsis where the text goes on. White-space runs (newlines included) read as one space, for
 * display; `matched` is the original slice with the same white-space treatment.
 */
export function buildMatchContext(text: string, start: number, end: number): MatchContext {
  const cutBefore = start > CONTEXT_WINDOW;
  const cutAfter = text.length - end > CONTEXT_WINDOW;
  const from = cutBefore ? windowStart(text, start) : 0;
  const to = cutAfter ? windowEnd(text, end) : text.length;
  const before = collapseSpaces(text.slice(from, start)).trimStart();
  const after = collapseSpaces(text.slice(end, to)).trimEnd();
  return {
    before: cutBefore ? ELLIPSIS + before : before,
    matched: collapseSpaces(text.slice(start, end)),
    after: cutAfter ? after + ELLIPSIS : after,
  };
}

/**
 * The item's opening text for the alert card: white space collapsed, at most `SNIPPET_LENGTH`
 * characters, cut after the last whole word when it goes on. Reads only as far as it needs, so
 * a 5 MB item costs no more than a short one.
 */
export function buildContentSnippet(text: string, limit = SNIPPET_LENGTH): string {
  const n = text.length;
  let i = 0;
  while (i < n && isSpace(text, i)) i++;
  const begin = i;
  // Count collapsed characters up to one past the limit, to know whether the text goes on.
  let count = 0;
  while (i < n && count <= limit) {
    if (isSpace(text, i)) while (i < n && isSpace(text, i)) i++;
    else i++;
    count++;
  }
  const out = collapseSpaces(text.slice(begin, i));
  const full = out.trimEnd();
  if (i >= n && full.length <= limit) return full;
  let cut = out.slice(0, limit);
  if (isHighSurrogate(cut.charCodeAt(cut.length - 1))) cut = cut.slice(0, -1);
  const nextIsSpace = out.charAt(limit) === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  if (!nextIsSpace && lastSpace > 0) cut = cut.slice(0, lastSpace);
  return cut.trimEnd() + ELLIPSIS;
}
