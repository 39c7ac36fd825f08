/**
 * Related items grouped into stories: near-duplicates (reposts, cross-posts) merge into their most
 * engaged copy, then items join the first, most engaged story whose leading item they resemble
 * (tf-idf cosine of title and opening), so a story is led by its biggest item and stories come in
 * order of engagement.
 */
import { byEngagement } from '@/summarizer/digest/numbers';
import { cleanLine, cleanText } from '@/summarizer/digest/text';
import type { DigestItem, DigestPlatform } from '@/summarizer/digest/types';
import { dedupe, matchKey } from '@/summarizer/engine/dedup';
import { cosine, tfidfVectors } from '@/summarizer/engine/graph';
import { contentTerms } from '@/summarizer/text/terms';

export interface Story {
  leader: DigestItem;
  /** Other items on the same subject, most engaged first. */
  related: DigestItem[];
  /** Near-copies of the leader or of a related item, counted rather than shown. */
  similar: DigestItem[];
}

/** A post's subject shows in its title and opening lines. */
const OPENING_CHARS = 400;
/**
 * Cosines of tf-idf vectors above which two items are about the same thing: their subjects (titles)
 * alike, or their openings alike while their subjects share at least a word.
 */
const SAME_SUBJECT = 0.3;
const SAME_OPENING = 0.3;

function storyText(item: DigestItem): string {
  const title = item.title !== undefined ? cleanLine(item.title) : '';
  return `${title}\n${cleanText(item.text).slice(0, OPENING_CHARS)}`.trim();
}

/**
 * What two items are compared on: the title when there is one (bodies share stock phrases that
 * would tie unrelated posts together), else the opening of the text.
 */
function subjectText(item: DigestItem): string {
  const title = item.title !== undefined ? cleanLine(item.title) : '';
  return title !== '' ? title : cleanText(item.text).slice(0, OPENING_CHARS);
}

function titleKey(item: DigestItem): string {
  return item.title !== undefined ? matchKey(cleanLine(item.title)) : '';
}

export function groupStories(platform: DigestPlatform, items: readonly DigestItem[]): Story[] {
  const ranked = byEngagement(platform, items);
  const texts = ranked.map(storyText);
  const { representative } = dedupe(
    texts,
    ranked.map((_, i) => ranked.length - i),
  );
  const subjects = tfidfVectors(ranked.map((item) => contentTerms(subjectText(item)))).vectors;
  const openings = tfidfVectors(texts.map((t) => contentTerms(t))).vectors;
  const same = (i: number, j: number): boolean => {
    const subject = cosine(subjects[i]!, subjects[j]!);
    // Alike openings count only when the subjects share a word: stock phrases alone do not.
    return (
      subject >= SAME_SUBJECT || (subject > 0 && cosine(openings[i]!, openings[j]!) >= SAME_OPENING)
    );
  };
  const stories: Story[] = [];
  const storyOf = new Map<number, Story>();
  const leaderIndex: number[] = [];
  ranked.forEach((item, i) => {
    if (texts[i] === '') return;
    const rep = representative[i]!;
    if (rep !== i) {
      storyOf.get(rep)?.similar.push(item);
      if (storyOf.has(rep)) storyOf.set(i, storyOf.get(rep)!);
      return;
    }
    let home: Story | undefined;
    for (const [k, story] of stories.entries()) {
      if (same(i, leaderIndex[k]!)) {
        home = story;
        break;
      }
    }
    if (home) {
      // The same title again (a repost with other words under it) is a copy, not another item.
      const key = titleKey(item);
      const copy =
        key !== '' && [home.leader, ...home.related].some((other) => titleKey(other) === key);
      (copy ? home.similar : home.related).push(item);
    } else {
      home = { leader: item, related: [], similar: [] };
      stories.push(home);
      leaderIndex.push(i);
    }
    storyOf.set(i, home);
  });
  return stories;
}
