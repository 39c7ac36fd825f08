/**
 * The sentences of a post that say what it is for. A thread's post often opens with a greeting or
 * a scene ("I'm just a normal guy…") and states its point later ("I'm donating a portion of the
 * proceeds to the St. Patrick Center"); quoting only the opening misses the point readers came for.
 */
import { stemWord } from '@/summarizer/text/stems';
import { countWords } from '@/summarizer/text/normalize';
import type { SummaryLanguage } from '@/summarizer/types';

/** Greetings and sign-offs carry nothing: "Hello Reddit,", "Hey folks,". */
const GREETING = /^(?:hello|hi|hey|hallo|bonjour|hola|salut|привет)\b[^.!?]{0,20}[,!.]?$/iu;
/** Afterthoughts a post adds later: edits, proof links, sources. */
const AFTERTHOUGHT = /^(?:edit|update|proof|source|tl;?dr|ps)\b\s*\d*\s*[:-]/iu;

/** Names and figures: capitalized words inside a sentence, and numbers. */
function specifics(sentence: string): number {
  const words = sentence.split(/\s+/u).slice(1);
  const names = words.filter((w) => /^[\p{Lu}][\p{L}’'.-]+/u.test(w)).length;
  const figures = (sentence.match(/\d+/gu) ?? []).length;
  return names + figures;
}

function stems(text: string, language: SummaryLanguage): Set<string> {
  const out = new Set<string>();
  for (const word of text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*/gu) ?? []) {
    const stem = stemWord(word, language);
    if (stem !== null) out.add(stem);
  }
  return out;
}

/** A sentence that says the title again in other words is the post's own statement of itself. */
function titleEcho(
  sentence: string,
  title: ReadonlySet<string>,
  language: SummaryLanguage,
): number {
  let n = 0;
  for (const stem of stems(sentence, language)) if (title.has(stem)) n += 1;
  return n;
}

/** A sentence longer than this is a paragraph, not a quote. */
const LONGEST = 60;
/** Below this a later sentence adds too little to be worth the quote's length. */
const MIN_SCORE = 3;

/**
 * Up to two whole sentences, in the post's order, within about `max` words: the opening (what the
 * post is) and, when a later one carries more names, figures and the title's words, that one too
 * (what it is for), joined by "…" where the post says something between them. A first sentence
 * far longer than `max` is no quote; '' when nothing is left to quote.
 */
export function centralQuote(
  sentences: readonly string[],
  title: string,
  language: SummaryLanguage,
  max: number,
): string {
  const body = sentences.filter(
    (s) => !GREETING.test(s.trim()) && !AFTERTHOUGHT.test(s.trim()) && countWords(s) <= LONGEST,
  );
  const first = body[0];
  if (first === undefined) return '';
  const titleStems = stems(title, language);
  const score = (s: string): number => specifics(s) + 2 * titleEcho(s, titleStems, language);
  const rest = body
    .slice(1)
    .map((s, i) => ({ s, i: i + 1, score: score(s) }))
    .filter((c) => c.score >= MIN_SCORE && c.score > score(first))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const best = rest[0];
  const firstFits = countWords(first) <= max;
  if (best === undefined) return firstFits ? first : '';
  if (firstFits && countWords(first) + countWords(best.s) <= max * 1.75)
    return `${first}${best.i === 1 ? ' ' : ' … '}${best.s}`;
  return countWords(best.s) <= max * 1.25 ? best.s : firstFits ? first : '';
}
