/**
 * Theme counts checked against the themes the writer grouped. A digest result that exposes its
 * themes ({label, itemIds, replyCount?}) is read section by section: each theme's section is found
 * by its label, else by the links to its items, and every count of items or replies stated in its
 * prose must be the true count of what the theme grouped. Figures of one item ("· 459 comments",
 * "(1.2K upvotes, 80 comments)") are the item's own and are not theme counts.
 */
import type { DigestFeed } from '@/summarizer/digest/types';
import {
  isHeading,
  linkTargets,
  plainText,
  sameAddress,
  visibleLines,
} from '@/summarizer/quality/markdown-lines';
import { agrees, statedCounts, type StatedCount } from '@/summarizer/quality/stated-counts';

export interface ThemeGroup {
  label: string;
  itemIds: readonly string[];
  /** Replies that took the theme's line, when the writer counts them. */
  replyCount?: number;
}

/** The themes a digest result exposes, when it does and they have the expected shape. */
export function exposedThemes(result: object): ThemeGroup[] | undefined {
  const themes: unknown = (result as { themes?: unknown }).themes;
  if (!Array.isArray(themes)) return undefined;
  return themes.flatMap((t: unknown): ThemeGroup[] => {
    if (typeof t !== 'object' || t === null) return [];
    const { label, itemIds, replyCount } = t as Record<string, unknown>;
    if (typeof label !== 'string' || !Array.isArray(itemIds)) return [];
    return [
      {
        label,
        itemIds: itemIds.map(String),
        ...(typeof replyCount === 'number' ? { replyCount } : {}),
      },
    ];
  });
}

interface Section {
  heading: string;
  lines: string[];
}

/** Sections below the digest's title: each heading with the lines up to the next heading. */
function sections(markdown: string): Section[] {
  const out: Section[] = [];
  for (const line of visibleLines(markdown)) {
    if (isHeading(line)) out.push({ heading: line, lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out.slice(1);
}

function labelKey(text: string): string {
  return plainText(text)
    .replace(/^(?:[IVXLC]+|\d+)\.\s+/u, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .toLowerCase();
}

function sectionOf(theme: ThemeGroup, feed: DigestFeed, all: Section[]): Section | undefined {
  const label = labelKey(theme.label);
  // "API" is the heading of its own section before it is a word of "Twitter API".
  const byLabel =
    all.find((s) => label !== '' && labelKey(s.heading) === label) ??
    all.find((s) => label !== '' && labelKey(s.heading).includes(label));
  if (byLabel !== undefined) return byLabel;
  const urls = new Set(
    feed.items.filter((i) => theme.itemIds.includes(i.id)).map((i) => sameAddress(i.url)),
  );
  let best: Section | undefined;
  let most = 0;
  for (const s of all) {
    const hits = linkTargets(s.lines.join('\n')).filter((t) => urls.has(sameAddress(t))).length;
    if (hits > most) [best, most] = [s, hits];
  }
  return best;
}

/** Counts stated as a section's prose (not an item's figures). */
function proseCounts(section: Section): StatedCount[] {
  return [section.heading, ...section.lines]
    .flatMap((line) => statedCounts(plainText(line)))
    .filter((c) => !c.inFigures);
}

export interface ThemeCountCheck {
  /** Stated theme counts compared with the grouped themes. */
  checked: number;
  wrong: { theme: string; stated: string; truth: number }[];
  /** Theme counts the text states that nothing exposed could confirm. */
  unchecked: number;
}

export function themeCounts(
  feed: DigestFeed,
  markdown: string,
  themes: readonly ThemeGroup[] | undefined,
): ThemeCountCheck {
  const all = sections(markdown);
  if (themes === undefined)
    return { checked: 0, wrong: [], unchecked: all.flatMap(proseCounts).length };
  const result: ThemeCountCheck = { checked: 0, wrong: [], unchecked: 0 };
  const matched = new Set<Section>();
  for (const theme of themes) {
    const section = sectionOf(theme, feed, all);
    if (section === undefined) continue;
    matched.add(section);
    for (const count of proseCounts(section)) {
      const truth = count.counts === 'items' ? theme.itemIds.length : theme.replyCount;
      if (truth === undefined) {
        result.unchecked++;
        continue;
      }
      result.checked++;
      if (!agrees(count, truth))
        result.wrong.push({ theme: theme.label, stated: count.text, truth });
    }
  }
  for (const s of all) if (!matched.has(s)) result.unchecked += proseCounts(s).length;
  return result;
}
