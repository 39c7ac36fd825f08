/**
 * What `npm run eval -- digest` measures on a digest, read from its Markdown as a reader sees it:
 * whether the top items are there with their figures, whether stated counts agree with the
 * statistics, whether headings are real phrases, whether lines repeat, whether entities leaked,
 * and whether the lead names one of the biggest items.
 */
import { escapeMarkdown } from '@/summarizer/compose/compose';
import { itemUrl } from '@/summarizer/digest/format';
import { DIGEST_PACKS } from '@/summarizer/digest/i18n/packs';
import { formatCount, metricValue, PLATFORM_METRICS, topItems } from '@/summarizer/digest/numbers';
import { cleanLine } from '@/summarizer/digest/text';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';
import { matchKey } from '@/summarizer/engine/dedup';
import { countWords } from '@/summarizer/text/normalize';
import { contentTerms } from '@/summarizer/text/terms';

function lines(markdown: string): string[] {
  return markdown.split('\n').filter((l) => l.trim() !== '');
}

function leadingFigure(feed: DigestFeed, item: DigestItem): string | null {
  const key = PLATFORM_METRICS[feed.platform].find((k) => metricValue(item, k) > 0);
  return key === undefined ? null : formatCount(metricValue(item, key), feed.language);
}

/** How a line can be recognised as naming the item: its linked address, else its author in bold. */
function marker(item: DigestItem): string {
  return /^https?:\/\//iu.test(item.url)
    ? `${itemUrl(item)})`
    : `**${escapeMarkdown(cleanLine(item.author))}**`;
}

/** Share of the five most-engaged items shown on a line with their leading figure (1 if none). */
export function topCoverage(feed: DigestFeed, markdown: string): number {
  const top = topItems(feed.platform, feed.items, 5);
  if (top.length === 0) return 1;
  const all = lines(markdown);
  const covered = top.filter((item) => {
    const figure = leadingFigure(feed, item);
    return all.some((l) => l.includes(marker(item)) && (figure === null || l.includes(figure)));
  });
  return covered.length / top.length;
}

/** The lead's "N posts|messages|videos" says the number of items the statistics show. */
export function countsConsistent(feed: DigestFeed, markdown: string): boolean {
  const nouns = DIGEST_PACKS[feed.language].nouns;
  const forms = [nouns.post, nouns.message, nouns.video]
    .flatMap((f) => Object.values(f))
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  const pattern = new RegExp(`(\\d[\\d.,\\s]*[KM]?) (?:${forms.join('|')})(?![\\p{L}])`, 'gu');
  const expected = formatCount(feed.items.length, feed.language);
  // "2 publications similaires" counts near-copies, not the feed's items.
  const similar = Object.values(nouns.similar).sort((a, b) => b.length - a.length);
  // The totals are the lead's first sentence; later counts are of a theme's posts, checked apart.
  const leadLine =
    markdown.split('\n').find((l) => l.trim() !== '' && !/^(?:#|\*[^*])/u.test(l)) ?? '';
  let text = leadLine.split(/(?<=[.!?])\s/u)[0] ?? '';
  for (const form of similar) text = text.split(` ${form}`).join(' ·');
  return [...text.matchAll(pattern)].every((m) => m[1]!.trim() === expected);
}

const CONJUNCTIONS = 'and|y|und|et|и|e|or';
const KEYWORD_LIST = new RegExp(
  `^[\\p{L}\\p{N}'’-]+(?:, [\\p{L}\\p{N}'’-]+)+,? (?:${CONJUNCTIONS}) [\\p{L}\\p{N}'’-]+$`,
  'u',
);

/**
 * "Weight, model, and open": three or more single words glued by commas and a conjunction. Two
 * words and a conjunction ("Decisions and plans") are an ordinary phrase.
 */
export function isKeywordList(heading: string): boolean {
  const bare = heading
    .replace(/^#+\s*/u, '')
    .replace(/^(?:[IVXLC]+\.|\d+\.)\s*/u, '')
    .replace(/[\p{Extended_Pictographic}\uFE0F\u200D]/gu, '')
    .trim();
  return KEYWORD_LIST.test(bare);
}

export function headings(markdown: string): string[] {
  return lines(markdown).filter((l) => /^#{2,4}\s/u.test(l));
}

/** Quoted lines (blockquotes and list entries) with links and names removed, as a reader compares them. */
function quotedLines(markdown: string): string[] {
  return lines(markdown)
    .filter((l) => /^(?:>|-)\s*\S/u.test(l))
    .map((l) =>
      matchKey(
        l
          .replace(/^[>-]\s*/u, '')
          .replace(/\[[^\]]*\]\([^)]*\)/gu, ' ')
          .replace(/\*\*[^*]+\*\*/gu, ' ')
          .replace(/\([^)]*\)/gu, ' '),
      ),
    )
    .filter((key) => key.split(' ').length >= 4);
}

/** The content words of a line (stop words out, stemmed), as the engine compares sentences. */
function termSet(key: string): Set<string> {
  return new Set(contentTerms(key));
}

/** True when two quoted lines say the same thing (the same content words, give or take one in five). */
export function hasNearDuplicateLines(markdown: string): boolean {
  const sets = quotedLines(markdown)
    .map(termSet)
    .filter((set) => set.size >= 3);
  for (let i = 0; i < sets.length; i++)
    for (let j = i + 1; j < sets.length; j++) {
      const a = sets[i]!;
      const b = sets[j]!;
      let common = 0;
      for (const w of a) if (b.has(w)) common++;
      if (common / (a.size + b.size - common) >= 0.8) return true;
    }
  return false;
}

export function hasRawEntities(markdown: string): boolean {
  return /&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,7});/iu.test(markdown);
}

/** The lead (first paragraph after the title) links one of the three most-engaged items. */
export function leadNamesTop(feed: DigestFeed, markdown: string): boolean {
  const lead = lines(markdown).find((l) => !l.startsWith('#')) ?? '';
  return topItems(feed.platform, feed.items, 3).some((item) => lead.includes(marker(item)));
}

/** Words a reader reads: link targets do not count. */
export function readingWords(markdown: string): number {
  return countWords(markdown.replace(/\]\([^)]*\)/gu, ']'));
}

/** Share of lines two digests have in common (0: nothing alike, 1: the same text). */
export function sharedLines(a: string, b: string): number {
  const la = new Set(lines(a));
  const lb = new Set(lines(b));
  let common = 0;
  for (const l of la) if (lb.has(l)) common++;
  return common / Math.max(1, la.size + lb.size - common);
}
