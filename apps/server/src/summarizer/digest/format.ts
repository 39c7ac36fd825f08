/**
 * The small pieces every digest is written with: filled templates, counted nouns, numbers as the
 * app shows them, item references with their figures, and quotes in the language's marks. Quoted
 * text is only escaped, never reworded.
 */
import { atUsername } from '@socialpulse/contract';
import { escapeMarkdown, pointUrl } from '@/summarizer/compose/compose';
import type { DigestPack, NounKey, PluralForms } from '@/summarizer/digest/i18n/types';
import {
  formatCount,
  metricValue,
  PLATFORM_METRICS,
  type MetricKey,
} from '@/summarizer/digest/numbers';
import { cleanLine, cleanText, shortenTitle, standaloneSentences } from '@/summarizer/digest/text';
import { countWords } from '@/summarizer/text/normalize';
import type { DigestItem, DigestPlatform, DigestReply } from '@/summarizer/digest/types';
import type { SummaryLanguage } from '@/summarizer/types';

export interface Writer {
  pack: DigestPack;
  language: SummaryLanguage;
  platform: DigestPlatform;
}

export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/gu, (whole, key: string) => values[key] ?? whole);
}

/** The first letter upper-cased, past any leading markup ("**matchmaking…" → "**Matchmaking…"). */
export function capitalize(text: string, language: SummaryLanguage): string {
  // A community or a handle is written as its platform writes it ("r/gifs", "@nasa").
  if (/^[^\p{L}\p{N}]*(?:[ru]\/|@)/u.test(text)) return text;
  return text.replace(
    /^([^\p{L}\p{N}]*)(\p{L})/u,
    (_, markup: string, letter: string) => markup + letter.toLocaleUpperCase(language),
  );
}

/** A filled template as a sentence: capitalised, unless it opens with a name ("r/space", a channel). */
export function sentence(
  template: string,
  values: Readonly<Record<string, string>>,
  language: SummaryLanguage,
): string {
  const filled = fill(template, values);
  const opensWithName = template.startsWith('{source}') || template.startsWith('{author}');
  return opensWithName ? filled : capitalize(filled, language);
}

export function listOf(parts: readonly string[], language: SummaryLanguage): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(parts);
}

/** "24.8K upvotes": the plural form chosen on the figure as shown (24,800), not on "24.8". */
export function counted(language: SummaryLanguage, n: number, forms: PluralForms): string {
  const shown = formatCount(n, language);
  const rule = new Intl.PluralRules(language).select(n >= 1000 ? Math.round(n) : n);
  return `${shown} ${forms[rule] ?? forms.other}`;
}

/** The same after a preposition that governs another case ("mit 35 Beiträgen", "от 4 человек"). */
export function countedAfter(w: Writer, n: number, key: NounKey): string {
  return counted(w.language, n, w.pack.governed[key] ?? w.pack.nouns[key]);
}

export const METRIC_NOUNS: Readonly<Record<DigestPlatform, Record<MetricKey, NounKey>>> = {
  reddit: { score: 'upvote', likes: 'like', comments: 'comment', views: 'view', shares: 'repost' },
  twitter: { score: 'like', likes: 'like', comments: 'reply', views: 'view', shares: 'repost' },
  telegram: {
    score: 'reaction',
    likes: 'reaction',
    comments: 'reply',
    views: 'view',
    shares: 'repost',
  },
  youtube: { score: 'like', likes: 'like', comments: 'comment', views: 'view', shares: 'repost' },
};

/** The item's figures that are not zero, leading counter first: ["24.8K upvotes", "1.2K comments"]. */
export function figures(w: Writer, item: DigestItem, limit = 4): string[] {
  return PLATFORM_METRICS[w.platform]
    .filter((key) => metricValue(item, key) > 0)
    .slice(0, limit)
    .map((key) =>
      counted(w.language, metricValue(item, key), w.pack.nouns[METRIC_NOUNS[w.platform][key]]),
    );
}

export function quoted(w: Writer, text: string): string {
  const [open, close] = w.pack.quotes;
  return `${open}${escapeMarkdown(text)}${close}`;
}

/** How an item is named: its title, else the first sentence that stands alone, in quotes. */
export function itemName(w: Writer, item: DigestItem, maxWords?: number): string {
  const title = item.title !== undefined ? cleanLine(item.title) : '';
  if (title !== '') return escapeMarkdown(shortenTitle(title, maxWords));
  return keyPhrase(item) !== ''
    ? quoted(w, shortenTitle(keyPhrase(item), maxWords))
    : escapeMarkdown(item.author);
}

/** Fewer words than this ("Liftoff!") do not say what a post is about. */
const MIN_PHRASE_WORDS = 4;

/** An untitled item's phrase: its first sentence that stands alone, with the next if too short. */
export function keyPhrase(item: DigestItem): string {
  const sentences = standaloneSentences(item.text);
  const [first, second] = sentences;
  if (first === undefined) return cleanText(item.text).replace(/\s*\n\s*/gu, ' ');
  return countWords(first) < MIN_PHRASE_WORDS && second !== undefined && !second.startsWith(first)
    ? `${first} ${second}`
    : first;
}

export function itemUrl(item: DigestItem): string {
  return pointUrl({ url: item.url, itemId: item.id });
}

const REDDIT_THREAD =
  /^(https:\/\/(?:www\.|old\.)?reddit\.com\/r\/[^/]+\/comments\/[a-z0-9]+)(?:\/([^/?#]+))?/iu;
const YOUTUBE_VIDEO = /^https:\/\/(?:www\.)?youtube\.com\/watch\?v=[\w-]+$/u;

/**
 * Where one reply can be read: its own comment on Reddit (the thread's address and the comment's
 * id) and on YouTube (the video with `lc`, which opens it highlighted), else its item's address.
 * Every quote of a thread linking the same page told the reader nothing about where it was.
 */
export function replyUrl(platform: DigestPlatform, item: DigestItem, reply: DigestReply): string {
  const id = (reply.id ?? '').replace(/^.*:/u, '').replace(/^t1_/u, '');
  if (platform === 'reddit' && /^[a-z0-9]+$/iu.test(id)) {
    const m = REDDIT_THREAD.exec(item.url);
    if (m) return pointUrl({ url: `${m[1]}/${m[2] ?? '_'}/${id}/`, itemId: item.id });
  }
  if (platform === 'youtube' && /^[\w-]+$/u.test(id) && YOUTUBE_VIDEO.test(item.url))
    return pointUrl({ url: `${item.url}&lc=${id}`, itemId: item.id });
  return itemUrl(item);
}

/** `[text](url)` when the item has a web address; a private chat's message has none. */
export function linked(text: string, item: DigestItem): string {
  return /^https?:\/\//iu.test(item.url) ? `[${text}](${itemUrl(item)})` : text;
}

/** "[Title](url) (24.8K upvotes)": the name linked, with the leading figure. */
export function itemRef(w: Writer, item: DigestItem, maxWords?: number): string {
  const lead = figures(w, item, 1)[0];
  return `${linked(itemName(w, item, maxWords), item)}${lead !== undefined ? ` (${lead})` : ''}`;
}

/**
 * How a person is named on the platform: u/name on Reddit, @name on X when it is a username. A
 * display name ("Ravi Nguyen") stays as written, and so does every Telegram sender: Telegram gives
 * their names, not their usernames.
 */
export function personName(platform: DigestPlatform, author: string): string {
  const name = cleanLine(author);
  if (platform === 'reddit' && !/^u\//u.test(name) && name !== '') return `u/${name}`;
  if (platform === 'twitter') return atUsername('twitter', name) ?? name;
  return name;
}

const ROMAN: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function roman(n: number): string {
  let out = '';
  let rest = n;
  for (const [value, letters] of ROMAN)
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  return out;
}
