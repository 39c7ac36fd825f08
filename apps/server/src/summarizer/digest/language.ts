/**
 * Which of the app's languages a feed's content is written in, told by function words ("the",
 * "der", "les", "и"): enough to warn a reader, when no model is configured to translate, that the
 * quotes stay in their own language under a frame in the chosen one.
 */
import { SUMMARY_LANGUAGES, type SummaryLanguage } from '@socialpulse/contract';
import { fill } from '@/summarizer/digest/format';
import type { DigestPack } from '@/summarizer/digest/i18n/types';
import { cleanText } from '@/summarizer/digest/text';
import type { DigestItem } from '@/summarizer/digest/types';
import { STOPWORDS_BY_LANGUAGE } from '@/summarizer/text/stopwords';

const SETS = Object.fromEntries(
  SUMMARY_LANGUAGES.map((l) => [l, new Set<string>(STOPWORDS_BY_LANGUAGE[l])]),
) as Record<SummaryLanguage, Set<string>>;
/** Fewer function words than this say too little to name a language. */
const MIN_EVIDENCE = 8;
/** The leading language must hold this share of the function words counted. */
const DOMINANT = 0.6;

/** The language most of the texts are in, or null when they are too short or too mixed to tell. */
export function contentLanguage(texts: readonly string[]): SummaryLanguage | null {
  const hits = Object.fromEntries(SUMMARY_LANGUAGES.map((l) => [l, 0])) as Record<
    SummaryLanguage,
    number
  >;
  let total = 0;
  for (const text of texts)
    for (const m of text.toLowerCase().matchAll(/[\p{L}']+/gu)) {
      const word = m[0];
      // A word shared by several languages ("a", "de", "in") is no evidence for any of them.
      const owners = SUMMARY_LANGUAGES.filter((l) => SETS[l].has(word));
      if (owners.length !== 1) continue;
      hits[owners[0]!]++;
      total++;
    }
  if (total < MIN_EVIDENCE) return null;
  const [best, n] = Object.entries(hits).sort((a, b) => b[1] - a[1])[0]! as [
    SummaryLanguage,
    number,
  ];
  return n / total >= DOMINANT ? best : null;
}

/** The language of the items' titles, texts and replies. */
export function feedLanguage(items: readonly DigestItem[]): SummaryLanguage | null {
  return contentLanguage(
    items.flatMap((i) => [i.title ?? '', cleanText(i.text), ...i.replies.map((r) => r.text)]),
  );
}

/**
 * The digest's plain warning when the content is in another language than the chosen one (no
 * model translates offline), or null. The setup form can call contentLanguage on a preview.
 */
export function languageNotice(
  pack: DigestPack,
  chosen: SummaryLanguage,
  items: readonly DigestItem[],
): string | null {
  const content = feedLanguage(items);
  // Mostly in the chosen language, or too mixed to name one: a part may still be in others.
  if (content === null || content === chosen) return mixedNotice(pack, chosen, items);
  const name = new Intl.DisplayNames([chosen], { type: 'language' }).of(content) ?? content;
  return fill(pack.languageNotice, { content: name });
}

/** Items of a mixed feed in another language before the reader sees the notice: one is a stray. */
const MIXED_MIN_ITEMS = 2;
const MIXED_MIN_SHARE = 0.25;
/** Function words of another language, with none of the chosen one's, that tell an item apart. */
const OTHER_EVIDENCE = 2;

/**
 * Whether one item is plainly in another language than the chosen one: most of its letters in
 * another script (Japanese, Arabic; Latin for Russian), or function words of another language and
 * none of the chosen one's. A short post says too little to tell, and counts as the chosen one.
 */
export function otherLanguage(text: string, chosen: SummaryLanguage): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const script = chosen === 'ru' ? /\p{Script=Cyrillic}/u : /\p{Script=Latin}/u;
  if (letters.filter((c) => script.test(c)).length < letters.length / 2) return true;
  const hits = new Map<SummaryLanguage, number>();
  for (const m of text.toLowerCase().matchAll(/[\p{L}']+/gu)) {
    const owners = SUMMARY_LANGUAGES.filter((l) => SETS[l].has(m[0]));
    if (owners.length === 1) hits.set(owners[0]!, (hits.get(owners[0]!) ?? 0) + 1);
  }
  if ((hits.get(chosen) ?? 0) > 0) return false;
  return [...hits.values()].some((n) => n >= OTHER_EVIDENCE);
}

/** Whether a part of the feed (a quarter, and more than one item) is plainly in other languages. */
export function partlyInOtherLanguages(
  chosen: SummaryLanguage,
  items: readonly DigestItem[],
): boolean {
  const other = items.filter((i) =>
    otherLanguage(`${i.title ?? ''} ${cleanText(i.text)}`, chosen),
  ).length;
  return other >= MIXED_MIN_ITEMS && other >= MIXED_MIN_SHARE * items.length;
}

/** For a feed too mixed to name one language: how much of it is in others, when that is a part. */
function mixedNotice(
  pack: DigestPack,
  chosen: SummaryLanguage,
  items: readonly DigestItem[],
): string | null {
  return partlyInOtherLanguages(chosen, items) ? pack.mixedLanguageNotice : null;
}
