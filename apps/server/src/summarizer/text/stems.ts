/**
 * Word stems per language from the Snowball stemmers (the same algorithms search engines use), so
 * "Spielern" and "Spiel", "joueurs" and "joueur" meet. The engine's own terms (terms.ts) stay as
 * they are: they feed ROUGE-measured selection, while these serve the digest's theme grouping.
 */
import snowball from 'snowball-stemmers';
import type { SummaryLanguage } from '@socialpulse/contract';
import { STOPWORDS } from './stopwords';

const ALGORITHM: Readonly<Record<SummaryLanguage, string>> = {
  en: 'english',
  es: 'spanish',
  de: 'german',
  fr: 'french',
  ru: 'russian',
};

const stemmers = new Map<SummaryLanguage, { stem(word: string): string }>();

function stemmer(language: SummaryLanguage): { stem(word: string): string } {
  let s = stemmers.get(language);
  if (!s) {
    s = snowball.newStemmer(ALGORITHM[language]);
    stemmers.set(language, s);
  }
  return s;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu;

/** A single word's stem, lower-cased; null for function words, bare numbers and one-letter noise. */
export function stemWord(word: string, language: SummaryLanguage): string | null {
  const lower = word.toLocaleLowerCase(language).replace(/['’]s$/u, '');
  if (lower.length < 3 || STOPWORDS.has(lower) || /^\d+$/u.test(lower)) return null;
  return stemmer(language).stem(lower);
}

/** The words of a text with their stems, in order (function words carry a null stem). */
export function stemmedWords(
  text: string,
  language: SummaryLanguage,
): { word: string; stem: string | null }[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0], stem: stemWord(m[0], language) }));
}
