/**
 * The digest of a feed of posts (Reddit, X, a Telegram channel, a YouTube channel), written the way
 * an editor tells a period: a headline naming its themes, a lead with the totals, the themes and
 * the biggest item, then one section per theme (see theme-section.ts). A timeline's reposts are
 * listed apart under the author they repost; the five most-engaged items always appear.
 */
import { PAGE_SIZE, ITEM_FETCH_CAP } from '@/lib/fetch-caps';
import { escapeMarkdown } from '@/summarizer/compose/compose';
import {
  capitalize,
  counted,
  countedAfter,
  fill,
  itemName,
  keyPhrase,
  linked,
  listOf,
  personName,
  quoted,
  sentence,
  type Writer,
} from '@/summarizer/digest/format';
import type { DigestVoice } from '@/summarizer/digest/i18n/types';
import { byEngagement, topItems } from '@/summarizer/digest/numbers';
import { origins, withoutRetweetPrefix } from '@/summarizer/digest/sources';
import {
  comparable,
  countPhrase,
  itemLine,
  themeSection,
  type SectionContext,
  type Shown,
} from '@/summarizer/digest/theme-section';
import { communityThemes, spansCommunities } from '@/summarizer/digest/communities';
import { groupThemes, MAX_THEMES, type Theme } from '@/summarizer/digest/themes';
import { feedLanguage } from '@/summarizer/digest/language';
import { isEmptyReply, ownSentences } from '@/summarizer/digest/quotes';
import { cleanLine, cleanText } from '@/summarizer/digest/text';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';
import { countWords } from '@/summarizer/text/normalize';

export interface PostsDigest {
  headline: string;
  lines: string[];
  themes: Theme[];
}

/** Where fetching stops: a listing's page, and the connectors' item limit. */
const FETCH_CAPS: readonly number[] = [PAGE_SIZE, ITEM_FETCH_CAP];

/** Themes named in the headline: more would make it a list. */
const HEADLINE_THEMES = 3;
/** Posts outside the themes named at the end, each with its gist. */
const OTHER_POSTS = 5;
const OTHER_POSTS_FEW_THEMES = 8;
const GIST_WORDS = 30;
/** A thread's headline is its post's title, cut to its main clause when long. */
const THREAD_HEADLINE_WORDS = 16;

/**
 * ": “its first sentence”" for an item whose title does not already say it; for an untitled item,
 * named by its opening, the sentence after it ("no bird too tall" names the post, "introducing
 * bigger images" says what it is). Else nothing.
 */
function gist(w: Writer, item: DigestItem, shown: Shown): string {
  const title = item.title !== undefined ? cleanLine(item.title).toLowerCase() : '';
  // An untitled item's name is its opening: what follows the opening is its gist.
  const opening = title === '' ? keyPhrase(item) : '';
  const text = cleanText(item.text);
  const rest = opening !== '' && text.startsWith(opening) ? text.slice(opening.length) : text;
  const sentences = ownSentences(rest, item.title !== undefined ? [item.title] : []);
  const name = title === '' ? opening.toLowerCase() : title;
  const first = sentences.find((s) => !name.includes(s.toLowerCase()));
  if (first === undefined || countWords(first) > GIST_WORDS) return '';
  const key = first.toLowerCase();
  if (shown.sentences.has(key)) return '';
  shown.sentences.add(key);
  const [open, close] = w.pack.quotes;
  return `: ${open}${escapeMarkdown(first)}${close}`;
}

/** "Most replies went to …" only says something when there were replies to share out. */
const MIN_SHAPE_REPLIES = 5;

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

/**
 * Whether the fetch stopped at its cap (a full page, or the connectors' limit): then the items are
 * the top of the source, not all that happened in the period.
 */
export function isCapped(feed: DigestFeed): boolean {
  return FETCH_CAPS.includes(feed.items.length);
}

/** Comments that make an item worth naming as the most discussed. */
const DISCUSSED_MIN_COMMENTS = 10;

/**
 * In a listing, the item people argued over most when it is not the most approved one: readers
 * miss a thread with thousands of comments that a ranking by score puts below the top.
 */
function mostDiscussed(items: readonly DigestItem[], top: DigestItem): DigestItem | undefined {
  if (items.length < 3) return undefined;
  const comments = (item: DigestItem): number => Math.max(0, item.engagement.comments ?? 0);
  const best = items.reduce((a, b) => (comments(b) > comments(a) ? b : a));
  return best.id !== top.id &&
    comments(best) > comments(top) &&
    comments(best) >= DISCUSSED_MIN_COMMENTS
    ? best
    : undefined;
}

/** Stories the lead of a listing of many communities names. */
const LEAD_STORIES = 2;
/** A story from at most this many communities says which. */
const STORY_PLACES = 2;

/** "r/space and r/pics, 2 posts, 9.5K upvotes": where a story came from, its count and approval. */
function storyFigures(
  w: Writer,
  theme: Theme,
  ctx: { itemsNoun: 'post' | 'video'; where: SectionContext['where'] },
): string {
  const places = [
    ...new Set(theme.items.map((i) => ctx.where.get(i.id)).filter((p) => p !== undefined)),
  ];
  const parts = [
    ...(theme.community === undefined && places.length > 0 && places.length <= STORY_PLACES
      ? [listOf(places.map(escapeMarkdown), w.language)]
      : []),
    countPhrase(w, theme, ctx.itemsNoun),
    ...(theme.engagement > 0
      ? [counted(w.language, theme.engagement, w.pack.nouns[approvalNoun(w)])]
      : []),
  ];
  return parts.join(', ');
}

function approvalNoun(w: Writer): 'upvote' | 'reaction' | 'like' {
  return w.platform === 'reddit' ? 'upvote' : w.platform === 'telegram' ? 'reaction' : 'like';
}

function repostWhere(
  w: Writer,
  from: ReturnType<typeof origins>,
  item: DigestItem,
): string | undefined {
  const author = from.reposts.get(item.id);
  return author !== undefined ? fill(w.pack.labels.repostOf, { author }) : undefined;
}

function replyNounOf(w: Writer): 'comment' | 'reply' {
  return w.platform === 'reddit' || w.platform === 'youtube' ? 'comment' : 'reply';
}

/** Replies with something of their own to say: the ones the digest read. */
function readReplies(feed: DigestFeed): number {
  return feed.items.reduce(
    (s, i) => s + i.replies.filter((r) => !isEmptyReply(r.text, [])).length,
    0,
  );
}

/** What a thread's post says of itself in the lead: whole opening sentences, up to this many words. */
const POSTED_WORDS = 40;

/** "u/x posted [Title](url) (66.7K upvotes): “its opening sentences”": a thread's own post. */
function postedSentence(w: Writer, item: DigestItem): string {
  const said = openingSentences(
    ownSentences(item.text, item.title !== undefined ? [item.title] : []),
    POSTED_WORDS,
  );
  const author = cleanLine(item.author);
  const known = author !== '' && !/^\[(?:deleted|removed)\]$/iu.test(author);
  const values = {
    author: known ? escapeMarkdown(personName(w.platform, author)) : w.pack.stance.post,
    // The first sentence gave the post's figures already.
    item: linked(itemName(w, item), item),
    quote: said !== '' ? quoted(w, said) : '',
  };
  return closed(
    capitalize(fill(said !== '' ? w.pack.posted : w.pack.postedPlain, values), w.language),
  );
}

/** Whole sentences of a text, up to about `max` words; a first sentence far longer is no quote. */
function openingSentences(sentences: readonly string[], max: number): string {
  const said: string[] = [];
  for (const s of sentences) {
    if (said.length > 0 && countWords([...said, s].join(' ')) > max) break;
    if (said.length === 0 && countWords(s) > max * 1.5) break;
    said.push(s);
  }
  return said.join(' ');
}

/**
 * "The top reply, from u/x (10.8K upvotes): “…”": a thread's most approved reply, which readers
 * look for first; its sentences are marked shown so no section quotes them again.
 */
function topReplySentence(w: Writer, item: DigestItem, shown: Shown): string {
  const best = [...item.replies]
    .filter((r) => (r.score ?? 0) > 0)
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  if (best === undefined) return '';
  const sentences = ownSentences(best.text, [item.title ?? '', item.text]);
  const text = openingSentences(sentences, POSTED_WORDS);
  const author = cleanLine(best.author);
  if (text === '' || author === '' || /^\[(?:deleted|removed)\]$/iu.test(author)) return '';
  // Split as fresh() splits a quote, so a section offering the same reply finds it shown.
  for (const s of text.split(/(?<=[.!?…])\s+/u)) shown.sentences.add(comparable(s));
  // Replies to it need not quote its opening again as their context.
  shown.contexts = (shown.contexts ?? new Set()).add(best);
  const noun = w.platform === 'reddit' ? 'upvote' : 'like';
  return closed(
    fill(w.pack.topReply, {
      author: `**${escapeMarkdown(personName(w.platform, author))}**`,
      figure: counted(w.language, best.score ?? 0, w.pack.nouns[noun]),
      quote: quoted(w, text),
    }),
  );
}

/**
 * "u/host answered 12 times in the thread; the best-received answer (6.6K upvotes): “…”": what the
 * post's author said in its own thread (an AMA's answers) is what its readers came for.
 */
function opAnswersSentence(w: Writer, item: DigestItem, shown: Shown): string {
  const host = cleanLine(item.author);
  if (host === '' || /^\[(?:deleted|removed)\]$/iu.test(host)) return '';
  const answers = item.replies
    .filter((r) => cleanLine(r.author) === host && !isEmptyReply(r.text, []))
    .sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  const first = answers[0];
  if (first === undefined) return '';
  const sentences = ownSentences(first.text, [item.title ?? '', item.text]);
  const text = openingSentences(sentences, POSTED_WORDS);
  if (
    text === '' ||
    !text.split(/(?<=[.!?…])\s+/u).every((s) => !shown.sentences.has(comparable(s)))
  )
    return '';
  for (const s of text.split(/(?<=[.!?…])\s+/u)) shown.sentences.add(comparable(s));
  shown.contexts = (shown.contexts ?? new Set()).add(first);
  const noun = w.platform === 'reddit' ? 'upvote' : 'like';
  return closed(
    fill(answers.length > 1 ? w.pack.opAnswers : w.pack.opAnswer, {
      author: `**${escapeMarkdown(personName(w.platform, host))}**`,
      n: String(answers.length),
      figure: counted(w.language, Math.max(0, first.score ?? 0), w.pack.nouns[noun]),
      quote: quoted(w, text),
    }),
  );
}

/** A sentence that ends on a quote without its own full stop ("… PS - Team Mystic”) gets one. */
function closed(sentence: string): string {
  return /[.!?…]["'”»“]?$/u.test(sentence.trim()) ? sentence : `${sentence.trim()}.`;
}

function lead(
  w: Writer,
  voice: DigestVoice,
  feed: DigestFeed,
  themes: readonly Theme[],
  ctx: {
    itemsNoun: 'post' | 'video';
    span: string;
    where: SectionContext['where'];
    shown: Shown;
  },
  reposts: ReturnType<typeof origins>,
): string {
  const count = counted(w.language, feed.items.length, w.pack.nouns[ctx.itemsNoun]);
  const totals = totalsPhrase(w, feed);
  const out = [
    sentence(
      isCapped(feed) ? voice.leadTop : voice.lead,
      {
        span: ctx.span,
        source: escapeMarkdown(feed.source.title),
        items: isCapped(feed) ? count : `${count}${totals}`,
        totals,
      },
      w.language,
    ),
  ];
  // A thread's post comes right after its totals: what it said, before what the replies said.
  const only = feed.items.length === 1 ? feed.items[0] : undefined;
  if (only !== undefined) out.push(postedSentence(w, only));
  const best = only !== undefined ? topReplySentence(w, only, ctx.shown) : '';
  if (best !== '') out.push(best);
  const answers = only !== undefined ? opAnswersSentence(w, only, ctx.shown) : '';
  if (answers !== '') out.push(answers);
  if (reposts.account !== null && reposts.reposts.size > 0) {
    const authors = [...new Set(reposts.reposts.values())].map(escapeMarkdown);
    out.push(
      capitalize(
        fill(w.pack.leadReposts, {
          own: counted(
            w.language,
            feed.items.length - reposts.reposts.size,
            w.pack.nouns[ctx.itemsNoun],
          ),
          account: `@${escapeMarkdown(reposts.account)}`,
          reposts: counted(w.language, reposts.reposts.size, w.pack.nouns.repost),
          authors: listOf(authors.slice(0, 4), w.language),
        }),
        w.language,
      ),
    );
  }
  const named = (list: readonly Theme[]): string =>
    listOf(
      list.map((t) => `**${escapeMarkdown(t.label)}** (${countPhrase(w, t, ctx.itemsNoun)})`),
      w.language,
    );
  const subjects = themes.filter((t) => t.community === undefined);
  const communities = themes.filter((t) => t.community !== undefined);
  if (spansCommunities(ctx.where) && themes.length > 0) {
    // A listing of many communities: where its posts came from and its biggest stories.
    // On X a post's place names its author and, for a repost, whom it reposts; the count is of
    // the authors who posted, as a reader counts them in the feed.
    const places =
      feed.platform === 'twitter'
        ? new Set(feed.items.map((i) => cleanLine(i.author)).filter((a) => a !== '')).size
        : new Set(ctx.where.values()).size;
    const stories = [...themes]
      .sort((a, b) => b.engagement - a.engagement)
      .slice(0, LEAD_STORIES)
      .map((t) => `**${escapeMarkdown(t.label)}** (${storyFigures(w, t, ctx)})`);
    out.push(
      fill(w.pack.spread, {
        places: countedAfter(w, places, feed.platform === 'reddit' ? 'community' : 'author'),
        stories: listOf(stories, w.language),
      }),
    );
  } else if (only !== undefined && subjects.length > 0)
    out.push(
      fill(w.pack.replyThemes, {
        total: counted(w.language, readReplies(feed), w.pack.nouns[replyNounOf(w)]),
        themes: named(subjects),
      }),
    );
  else if (subjects.length > 0) out.push(fill(voice.themes, { themes: named(subjects) }));
  // The sections below name the communities; the lead says why the listing is told by them.
  if (communities.length > 0)
    out.push(subjects.length > 0 ? w.pack.community.rest : w.pack.community.all);
  const top = topItems(feed.platform, feed.items, 1)[0];
  if (top !== undefined && feed.items.length > 1)
    out.push(
      fill(voice.top, {
        top: itemLine(w, top, ctx.where.get(top.id) ?? repostWhere(w, reposts, top)),
      }),
    );
  const discussed = top !== undefined ? mostDiscussed(feed.items, top) : undefined;
  if (discussed !== undefined)
    out.push(
      fill(w.pack.discussed, {
        item: itemLine(
          w,
          discussed,
          ctx.where.get(discussed.id) ?? repostWhere(w, reposts, discussed),
        ),
        comments: countedAfter(w, discussed.engagement.comments ?? 0, 'comment'),
      }),
    );
  const replies = themes.reduce((s, t) => s + t.replies.length, 0);
  const read = readReplies(feed);
  const busiest = [...themes].sort((a, b) => b.replies.length - a.replies.length)[0];
  // A thread's lead has counted its themes' replies already.
  if (
    only === undefined &&
    busiest !== undefined &&
    replies >= MIN_SHAPE_REPLIES &&
    busiest.replies.length > 1
  ) {
    const replyNoun = replyNounOf(w);
    out.push(
      capitalize(
        fill(voice.shape, {
          theme: `**${escapeMarkdown(busiest.label)}**`,
          n: String(busiest.replies.length),
          total: counted(w.language, read, w.pack.nouns[replyNoun]),
        }),
        w.language,
      ),
    );
  }
  return out.join(' ');
}

export function composePosts(
  w: Writer,
  voice: DigestVoice,
  feed: DigestFeed,
  itemsNoun: 'post' | 'video',
  span: string,
): PostsDigest {
  // Labels of origin are escaped where they are written (itemLine).
  const from = origins(feed, (author) => fill(w.pack.labels.repostOf, { author }));
  // Origins are read; from here a retweet copy is its text without "RT @name:".
  feed = { ...feed, items: feed.items.map(withoutRetweetPrefix) };
  const own = feed.items.filter((item) => !from.reposts.has(item.id));
  // Stems and phrases follow the language the posts are written in, not the digest's.
  const contentLanguage = feedLanguage(own) ?? w.language;
  const whereOf = from.where;
  const themes = groupThemes(feed.platform, own, contentLanguage, feed.source.title);
  if (spansCommunities(whereOf) && themes.length < MAX_THEMES) {
    const taken = new Set(themes.flatMap((t) => t.items.map((i) => i.id)));
    themes.push(
      ...communityThemes(
        feed.platform,
        own,
        whereOf,
        taken,
        contentLanguage,
        MAX_THEMES - themes.length,
      ),
    );
  }
  const shown: Shown = { items: new Set(), sentences: new Set() };
  const ctx: SectionContext = {
    w,
    contentLanguage,
    voice,
    tone: feed.tone,
    where: whereOf,
    shown,
  };
  // A thread's post is linked in the lead, so the closing list need not name it again.
  if (feed.items.length === 1) shown.items.add(feed.items[0]!.id);
  const lines = [
    lead(w, voice, feed, themes, { itemsNoun, span, where: whereOf, shown }, from),
    '',
  ];
  for (const theme of themes) lines.push(...themeSection(ctx, theme, itemsNoun));

  if (from.reposts.size > 0) {
    lines.push(`### ${w.pack.labels.reposts}`, '');
    const reposted = feed.items.filter((item) => from.reposts.has(item.id));
    for (const item of byEngagement(feed.platform, reposted).slice(0, 5)) {
      shown.items.add(item.id);
      const by = fill(w.pack.labels.repostOf, { author: from.reposts.get(item.id)! });
      lines.push(`- ${itemLine(w, item, by)}`);
    }
    lines.push('');
  }
  // Posts outside every theme: the five most engaged are always named, each with what it says.
  // A listing that few themes cover is told more by its biggest posts: name more of them.
  const subjectThemes = themes.filter((t) => t.community === undefined).length;
  // A theme's posts it counted without listing are told; only the top five may come back here.
  const grouped = new Set(themes.flatMap((t) => t.items.map((i) => i.id)));
  const missing = byEngagement(
    feed.platform,
    own.filter((item) => !shown.items.has(item.id) && !grouped.has(item.id)),
  ).slice(0, subjectThemes <= 1 ? OTHER_POSTS_FEW_THEMES : OTHER_POSTS);
  const top5 = topItems(feed.platform, feed.items, 5).filter((item) => !shown.items.has(item.id));
  for (const item of top5) if (!missing.includes(item)) missing.push(item);
  if (missing.length > 0) {
    lines.push(`### ${w.pack.labels.more}`, '');
    for (const item of missing) {
      shown.items.add(item.id);
      lines.push(`- ${itemLine(w, item, whereOf.get(item.id))}${gist(w, item, shown)}`);
    }
    lines.push('');
  }
  // A community names where posts came from, not what they were about.
  // A label the source's name already says ("Tweepy" in a search for tweepy) tells nothing new.
  const sourceWords = feed.source.title.toLowerCase();
  const labels = themes
    .filter((t) => t.community === undefined && !sourceWords.includes(t.label.toLowerCase()))
    .slice(0, HEADLINE_THEMES)
    .map((t) => t.label);
  const top = topItems(feed.platform, feed.items, 1)[0] ?? feed.items[0];
  // A thread is about its post: the headline is the post's subject, its themes are in the lead.
  const subject =
    feed.items.length === 1 && top !== undefined
      ? itemName(w, top, THREAD_HEADLINE_WORDS)
      : labels.length > 0
        ? escapeMarkdown(capitalize(listOf(labels, w.language), w.language))
        : top !== undefined
          ? itemName(w, top)
          : '';
  const source = escapeMarkdown(feed.source.title);
  return {
    headline:
      feed.items.length === 1 && subject !== ''
        ? subject
        : subject !== ''
          ? `${source}: ${subject}`
          : source,
    lines,
    themes,
  };
}
