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
  replyUrl,
  type Writer,
} from '@/summarizer/digest/format';
import type { DigestVoice } from '@/summarizer/digest/i18n/types';
import type { Theme, ThemeUnit } from '@/summarizer/digest/themes';
import { cleanLine, titleRest } from '@/summarizer/digest/text';
import type { DigestItem, DigestReply } from '@/summarizer/digest/types';
import { countWords } from '@/summarizer/text/normalize';
import { stemWord } from '@/summarizer/text/stems';
import type { SummaryLanguage, Tone } from '@/summarizer/types';
import { ownSentences } from '@/summarizer/digest/quotes';
import { joinStories } from '@/summarizer/digest/same-story';
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
/** A quoted reply has at least this share of its theme's best reply's approval. */
const QUOTED_SHARE = 0.05;
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
export function refSuffix(
  w: Writer,
  item: DigestItem,
  where: string | undefined,
  also?: string,
): string {
  const parts = [
    ...(where !== undefined ? [escapeMarkdown(where)] : []),
    ...(also !== undefined ? [also] : []),
    ...figures(w, item, 1),
  ];
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/**
 * A title in a list is given whole up to this many words, as most are; a longer one is cut at its
 * first clause: a section of 40-word titles read as a wall of text.
 */
const LIST_TITLE_WORDS = 24;

/**
 * ": “…”" with what a long title says after the first sentence its line shows, once a page; else
 * nothing. A 45-word title cut to "CERN just shipped antimatter in a truck" lost its point.
 */
export function titleRestQuote(w: Writer, item: DigestItem, shown: Shown): string {
  const rest = item.title !== undefined ? titleRest(item.title, LIST_TITLE_WORDS) : undefined;
  if (rest === undefined || !fresh(shown, rest)) return '';
  const [open, close] = w.pack.quotes;
  return `: ${open}${escapeMarkdown(rest)}${close}`;
}

/** "[Title](url) (r/space, 9.5K upvotes)"; `also` is Markdown already (it holds links). */
export function itemLine(
  w: Writer,
  item: DigestItem,
  where: string | undefined,
  also?: string,
): string {
  return `${linked(itemName(w, item, LIST_TITLE_WORDS), item)}${refSuffix(w, item, where, also)}`;
}

/** The unit's sentences that name the theme come first; then its opening, up to a quote's length. */
function quoteOf(unit: ThemeUnit, theme: Theme, language: Writer['language']): string {
  const stems = theme.key.startsWith('link:') ? [] : theme.key.split(' ');
  // A community or a topic shares no words: any sentence of its posts says what they were about.
  const names = (s: string): boolean =>
    theme.community !== undefined ||
    theme.key.startsWith('topic:') ||
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

/** Beside a list line a quote is shorter: the post's sentences that fit this many words. */
const INLINE_QUOTE_WORDS = 30;

function inlineQuoteOf(unit: ThemeUnit, theme: Theme, language: Writer['language']): string {
  const whole = quoteOf(unit, theme, language);
  if (countWords(whole) <= INLINE_QUOTE_WORDS) return whole;
  let said = '';
  for (const s of whole.split(/(?<=[.!?…])\s+/u)) {
    if (said !== '' && countWords(said) + countWords(s) > INLINE_QUOTE_WORDS) break;
    said = said === '' ? s : `${said} ${s}`;
  }
  return countWords(said) <= INLINE_QUOTE_WORDS ? said : '';
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
  // A reply links its own comment where the platform gives it an address.
  const where = (text: string): string =>
    unit.reply !== undefined && /^https?:\/\//iu.test(unit.item.url)
      ? `[${text}](${replyUrl(w.platform, unit.item, unit.reply)})`
      : linked(text, unit.item);
  if (!known) return where(figure !== '' ? figure : w.pack.labels.open);
  const link = where(`**${escapeMarkdown(personName(w.platform, author))}**`);
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
  // A short opening ('Google "Reichsbürger".') takes the next sentence along: the reply's "it"
  // needs what the parent went on to say.
  const sentences = ownSentences(parent.text, []);
  if (sentences.length === 0) return '';
  let first = sentences[0]!;
  for (const next of sentences.slice(1)) {
    if (countWords(first) >= MIN_QUOTE_WORDS) break;
    first = `${first} ${next}`;
  }
  const who = knownAuthor(parent.author)
    ? escapeMarkdown(personName(w.platform, parent.author))
    : w.pack.stance.upvotedComment;
  // The reply answered was given as context once already, or says nothing on its own ("Thanks!"):
  // naming whom it answers is enough.
  shown.contexts ??= new Set();
  // A parent quoted on the page already ("Is Hardwick a Comcast shill now?" just above) is not
  // quoted again as the context of its answer.
  const quoted = sentences.some((sentence) => shown.sentences.has(comparable(sentence)));
  if (shown.contexts.has(parent) || quoted || countWords(first) < MIN_QUOTE_WORDS)
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
  /** Markdown naming, with links, the other accounts that posted an item's very words. */
  also?: ReadonlyMap<string, string>;
  shown: Shown;
}

/** "10 posts (33.4K upvotes)." in every language: the nouns carry the words. */
const TOPIC_COUNT = '{count} ({engagement}).';

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
  // A topic is the digest's grouping, not a line people took: its section just counts.
  const base =
    theme.community !== undefined
      ? w.pack.community.count
      : theme.key.startsWith('topic:')
        ? theme.name !== undefined
          ? w.pack.topicNamed
          : TOPIC_COUNT
        : voice.themeCount;
  const template = theme.engagement > 0 ? base : base.replace(/\s*\(\{engagement\}\)/u, '');
  lines.push(
    capitalize(
      fill(template, {
        count: countPhrase(w, theme, postNoun),
        community: escapeMarkdown(theme.community ?? ''),
        n: String(theme.named ?? 0),
        name: escapeMarkdown(theme.name ?? ''),
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
    // A topic is a reading list: its posts are named whatever their share of the leader's approval.
    .filter(
      (item, k) =>
        k === 0 ||
        theme.key.startsWith('topic:') ||
        (approvalOf.get(item.id) ?? 0) >= LISTED_SHARE * leader,
    )
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
  // A listing's section (titled posts, no replies) quotes each post beside its own line: a quote
  // set apart under five titles left readers guessing which post it came from, and a post counted
  // in "and 9 more" was quoted with no title at all.
  const inline = theme.replies.length === 0 && named.length > 0;
  const besides = new Map<string, string>();
  // A one-line punchline ("A Marxman.") is quoted only when no post has more to say.
  for (const minWords of inline ? [MIN_QUOTE_WORDS, 1] : [])
    for (const unit of theme.units) {
      if (besides.size >= detail.quotes || (minWords === 1 && besides.size > 0)) break;
      if (unit.kind !== 'item' || !named.includes(unit.item) || besides.has(unit.item.id)) continue;
      const text = inlineQuoteOf(unit, theme, w.language);
      if (text === '' || countWords(text) < minWords || !fresh(shown, text)) continue;
      const [open, close] = w.pack.quotes;
      besides.set(unit.item.id, `: ${open}${escapeMarkdown(text)}${close}`);
    }
  // Each copy stays one click away, named by where it was posted.
  const placeOf = (c: DigestItem): string =>
    linked(escapeMarkdown(ctx.where.get(c.id) ?? w.pack.labels.open), c);
  const stories = joinStories(
    [...byTitle.values()],
    (item) => cleanLine(item.title!),
    (item) => ctx.where.get(item.id),
    ctx.contentLanguage,
  );
  for (const { told, retold } of stories) {
    const [first, ...copies] = told;
    const times =
      copies.length > 0
        ? `, ${fill(w.pack.labels.postedTimes, { n: String(copies.length + 1) })}: ${copies.map(placeOf).join(', ')}`
        : '';
    // The same story under another title elsewhere: where, and how it did there.
    const elsewhere =
      retold.length > 0
        ? `, ${fill(w.pack.labels.alsoIn, {
            places: listOf(
              retold.map((c) => `${placeOf(c)} (${figures(w, c, 1).join(', ')})`),
              w.language,
            ),
          })}`
        : '';
    const quote = besides.get(first!.id) ?? titleRestQuote(w, first!, shown);
    lines.push(
      `- ${itemLine(w, first!, whereOf(first!), ctx.also?.get(first!.id))}${times}${elsewhere}${quote}`,
    );
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
  // A 1-upvote aside beside an 88-upvote reply is noise: replies far below the theme's best are
  // counted, not quoted, even when the best was quoted already (in the lead).
  const best = Math.max(0, ...theme.replies.map((u) => u.engagement));
  for (const minWords of inline ? [] : [MIN_QUOTE_WORDS, 1])
    for (const unit of units) {
      if (quotes.length >= detail.quotes || (minWords === 1 && quotes.length > 0)) break;
      if (quoted.has(unit)) continue;
      if (unit.kind === 'reply' && unit.engagement < QUOTED_SHARE * best) continue;
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
      lines.push(`- ${itemLine(w, item, whereOf(item), ctx.also?.get(item.id))}`);
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
