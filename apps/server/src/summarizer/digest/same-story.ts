/**
 * One story posted in several communities under different titles: "After 500 movie credits,
 * 87-year-old Ennio Morricone has won his first Oscar" in r/Music and "Ennio Morricone, one of the
 * most iconic score composers of all time, also won his first oscar…" in r/movies. A reader wants
 * it once, with where else it ran, not as two lines of the same news.
 */
import { stemWord } from '@/summarizer/text/stems';
import { STOPWORDS } from '@/summarizer/text/stopwords';
import type { SummaryLanguage } from '@/summarizer/types';

/** Titles share at least this many content words, and this share of the shorter title's. */
const MIN_SHARED_WORDS = 4;
const MIN_SHARED_SHARE = 0.5;

/** Runs of two or more capitalised words, lower-cased: "ennio morricone", "bill o’reilly". */
function namesIn(title: string): Set<string> {
  const names = new Set<string>();
  for (const match of title.matchAll(/\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)+/gu)) {
    // A sentence's capitalised opening word ("The Search Begins") is not part of a name.
    const words = match[0].split(/\s+/u).filter((w) => !STOPWORDS.has(w.toLowerCase()));
    if (words.length >= 2) names.add(words.join(' ').toLowerCase());
  }
  return names;
}

function stemsOf(title: string, language: SummaryLanguage): Set<string> {
  const stems = new Set<string>();
  for (const word of title.split(/[^\p{L}\p{N}'’]+/u)) {
    const stem = stemWord(word, language);
    if (stem !== null) stems.add(stem);
  }
  return stems;
}

/** Whether two titles tell one story: a shared name of two or more words and most of their words. */
export function sameStory(a: string, b: string, language: SummaryLanguage): boolean {
  const namesA = namesIn(a);
  if (![...namesIn(b)].some((name) => namesA.has(name))) return false;
  const stemsA = stemsOf(a, language);
  const stemsB = stemsOf(b, language);
  const shared = [...stemsA].filter((stem) => stemsB.has(stem)).length;
  return (
    shared >= MIN_SHARED_WORDS && shared >= MIN_SHARED_SHARE * Math.min(stemsA.size, stemsB.size)
  );
}

/**
 * Groups of posts (each group one title and its copies) joined when their titles tell one story
 * and they ran in different places: each result is the first group's posts, then the other
 * titles' posts. Order is kept: a story sits where its first title was.
 */
export function joinStories<T>(
  groups: readonly T[][],
  title: (item: T) => string,
  where: (item: T) => string | undefined,
  language: SummaryLanguage,
): { told: T[]; retold: T[] }[] {
  const stories: { told: T[]; retold: T[] }[] = [];
  for (const group of groups) {
    const first = group[0];
    if (first === undefined) continue;
    const story = stories.find(
      (s) =>
        where(s.told[0]!) !== where(first) && sameStory(title(s.told[0]!), title(first), language),
    );
    if (story) story.retold.push(...group);
    else stories.push({ told: [...group], retold: [] });
  }
  return stories;
}
