/**
 * The same words posted by several accounts of a network (@TwitterMoments, @UKMoments and
 * @MomentsAU each post "Jesse Tyler Ferguson sings…"): one story, told once under the account
 * whose copy was most engaged, naming the others; the copies stay out of themes and lists.
 */
import { byEngagement } from '@/summarizer/digest/numbers';
import { escapeMarkdown } from '@/summarizer/compose/compose';
import { fill, linked, listOf, personName, type Writer } from '@/summarizer/digest/format';
import { cleanLine, cleanText } from '@/summarizer/digest/text';
import type { DigestItem, DigestPlatform } from '@/summarizer/digest/types';

/** Openings shorter than this ("Good morning!") are shared by chance, not copied. */
const MIN_OPENING_CHARS = 24;
const OPENING_CHARS = 60;

function opening(item: DigestItem): string {
  return cleanText(item.text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, OPENING_CHARS);
}

export interface Echoes {
  /** Items that repeat a more engaged item's words. */
  copies: Set<string>;
  /** For the item told, the other posts of the same words, most engaged first. */
  alsoBy: Map<string, DigestItem[]>;
}

/** Untitled posts of different authors that open with the same words. */
export function echoes(platform: DigestPlatform, items: readonly DigestItem[]): Echoes {
  const copies = new Set<string>();
  const alsoBy = new Map<string, DigestItem[]>();
  const byOpening = new Map<string, DigestItem[]>();
  for (const item of byEngagement(platform, items)) {
    if (item.title !== undefined && cleanLine(item.title) !== '') continue;
    const key = opening(item);
    if (key.length < MIN_OPENING_CHARS) continue;
    byOpening.set(key, [...(byOpening.get(key) ?? []), item]);
  }
  for (const [first, ...rest] of byOpening.values()) {
    const author = cleanLine(first!.author).toLowerCase();
    const others = rest.filter((i) => cleanLine(i.author).toLowerCase() !== author);
    if (others.length === 0) continue;
    for (const copy of others) copies.add(copy.id);
    alsoBy.set(first!.id, others);
  }
  return { copies, alsoBy };
}

/** Copies named one by one, each linked; past this many they are counted. */
const NAMED_COPIES = 5;

/** "also posted by [@UKMoments](url) and [@MomentsAU](url)": each copy one click away. */
export function alsoPostedBy(w: Writer, copies: readonly DigestItem[]): string {
  const names = copies
    .slice(0, NAMED_COPIES)
    .map((c) => linked(escapeMarkdown(personName(w.platform, cleanLine(c.author))), c));
  const rest = copies.length - names.length;
  const authors =
    rest > 0 ? [...names, fill(w.pack.labels.moreAccounts, { n: String(rest) })] : names;
  return fill(w.pack.labels.alsoBy, { authors: listOf(authors, w.language) });
}
