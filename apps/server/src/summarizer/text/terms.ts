/**
 * Content terms of a sentence, for similarity: lower-cased, accents folded, function words dropped,
 * English-looking words Porter-stemmed, other long words cut to a prefix (a crude but effective stem
 * for inflected languages such as Russian), and Han/Kana/Hangul runs turned into character bigrams
 * because those scripts do not separate words with spaces.
 */
import { porterStem } from './porter';
import { STOPWORDS } from './stopwords';

const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
/** Cheap pre-check: every Han, Kana and Hangul code point is at or above U+1100. */
const MAYBE_CJK = /[\u1100-\uFFFF]/u;
const CACHE_LIMIT = 100_000;
const cache = new Map<string, string | null>();

function foldAccents(word: string): string {
  // Keep Cyrillic й/ё apart from и/е only by base letter; NFD + strip marks is good enough for matching.
  return word.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** The term for one lower-cased token, or null when it is a function word or noise. */
function termOf(token: string): string | null {
  const cached = cache.get(token);
  if (cached !== undefined) return cached;
  let term: string | null;
  if (STOPWORDS.has(token)) term = null;
  else {
    const folded = foldAccents(token);
    if (STOPWORDS.has(folded) || folded.length < 2) term = null;
    else if (/^\d+$/u.test(folded)) term = folded.length > 1 ? folded : null;
    else if (/^[a-z]+$/u.test(folded)) term = porterStem(folded);
    else if (/^[a-z0-9]+$/u.test(folded)) term = folded;
    else term = folded.length > 6 ? folded.slice(0, 6) : folded;
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(token, term);
  return term;
}

function cjkBigrams(run: string, out: string[]): void {
  const chars = [...run];
  if (chars.length === 1) out.push(run);
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
}

/** Content terms in order of appearance (repeats kept, so callers can count them). */
export function contentTerms(text: string): string[] {
  const out: string[] = [];
  const mayHaveCjk = MAYBE_CJK.test(text);
  for (const match of text.toLowerCase().matchAll(TOKEN)) {
    const token = match[0];
    if (mayHaveCjk && CJK.test(token)) {
      // Split mixed runs ("iphone发布会") into the CJK part and the rest.
      for (const part of token.match(
        /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[^\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu,
      ) ?? []) {
        if (CJK.test(part)) cjkBigrams(part, out);
        else {
          const term = termOf(part);
          if (term !== null) out.push(term);
        }
      }
      continue;
    }
    const term = termOf(token);
    if (term !== null) out.push(term);
  }
  return out;
}
