/**
 * The digest of a feed of posts (Reddit, X, a Telegram channel, a YouTube channel): a lead that
 * names the biggest items with their figures, then stories in order of engagement, each headed by
 * its leading item's title, quoting what the engine chose and what people answered, with related
 * items and near-copies folded in. The five most-engaged items always appear with their figures.
 */
import { escapeMarkdown } from '@/summarizer/compose/compose';
import {
  counted,
  figures,
  fill,
  itemName,
  itemRef,
  linked,
  listOf,
  personName,
  roman,
  sentence,
  type Writer,
} from '@/summarizer/digest/format';
import type { DigestVoice } from '@/summarizer/digest/i18n/types';
import { byEngagement, topItems } from '@/summarizer/digest/numbers';
import type { Selection } from '@/summarizer/digest/selection';
import { groupStories, type Story } from '@/summarizer/digest/stories';
import { cleanLine, standaloneSentences } from '@/summarizer/digest/text';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';
import type { Tone } from '@/summarizer/types';
import { countWords } from '@/summarizer/text/normalize';
import { contentTerms } from '@/summarizer/text/terms';

/** How much each tone says per story: professional is compact, the others give more. */
const DETAIL: Readonly<Record<Tone, { sentences: number; replies: number; related: number }>> = {
  professional: { sentences: 1, replies: 1, related: 2 },
  engaging: { sentences: 2, replies: 2, related: 3 },
  creative: { sentences: 3, replies: 2, related: 3 },
};

const STORY_EMOJI = ['🔥', '💬', '🚀', '👀', '⚡', '📌', '🎯', '🧠', '📣', '✨'];
const REPLY_WORDS = 45;

/** A quiet day gets a few stories, a busy month up to eight: never a wall of sections. */
export function storyCount(items: number): number {
  if (items <= 3) return items;
  return Math.min(8, Math.max(3, Math.round(1.2 * Math.sqrt(items))));
}

export function totalsPhrase(w: Writer, feed: DigestFeed): string {
  const sum = (key: 'score' | 'comments' | 'likes' | 'views'): number =>
    feed.items.reduce((s, i) => s + Math.max(0, i.engagement[key] ?? 0), 0);
  // The same sums the statistics beside the summary show (features/summaries/summary-source.ts).
  const keys: Record<DigestFeed['platform'], ('score' | 'comments' | 'likes' | 'views')[]> = {
    reddit: ['score', 'comments'],
    twitter: ['likes', 'comments'],
    youtube: ['views', 'comments'],
    telegram: [],
  };
  const nouns = { score: 'upvote', comments: 'comment', likes: 'like', views: 'view' } as const;
  const parts = keys[feed.platform]
    .filter((k) => sum(k) > 0)
    .map((k) => counted(w.language, sum(k), w.pack.nouns[nouns[k]]));
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/** What a digest has already shown: items (for the top-five guarantee) and quotes (never twice). */
interface Shown {
  items: Set<string>;
  /** Content words of each quote shown. */
  quotes: Set<string>[];
}

/** Share of content words two quotes have in common above which the second repeats the first. */
const REPEAT = 0.8;

/** True the first time a quote is offered; the same words again (give or take a number) are not. */
function fresh(shown: Shown, text: string): boolean {
  const terms = new Set(contentTerms(text));
  const repeats = shown.quotes.some((seen) => {
    let common = 0;
    for (const t of terms) if (seen.has(t)) common++;
    return common / Math.max(1, terms.size + seen.size - common) >= REPEAT;
  });
  if (repeats) return false;
  shown.quotes.push(terms);
  return true;
}

function replyLines(w: Writer, item: DigestItem, limit: number, shown: Shown): string[] {
  const replies = [...item.replies]
    .map((r, i) => ({ r, i, text: standaloneSentences(r.text) }))
    .filter((x) => x.text.length > 0 && !/^\[(?:deleted|removed)\]$/iu.test(cleanLine(x.r.text)))
    .filter((x) => fresh(shown, x.text.join(' ')))
    .sort((a, b) => (b.r.score ?? 0) - (a.r.score ?? 0) || a.i - b.i)
    .slice(0, limit);
  const noun = w.platform === 'reddit' ? w.pack.nouns.upvote : w.pack.nouns.like;
  return replies.map(({ r, text }) => {
    let said = '';
    for (const sentence of text) {
      if (said !== '' && countWords(said) + countWords(sentence) > REPLY_WORDS) break;
      said = said === '' ? sentence : `${said} ${sentence}`;
    }
    const more = said.length < text.join(' ').length ? '…' : '';
    const score = (r.score ?? 0) > 0 ? ` (${counted(w.language, r.score!, noun)})` : '';
    return `> ${linked(`**${escapeMarkdown(personName(w.platform, r.author))}**`, item)}${score}: ${escapeMarkdown(said)}${more}`;
  });
}

function storyHeading(voice: DigestVoice, w: Writer, story: Story, k: number): string {
  return fill(voice.storyHeading, {
    n: String(k + 1),
    roman: roman(k + 1),
    emoji: STORY_EMOJI[k % STORY_EMOJI.length]!,
    title: itemName(w, story.leader),
  });
}

function storySection(
  w: Writer,
  voice: DigestVoice,
  tone: Tone,
  story: Story,
  k: number,
  selection: Selection,
  shown: Shown,
): string[] {
  const detail = DETAIL[tone];
  const { leader } = story;
  // A transition leads into the next story, so it stands before its heading, not under it.
  const transition = k > 0 ? voice.transitions[(k - 1) % voice.transitions.length] : undefined;
  const lines = transition !== undefined ? [`*${transition}*`, ''] : [];
  lines.push(`### ${storyHeading(voice, w, story, k)}`, '');
  // The heading shows the title, shortened if long: the link carries it whole, else the author.
  const fullTitle = leader.title !== undefined ? cleanLine(leader.title) : '';
  const nameText = itemName(w, leader);
  const author = cleanLine(leader.author);
  const linkText =
    fullTitle !== '' && nameText !== escapeMarkdown(fullTitle)
      ? escapeMarkdown(fullTitle)
      : author !== ''
        ? escapeMarkdown(personName(w.platform, author))
        : w.pack.labels.open;
  lines.push([linked(linkText, leader), ...figures(w, leader)].join(' · '), '');
  shown.items.add(leader.id);

  const usable = (s: string): boolean => !nameText.includes(escapeMarkdown(s));
  let quotes = (selection.sentences.get(leader.id) ?? []).filter(usable).slice(0, detail.sentences);
  if (quotes.length === 0) {
    // The engine chose nothing here (its budget went elsewhere): the opening that stands alone.
    quotes = standaloneSentences(leader.text)
      .filter((s) => countWords(s) >= 5 && usable(s))
      .slice(0, 1);
  }
  quotes = quotes.filter((q) => fresh(shown, q));
  if (quotes.length > 0) lines.push(quotes.map((q) => `> ${escapeMarkdown(q)}`).join('\n>\n'), '');

  const replies = replyLines(w, leader, detail.replies, shown);
  if (replies.length > 0) lines.push(`**${voice.said}**`, '', replies.join('\n>\n'), '');

  const related = story.related.slice(0, detail.related);
  const hidden = story.related.length - related.length + story.similar.length;
  for (const item of related) shown.items.add(item.id);
  const parts = related.map((item) => itemRef(w, item));
  if (hidden > 0) parts.push(counted(w.language, hidden, w.pack.nouns.similar));
  if (parts.length > 0) lines.push(`${w.pack.labels.related} ${parts.join(' · ')}`, '');
  return lines;
}

export function composePosts(
  w: Writer,
  voice: DigestVoice,
  feed: DigestFeed,
  selection: Selection,
  itemsNoun: 'post' | 'video',
  span: string,
): string[] {
  const stories = groupStories(feed.platform, feed.items);
  const leaders = topItems(feed.platform, feed.items, 3);
  const named = leaders.length > 0 ? leaders : stories.slice(0, 3).map((s) => s.leader);
  const source = escapeMarkdown(feed.source.title);
  const lead = [
    sentence(
      voice.lead,
      {
        source,
        items: `${counted(w.language, feed.items.length, w.pack.nouns[itemsNoun])}${totalsPhrase(w, feed)}`,
        span,
        top: itemRef(w, named[0]!),
      },
      w.language,
    ),
  ];
  if (named.length > 1)
    lead.push(
      fill(voice.leadRest, {
        rest: listOf(
          named.slice(1).map((item) => itemRef(w, item)),
          w.language,
        ),
      }),
    );
  const lines = [lead.join(' '), ''];
  const shown: Shown = { items: new Set(), quotes: [] };
  stories.slice(0, storyCount(feed.items.length)).forEach((story, k) => {
    lines.push(...storySection(w, voice, feed.tone, story, k, selection, shown));
  });
  const missing = topItems(feed.platform, feed.items, 5).filter(
    (item) => !shown.items.has(item.id),
  );
  if (missing.length > 0) {
    lines.push(`### ${w.pack.labels.more}`, '');
    for (const item of byEngagement(feed.platform, missing))
      lines.push(`- ${linked(itemName(w, item), item)} · ${figures(w, item).join(' · ')}`);
    lines.push('');
  }
  return lines;
}
