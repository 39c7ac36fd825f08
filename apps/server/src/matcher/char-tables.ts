/**
 * Per-character facts the matcher needs on its hot path, computed once for the whole BMP so the
 * scan never runs a regular expression per character. Astral code points (emoji, CJK extension B)
 * are rare and are answered through a small cache.
 */

/** A letter, mark or number: the characters that make up a word. */
export const WORD = 1;
/** A combining mark: a word boundary never falls just before one (it would split a character). */
export const MARK = 2;
/** A script written without spaces between words: each character counts as a word of its own. */
export const SPACELESS = 4;
/** White_Space (what `\s` means in a JavaScript regex): runs of it match any run of it. */
export const SPACE = 8;

const WORD_RE = /^[\p{L}\p{M}\p{N}]$/u;
const MARK_RE = /^\p{M}$/u;
/** The scripts written without spaces between words; kept in one place for the docs and the tests. */
export const SPACELESS_SOURCE =
  '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Thai}\\p{sc=Lao}\\p{sc=Khmer}\\p{sc=Myanmar}';
const SPACELESS_RE = new RegExp(`^[${SPACELESS_SOURCE}]$`, 'u');
const SPACE_RE = /^\s$/u;

function computeFlags(ch: string): number {
  let f = 0;
  if (WORD_RE.test(ch)) f |= WORD;
  if (MARK_RE.test(ch)) f |= MARK;
  if (SPACELESS_RE.test(ch)) f |= SPACELESS;
  if (SPACE_RE.test(ch)) f |= SPACE;
  return f;
}

/**
 * Case folding of one code point: lower(upper(c)) approximates Unicode full case folding
 * (ß→ss, ẞ→ss, ς→σ, ﬁ→fi, ŉ→ʼn) with nothing but the engine's own tables. Two Turkic letters are pinned:
 * İ folds to plain i (its default mapping i + U+0307 would stop "istanbul" matching "İstanbul"),
 * and dotless ı stays itself (upper-then-lower would turn it into i, which CaseFolding does not).
 */
function computeFold(cp: number): string {
  if (cp === 0x130) return 'i';
  if (cp === 0x131) return '\u0131';
  // Repeat to a fixed point: capital ẞ lowers to ß, which only the second round turns into ss.
  let f = String.fromCodePoint(cp);
  for (let round = 0; round < 3; round++) {
    const next = f.toUpperCase().toLowerCase().replace(/ς/gu, 'σ');
    if (next === f) break;
    f = next;
  }
  return f;
}

interface Tables {
  flags: Uint8Array;
  /** Single-unit fold of each BMP unit, or -1 when the fold is longer (see `multi`). */
  fold1: Int32Array;
  multi: Map<number, string>;
}

let tables: Tables | undefined;

/** Built lazily (about 30 ms) so that importing the module costs nothing. */
export function charTables(): Tables {
  if (tables) return tables;
  const flags = new Uint8Array(0x10000);
  const fold1 = new Int32Array(0x10000);
  const multi = new Map<number, string>();
  for (let c = 0; c < 0x10000; c++) {
    if (c >= 0xd800 && c <= 0xdfff) {
      // Lone surrogates: no letter, fold to themselves.
      fold1[c] = c;
      continue;
    }
    flags[c] = computeFlags(String.fromCharCode(c));
    const f = computeFold(c);
    if (f.length === 1) fold1[c] = f.charCodeAt(0);
    else {
      fold1[c] = -1;
      multi.set(c, f);
    }
  }
  tables = { flags, fold1, multi };
  return tables;
}

const astralFlags = new Map<number, number>();
const astralFolds = new Map<number, string>();

export function flagsOf(cp: number): number {
  if (cp < 0x10000) return charTables().flags[cp] ?? 0;
  let f = astralFlags.get(cp);
  if (f === undefined) {
    f = computeFlags(String.fromCodePoint(cp));
    astralFlags.set(cp, f);
  }
  return f;
}

/** The folded form of one code point, as a string of one or more UTF-16 units. */
export function foldCodePoint(cp: number): string {
  if (cp < 0x10000) {
    const t = charTables();
    const u = t.fold1[cp] ?? cp;
    return u >= 0 ? String.fromCharCode(u) : (t.multi.get(cp) ?? String.fromCharCode(cp));
  }
  let f = astralFolds.get(cp);
  if (f === undefined) {
    f = computeFold(cp);
    astralFolds.set(cp, f);
  }
  return f;
}

/** Folds a whole string code point by code point, exactly as the scanner folds text. */
export function foldString(s: string): string {
  let out = '';
  for (const ch of s) out += foldCodePoint(ch.codePointAt(0) ?? 0);
  return out;
}

function codePointBefore(text: string, pos: number): number {
  const lo = text.charCodeAt(pos - 1);
  if (lo >= 0xdc00 && lo <= 0xdfff && pos >= 2) {
    const hi = text.charCodeAt(pos - 2);
    if (hi >= 0xd800 && hi <= 0xdbff) return (hi - 0xd800) * 0x400 + (lo - 0xdc00) + 0x10000;
  }
  return lo;
}

/**
 * Whether `pos` (a UTF-16 offset on a code point boundary) is a word boundary. It is one unless the
 * characters on both sides are letters/marks/numbers; inside such a run it is still one beside a
 * character of a spaceless script (CJK, Thai…), except just before a combining mark.
 */
export function isWordBoundary(text: string, pos: number): boolean {
  if (pos <= 0 || pos >= text.length) return true;
  const a = flagsOf(codePointBefore(text, pos));
  const b = flagsOf(text.codePointAt(pos) ?? 0);
  if ((a & WORD) === 0 || (b & WORD) === 0) return true;
  if ((b & MARK) !== 0) return false;
  return ((a | b) & SPACELESS) !== 0;
}

/** What `\s` matches in a JavaScript regular expression; every such character is in the BMP. */
function isWhiteSpace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) ||
    code === 0x20 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Collapses every run of white space to one ASCII space (the matcher's whitespace rule). A scan
 * rather than `/\s+/u`: on a run of megabytes of spaces the regular expression overflowed the
 * stack, depending on how deep the caller already was.
 */
export function collapseSpaces(s: string): string {
  const parts: string[] = [];
  let start = 0;
  let i = 0;
  while (i < s.length) {
    if (!isWhiteSpace(s.charCodeAt(i))) {
      i++;
      continue;
    }
    parts.push(s.slice(start, i), ' ');
    while (i < s.length && isWhiteSpace(s.charCodeAt(i))) i++;
    start = i;
  }
  parts.push(s.slice(start));
  return parts.join('');
}
