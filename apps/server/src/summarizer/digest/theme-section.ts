/**
 * One theme written as a section: a short label, how many posts and replies took that line with
 * their approval, the posts themselves (with where they came from), the quotes that show the line
 * best (whole sentences, author, figure and link with each) and the strongest reply against it.
 */
import { escapeMarkdown } from '@/summarizer/compose/compose';
import {
  capitalize,
  counted,
  figures,
  fill,
  itemName,
  linked,
  listOf,
  personName,
  type Writer,
} from '@/summarizer/digest/format';
import type { DigestVoice } from '@/summarizer/digest/i18n/types';
import type { Theme, ThemeUnit } from '@/summarizer/digest/themes';
import { cleanLine } from '@/summarizer/digest/text';
import type { DigestItem, DigestReply } from '@/summarizer/digest/types';
import { countWords } from '@/summarizer/text/normalize';
import { stemWord } from '@/summarizer/text/stems';
import type { SummaryLanguage, Tone } from '@/summarizer/types';
import { ownSentences } from '@/summarizer/digest/quotes';
import { strongestDissent, type Stance } from '@/summarizer/digest/stance';

/** How much each tone shows per theme: professional is compact, the others give more. */
export const THEME_DETAIL: Readonly<Record<Tone, { quotes: number }>> = {
  professional: { quotes: 2 },
  engaging: { quotes: 3 },
  creative: { quotes: 3 },
};
/** A theme's posts are all named (a line each), up to this many. */
const LISTED_POSTS = 5;
/** A post is listed when it has at least this share of its theme's leading post's approval. */
const LISTED_SHARE = 0.05;

const QUOTE_WORDS = 45;
/** Fewer words than this rarely say anything without the reply they answer. */
const MIN_QUOTE_WORDS = 5;
const MIN_TOP_QUOTE_WORDS = 3;

/** What a page has shown already: items (for the top-five guarantee) and sentences (never twice). */
export interface Shown {
  items: Set<string>;
  sentences: Set<string>;
  /** Replies whose opening was shown as the context of a reply to them: said once a page. */
  contexts?: Set<DigestReply>;
}

export function comparable(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "r/space", "@nasa" or nothing, then the item's leading figure: "(r/space, 24.8K upvotes)". */
export function refSuffix(w: Writer, item: DigestItem, where: string | undefined): string {
  const parts = [...(where !== undefined ? [escapeMarkdown(where)] : []), ...figures(w, item, 1)];
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** A title in a list is given whole up to this many words: a cut title hides what the post is. */
const LIST_TITLE_WORDS = 40;

export function itemLine(w: Writer, item: DigestItem, where: string | undefined): string {
  return `${linked(itemName(w, item, LIST_TITLE_WORDS), item)}${refSuffix(w, item, where)}`;
}

/** The unit's sentences that name the theme come first; then its opening, up to a quote's length. */
function quoteOf(unit: ThemeUnit, theme: Theme, language: Writer['language']): string {
  const stems = theme.key.startsWith('link:') ? [] : theme.key.split(' ');
  // A community shares no words: any sentence of its posts says what they were about.
  const names = (s: string): boolean =>
    theme.community !== undefined ||
    stems.some((stem) =>
      s.split(/[^\p{L}\p{N}'’-]+/u).some((word) => stemWord(word, language) === stem),
    );
  // A post is quoted where it names the theme; a reply from where it takes the theme up, in its
  // own order (its opening "Same here." leans on words not shown).
  const first = unit.sentences.findIndex(names);
  const ordered =
    unit.kind === 'item' ? unit.sentences.filter(names) : unit.sentences.slice(Math.max(0, first));
  let said = '';
  for (const s of ordered) {
    if (said !== '' && countWords(said) + countWords(s) > QUOTE_WORDS) break;
    if (said === '' && countWords(s) > QUOTE_WORDS * 1.5) continue;
    said = said === '' ? s : `${said} ${s}`;
  }
  return said;
}

function attribution(w: Writer, unit: ThemeUnit): string {
  const author = cleanLine(unit.reply?.author ?? unit.item.author);
  // A deleted account names nobody: the quote keeps its number and link only.
  const known = author !== '' && !/^\[(?:deleted|removed)\]$/iu.test(author);
  const noun =
    w.platform === 'reddit'
      ? w.pack.nouns.upvote
      : w.platform === 'telegram'
        ? w.pack.nouns.reaction
        : w.pack.nouns.like;
  const figure = unit.engagement > 0 ? counted(w.language, unit.engagement, noun) : '';
  if (!known) return linked(figure !== '' ? figure : w.pack.labels.open, unit.item);
  const link = linked(`**${escapeMarkdown(personName(w.platform, author))}**`, unit.item);
  return figure !== '' ? `${link}, ${figure}` : link;
}

/** How a dissent was found, said beside it: whom it contradicts, or how it was voted. */
function howAgainst(w: Writer, against: { unit: ThemeUnit; stance: Stance }): string {
  const { unit, stance } = against;
  if (stance.kind === 'minority') return w.pack.stance.minority;
  if (stance.kind === 'downvoted')
    return fill(w.pack.stance.downvoted, {
      score: String(stance.score),
      parentKind:
        unit.parent !== undefined ? w.pack.stance.upvotedComment : w.pack.stance.upvotedPost,
    });
  const parent =
    unit.parent !== undefined && knownAuthor(unit.parent.author)
      ? escapeMarkdown(personName(w.platform, unit.parent.author))
      : w.pack.stance.post;
  return fill(w.pack.stance.contradicts, { parent });
}

function knownAuthor(author: string): boolean {
  const name = cleanLine(author);
  return name !== '' && !/^\[(?:deleted|removed)\]$/iu.test(name);
}

/** Words of the answered reply that say what it was: its opening sentence, cut short. */
const CONTEXT_WORDS = 12;

/** ", in reply to u/x: “its opening…”": what a reply to another reply answered. */
function replyContext(w: Writer, unit: ThemeUnit, shown: Shown): string {
  const parent = unit.parent;
  if (parent === undefined) return '';
  const first = ownSentences(parent.text, [])[0];
  if (first === undefined) return '';
  const who = knownAuthor(parent.author)
    ? escapeMarkdown(personName(w.platform, parent.author))
    : w.pack.stance.upvotedComment;
  // The reply answered was quoted once already, or says nothing on its own ("Thanks!"): naming
  // whom it answers is enough.
  shown.contexts ??= new Set();
  if (shown.contexts.has(parent) || countWords(first) < MIN_QUOTE_WORDS)
    return `, ${fill(w.pack.stance.inReplyTo, { parent: who })}`;
  shown.contexts.add(parent);
  const words = first.split(/\s+/u);
  const gist = words.length > CONTEXT_WORDS ? `${words.slice(0, CONTEXT_WORDS).join(' ')}…` : first;
  const [open, close] = w.pack.quotes;
  return `, ${fill(w.pack.stance.inReplyTo, { parent: who })}: ${open}${escapeMarkdown(gist)}${close}`;
}

function quoteLine(w: Writer, unit: ThemeUnit, text: string, shown: Shown): string {
  const [open, close] = w.pack.quotes;
  return `> ${open}${escapeMarkdown(text)}${close} — ${attribution(w, unit)}${replyContext(w, unit, shown)}`;
}

/** A word written twice in a row ("TRIGGER TRIGGER") reads as a glitch in a quote. */
const STUTTER = /(?<![\p{L}\p{N}])(\p{L}{4,})\s+\1(?![\p{L}\p{N}])/iu;

/** Offers a quote once: the same sentence is never printed twice on a page. */
function fresh(shown: Shown, text: string): boolean {
  if (STUTTER.test(text)) return false;
  const keys = text.split(/(?<=[.!?…])\s+/u).map(comparable);
  if (keys.some((k) => shown.sentences.has(k))) return false;
  for (const k of keys) shown.sentences.add(k);
  return true;
}

export interface SectionContext {
  w: Writer;
  /** The language the posts are written in (their words are stemmed in it). */
  contentLanguage: SummaryLanguage;
  voice: DigestVoice;
  tone: Tone;
  where: ReadonlyMap<string, string>;
  shown: Shown;
}

export function countPhrase(w: Writer, theme: Theme, postNoun: 'post' | 'video'): string {
  const replyNoun = w.platform === 'reddit' || w.platform === 'youtube' ? 'comment' : 'reply';
  const parts: string[] = [];
  if (theme.items.length > 0)
    parts.push(counted(w.language, theme.items.length, w.pack.nouns[postNoun]));
  if (theme.replies.length > 0)
    parts.push(counted(w.language, theme.replies.length, w.pack.nouns[replyNoun]));
  return listOf(parts, w.language);
}

export function themeSection(
  ctx: SectionContext,
  theme: Theme,
  postNoun: 'post' | 'video',
): string[] {
  const { w, voice, shown } = ctx;
  const detail = THEME_DETAIL[ctx.tone];
  const lines = [`### ${escapeMarkdown(capitalize(theme.label, w.language))}`, ''];
  const noun =
    w.platform === 'reddit'
      ? w.pack.nouns.upvote
      : w.platform === 'telegram'
        ? w.pack.nouns.reaction
        : w.pack.nouns.like;
  const base = theme.community !== undefined ? w.pack.community.count : voice.themeCount;
  const template = theme.engagement > 0 ? base : base.replace(/\s*\(\{engagement\}\)/u, '');
  lines.push(
    capitalize(
      fill(template, {
        count: countPhrase(w, theme, postNoun),
        community: escapeMarkdown(theme.community ?? ''),
        engagement: counted(w.language, theme.engagement, noun),
      }),
      w.language,
    ),
    '',
  );
  // Under a community's heading, its posts need not say where they came from again.
  const whereOf = (item: DigestItem): string | undefined =>
    theme.community !== undefined ? undefined : ctx.where.get(item.id);
  // Titled posts are named in a list; an untitled one is named by its quote, or listed after.
  const titled = (item: DigestItem): boolean =>
    item.title !== undefined && cleanLine(item.title) !== '';
  // Posts far below the theme's leader are counted, not listed: a 9-upvote question beside a
  // 2.6K one is space taken from what mattered.
  const approvalOf = new Map(
    theme.units.filter((u) => u.kind === 'item').map((u) => [u.item.id, u.engagement]),
  );
  const leader = approvalOf.get(theme.items[0]?.id ?? '') ?? 0;
  const titleKey = (item: DigestItem): string => comparable(cleanLine(item.title ?? ''));
  const worth = theme.items
    .filter((item, k) => k === 0 || (approvalOf.get(item.id) ?? 0) >= LISTED_SHARE * leader)
    .slice(0, LISTED_POSTS);
  // A copy of a listed title (a crosspost) is linked beside it, however little it was engaged.
  const worthTitles = new Set(worth.filter(titled).map(titleKey));
  const listed = theme.items.filter(
    (item) => worth.includes(item) || (titled(item) && worthTitles.has(titleKey(item))),
  );
  const unlisted = theme.items.length - listed.length;
  const named = listed.filter(titled);
  // The same title again (a crosspost, a repost) is listed once, saying how often it was posted.
  const byTitle = new Map<string, DigestItem[]>();
  for (const item of named) {
    shown.items.add(item.id);
    const key = comparable(cleanLine(item.title!));
    byTitle.set(key, [...(byTitle.get(key) ?? []), item]);
  }
  for (const [first, ...copies] of byTitle.values()) {
    // Each copy stays one click away, named by where it was posted.
    const elsewhere = copies
      .map((c) => linked(escapeMarkdown(ctx.where.get(c.id) ?? w.pack.labels.open), c))
      .join(', ');
    const times =
      copies.length > 0
        ? `, ${fill(w.pack.labels.postedTimes, { n: String(copies.length + 1) })}: ${elsewhere}`
        : '';
    lines.push(`- ${itemLine(w, first!, whereOf(first!))}${times}`);
  }
  if (named.length > 0 && unlisted > 0)
    lines.push(`- ${fill(w.pack.labels.moreItems, { n: String(unlisted) })}`);
  if (named.length > 0) lines.push('');
  // The leading post says what the line is, then the replies say what people made of it.
  const posts = theme.units.filter((u) => u.kind === 'item');
  const units = [...posts.slice(0, 1), ...theme.replies, ...posts.slice(1)];
  const quotes: string[] = [];
  const quoted = new Set<ThemeUnit>();
  // A one-line "Android" or "Found it!" says nothing on its own: short replies are quoted only
  // when the theme has nothing longer.
  for (const minWords of [MIN_QUOTE_WORDS, 1])
    for (const unit of units) {
      if (quotes.length >= detail.quotes || (minWords === 1 && quotes.length > 0)) break;
      if (quoted.has(unit)) continue;
      const text = quoteOf(unit, theme, w.language);
      // The theme's most approved reply may be short ("PS - Team Mystic"): it is quoted anyway.
      const least = unit === theme.replies[0] ? MIN_TOP_QUOTE_WORDS : minWords;
      if (text === '' || countWords(text) < least || !fresh(shown, text)) continue;
      quotes.push(quoteLine(w, unit, text, shown));
      quoted.add(unit);
      shown.items.add(unit.item.id);
    }
  if (quotes.length > 0) lines.push(quotes.join('\n>\n'), '');
  const unquoted = listed.filter((item) => !titled(item) && !shown.items.has(item.id));
  if (unquoted.length > 0) {
    // The same words posted by several accounts (a network of regional accounts) are counted.
    const said = [...shown.sentences];
    let same = 0;
    for (const item of unquoted) {
      shown.items.add(item.id);
      const opening = comparable(cleanLine(item.text)).slice(0, 60);
      if (opening !== '' && said.some((k) => k.startsWith(opening) || opening.startsWith(k))) {
        same++;
        continue;
      }
      said.push(opening);
      lines.push(`- ${itemLine(w, item, whereOf(item))}`);
    }
    if (same > 0) lines.push(`- ${fill(w.pack.labels.sameWords, { n: String(same) })}`);
    lines.push('');
  }
  const against = strongestDissent(theme.replies, ctx.contentLanguage, quoted);
  if (against) {
    const text = quoteOf(against.unit, theme, w.language);
    if (text !== '' && countWords(text) >= MIN_QUOTE_WORDS && fresh(shown, text)) {
      const [open, close] = w.pack.quotes;
      lines.push(
        `**${w.pack.labels.dissent}** ${howAgainst(w, against)} ${open}${escapeMarkdown(text)}${close} — ${attribution(w, against.unit)}`,
        '',
      );
    }
  }
  return lines;
}
