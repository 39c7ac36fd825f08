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
  listOf,
  personName,
  sentence,
  type Writer,
} from '@/summarizer/digest/format';
import type { DigestVoice } from '@/summarizer/digest/i18n/types';
import { byEngagement, topItems } from '@/summarizer/digest/numbers';
import { origins, withoutRetweetPrefix } from '@/summarizer/digest/sources';
import {
  countPhrase,
  itemLine,
  themeSection,
  titleRestQuote,
  type SectionContext,
  type Shown,
} from '@/summarizer/digest/theme-section';
import {
  opAnswersSentence,
  postedSentence,
  topReplySentence,
} from '@/summarizer/digest/thread-lead';
import { alsoPostedBy, echoes } from '@/summarizer/digest/echoes';
import { communityThemes, spansCommunities } from '@/summarizer/digest/communities';
import { approval, groupThemes, MAX_THEMES, type Theme } from '@/summarizer/digest/themes';
import { joinTopics, topicThemes } from '@/summarizer/digest/topics';
import { feedLanguage, partlyInOtherLanguages } from '@/summarizer/digest/language';
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
/** A theme names the headline only with at least this share of the biggest post's approval. */
const HEADLINE_THEME_SHARE = 0.5;
/** Posts outside the themes named at the end, each with its gist. */
const OTHER_POSTS = 5;
const OTHER_POSTS_FEW_THEMES = 8;
const GIST_WORDS = 30;
/** A timeline's answers to other accounts worth listing: banter, so the few most liked. */
const ANSWERS_LISTED = 3;
/** Posts a listing needs before its leftovers are sorted into topics. */
const MIN_TOPIC_LISTING = 12;
/** A thread's headline is its post's title, cut to its main clause when long. */
const THREAD_HEADLINE_WORDS = 16;

/**
 * ": “its first sentence”" for an item whose title does not already say it; for an untitled item,
 * named by its opening, the sentence after it ("no bird too tall" names the post, "introducing
 * bigger images" says what it is). Else nothing.
 */
function gist(w: Writer, item: DigestItem, shown: Shown): string {
  const first = gistSentence(item, shown);
  // A title of several sentences says its own gist after the one its line shows.
  if (first === undefined) return titleRestQuote(w, item, shown);
  shown.sentences.add(first.toLowerCase());
  const [open, close] = w.pack.quotes;
  return `: ${open}${escapeMarkdown(first)}${close}`;
}

/** The sentence gist() would quote, not yet shown; nothing is recorded. */
function gistSentence(item: DigestItem, shown: Shown): string | undefined {
  const title = item.title !== undefined ? cleanLine(item.title).toLowerCase() : '';
  // An untitled item's name is its opening: what follows the opening is its gist.
  const opening = title === '' ? keyPhrase(item) : '';
  const text = cleanText(item.text);
  const rest = opening !== '' && text.startsWith(opening) ? text.slice(opening.length) : text;
  const sentences = ownSentences(rest, item.title !== undefined ? [item.title] : []);
  const name = title === '' ? opening.toLowerCase() : title;
  const first = sentences.find((s) => !name.includes(s.toLowerCase()) && saysSomething(s));
  if (first === undefined || countWords(first) > GIST_WORDS) return undefined;
  return shown.sentences.has(first.toLowerCase()) ? undefined : first;
}

/** Fewer words than this, handles and hashtags aside ("📲 @nolaready"), say nothing alone. */
const MIN_GIST_WORDS = 2;

function saysSomething(sentence: string): boolean {
  const words = sentence
    .split(/\s+/u)
    .filter((token) => !/^[@#]/u.test(token) && /[\p{L}\p{N}]/u.test(token));
  return words.length >= MIN_GIST_WORDS;
}

/** Most hashtags a headline names, most engaged first. */
const HEADLINE_HASHTAGS = 3;

/**
 * The hashtags of a feed's posts, by the approval of the posts using them: "#Área51, #Barry and
 * #PowerCoupleBrasil" says what an X list was about in any language.
 */
function topHashtags(platform: DigestFeed['platform'], items: readonly DigestItem[]): string[] {
  const weight = new Map<string, { tag: string; approval: number }>();
  for (const item of items)
    for (const [tag] of new Set(
      `${item.title ?? ''} ${item.text}`.matchAll(
        /(?<![\p{L}\p{N}_])#[\p{L}\p{N}_]{2,}(?![\p{L}\p{N}_]|…)/gu,
      ),
    )) {
      const key = tag.toLocaleLowerCase();
      const entry = weight.get(key) ?? { tag, approval: 0 };
      entry.approval += approval(platform, item) + 1;
      weight.set(key, entry);
    }
  const top = [...weight.values()]
    .sort((a, b) => b.approval - a.approval)
    .slice(0, HEADLINE_HASHTAGS);
  // Tags of one post (a search result's "#python #twitter #tweets") say what that post was about.
  const posts = items.filter((item) =>
    top.some((e) => `${item.title ?? ''} ${item.text}`.includes(e.tag)),
  );
  return top.length >= 2 && posts.length >= 2 ? top.map((e) => e.tag) : [];
}

/** A label as a word inside a sentence: lower-case, but German nouns keep their capitals. */
function inSentence(label: string, language: Writer['language']): string {
  return language === 'de' ? label : label.charAt(0).toLocaleLowerCase(language) + label.slice(1);
}

/** A post with a gist of its own and a link: it tells of something beyond itself. */
function announces(item: DigestItem, shown: Shown): boolean {
  if (!/https?:\/\//iu.test(item.text)) return false;
  return gistSentence(item, shown) !== undefined;
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
            feed.items.length - reposts.reposts.size - reposts.answers.size,
            w.pack.nouns[ctx.itemsNoun],
          ),
          account: escapeMarkdown(personName('twitter', reposts.account)),
          reposts: counted(w.language, reposts.reposts.size, w.pack.nouns.repost),
          authors: listOf(authors.slice(0, 4), w.language),
        }),
        w.language,
      ),
    );
  }
  if (reposts.answers.size > 0) {
    const answers = feed.items.filter((i) => reposts.answers.has(i.id));
    const likes = answers.reduce((sum, i) => sum + Math.max(0, i.engagement.likes ?? 0), 0);
    out.push(
      fill(w.pack.leadAnswers, {
        answers: counted(w.language, answers.length, w.pack.nouns[ctx.itemsNoun]),
        figure: counted(w.language, likes, w.pack.nouns.like),
      }),
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
    const biggest = [...themes].sort((a, b) => b.engagement - a.engagement).slice(0, LEAD_STORIES);
    const stories = biggest.map(
      (t) => `**${escapeMarkdown(t.label)}** (${storyFigures(w, t, ctx)})`,
    );
    // Accounts or communities are where posts came from, not stories.
    const onlyPlaces = biggest.every((t) => t.community !== undefined);
    out.push(
      fill(onlyPlaces ? w.pack.spreadPlaces : w.pack.spread, {
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
  // On X the sections are accounts, which need no reason: a network's accounts posting the same
  // words share a phrase, and saying they share none read as a false claim.
  if (communities.length > 0 && feed.platform !== 'twitter')
    out.push(subjects.length > 0 ? w.pack.community.rest : w.pack.community.all);
  const top = topItems(feed.platform, feed.items, 1)[0];
  // In a busy listing told in sections, the biggest and the most discussed post named here are
  // not listed again at the end (a section of their theme still lists them beside the posts they
  // go with); elsewhere the closing list is where they get their gist and their copies.
  const busy = feed.items.length >= MIN_TOPIC_LISTING && themes.length > 0;
  if (top !== undefined && busy) ctx.shown.items.add(top.id);
  if (top !== undefined && feed.items.length > 1)
    out.push(
      fill(voice.top, {
        top: itemLine(w, top, ctx.where.get(top.id) ?? repostWhere(w, reposts, top)),
      }),
    );
  const discussed = top !== undefined ? mostDiscussed(feed.items, top) : undefined;
  if (discussed !== undefined && busy) ctx.shown.items.add(discussed.id);
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
  // A timeline's own posts for everyone; its reposts and its answers to followers are told apart.
  const told = feed.items.filter(
    (item) => !from.reposts.has(item.id) && !from.answers.has(item.id),
  );
  // A network's accounts posting the same words are one post, naming where else it appeared.
  const copied = echoes(feed.platform, told);
  const own = told.filter((item) => !copied.copies.has(item.id));
  // Stems and phrases follow the language the posts are written in, not the digest's.
  const contentLanguage = feedLanguage(own) ?? w.language;
  const whereOf = from.where;
  const also = new Map(
    [...copied.alsoBy].map(([id, copies]) => [id, alsoPostedBy(w, copies)] as const),
  );
  let themes = groupThemes(feed.platform, own, contentLanguage, feed.source.title);
  // A busy listing's posts that share no name or phrase are grouped by what they are about, and
  // a name's posts join their topic's section; the biggest sections come first.
  if (contentLanguage === 'en' && own.length >= MIN_TOPIC_LISTING) {
    const taken = new Set(themes.flatMap((t) => t.items.map((i) => i.id)));
    const topics = topicThemes(feed.platform, own, whereOf, taken, w.pack.topics);
    themes = joinTopics(feed.platform, themes, topics.themes, whereOf)
      .filter(
        (t) => !t.key.startsWith('topic:') || t.name !== undefined || topics.standAlone.has(t.key),
      )
      .sort((a, b) => b.engagement - a.engagement)
      .slice(0, MAX_THEMES);
  }
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
    also,
    shown,
  };
  // A thread's post is linked in the lead, so the closing list need not name it again.
  if (feed.items.length === 1) shown.items.add(feed.items[0]!.id);
  const lines = [
    lead(w, voice, feed, themes, { itemsNoun, span, where: whereOf, shown }, from),
    '',
  ];
  for (const theme of themes) lines.push(...themeSection(ctx, theme, itemsNoun));

  // Posts outside every theme: the five most engaged are always named, each with what it says.
  // A listing that few themes cover is told more by its biggest posts: name more of them.
  const subjectThemes = themes.filter((t) => t.community === undefined).length;
  // A theme's posts it counted without listing are told; only the top five may come back here.
  const grouped = new Set(themes.flatMap((t) => t.items.map((i) => i.id)));
  const missing = byEngagement(
    feed.platform,
    own.filter((item) => !shown.items.has(item.id) && !grouped.has(item.id)),
  ).slice(0, subjectThemes <= 1 ? OTHER_POSTS_FEW_THEMES : OTHER_POSTS);
  const top5ids = new Set(topItems(feed.platform, feed.items, 5).map((item) => item.id));
  // Reposts and answers among the top five are listed in their own sections below; a copy of a
  // network's post is named beside the copy told.
  const top5 = topItems(feed.platform, feed.items, 5).filter(
    (item) =>
      !shown.items.has(item.id) &&
      !from.reposts.has(item.id) &&
      !from.answers.has(item.id) &&
      !copied.copies.has(item.id),
  );
  for (const item of top5) if (!missing.includes(item)) missing.push(item);
  // On an account's timeline, posts that say something after their opening and link out are its
  // announcements ("no crop too short / introducing bigger images …"); the one-liners around
  // them are the account's voice. Each kind gets its section when the timeline has both.
  const news = from.account !== null ? missing.filter((item) => announces(item, shown)) : [];
  const oneLiners = missing.filter((item) => !news.includes(item));
  const groups: [string, DigestItem[]][] =
    news.length > 0 && oneLiners.length > 0
      ? [
          [w.pack.labels.announcements, news],
          [w.pack.labels.mostEngaged, oneLiners],
        ]
      : [[themes.length > 0 ? w.pack.labels.more : w.pack.labels.mostEngaged, missing]];
  for (const [label, list] of groups) {
    if (list.length === 0) continue;
    lines.push(`### ${label}`, '');
    for (const item of list) {
      shown.items.add(item.id);
      lines.push(
        `- ${itemLine(w, item, whereOf.get(item.id), also.get(item.id))}${gist(w, item, shown)}`,
      );
    }
    lines.push('');
  }
  // A timeline's own posts come first; what it answered and reposted follows them.
  if (from.answers.size > 0) {
    lines.push(`### ${w.pack.labels.answers}`, '');
    const answers = feed.items.filter((item) => from.answers.has(item.id));
    const listed = byEngagement(feed.platform, answers).filter(
      (item, k) => k < ANSWERS_LISTED || top5ids.has(item.id),
    );
    for (const item of listed) {
      shown.items.add(item.id);
      lines.push(`- ${itemLine(w, item, undefined)}`);
    }
    lines.push('');
  }
  if (from.reposts.size > 0) {
    lines.push(`### ${w.pack.labels.reposts}`, '');
    const reposted = feed.items.filter((item) => from.reposts.has(item.id));
    const listed = byEngagement(feed.platform, reposted).filter(
      (item, k) => k < 5 || top5ids.has(item.id),
    );
    for (const item of listed) {
      shown.items.add(item.id);
      const by = fill(w.pack.labels.repostOf, { author: from.reposts.get(item.id)! });
      lines.push(`- ${itemLine(w, item, by)}`);
    }
    lines.push('');
  }
  // A community names where posts came from, not what they were about.
  // A label the source's name already says ("Tweepy" in a search for tweepy) tells nothing new.
  const sourceWords = feed.source.title.toLowerCase();
  const top = topItems(feed.platform, feed.items, 1)[0] ?? feed.items[0];
  // A theme far smaller than the biggest post (two 6-like posts beside a 156-like one) does not
  // say what the period was about: the biggest post does.
  const topApproval = top !== undefined ? approval(feed.platform, top) : 0;
  const subjects = themes
    .filter((t) => t.community === undefined && !sourceWords.includes(t.label.toLowerCase()))
    .filter((t) => t.engagement >= HEADLINE_THEME_SHARE * topApproval);
  // A name or phrase says more than a topic ("Oscar", not "Film and TV: Oscar"), so names come
  // first; topics follow as words of the sentence ("Oscar, humour and memes, and animals").
  const isTopic = (t: Theme): boolean => t.key.startsWith('topic:') && t.name === undefined;
  const labels = [
    ...subjects.filter((t) => !isTopic(t)).map((t) => t.name ?? t.label),
    ...subjects.filter(isTopic).map((t) => inSentence(t.label, w.language)),
  ].slice(0, HEADLINE_THEMES);
  // A thread is about its post: the headline is the post's subject, its themes are in the lead.
  // A listing without themes is named by its biggest post's words, unless a part of it is in
  // other languages (a Portuguese sentence headed an English digest of an X list): then by the
  // hashtags its posts used ("#Área51, #Barry and #PowerCoupleBrasil"), which read in any language.
  const hashtags =
    labels.length === 0 && partlyInOtherLanguages(w.language, feed.items)
      ? topHashtags(feed.platform, own)
      : [];
  const subject =
    feed.items.length === 1 && top !== undefined
      ? itemName(w, top, THREAD_HEADLINE_WORDS)
      : labels.length > 0
        ? escapeMarkdown(capitalize(listOf(labels, w.language), w.language))
        : hashtags.length > 0
          ? listOf(
              hashtags.map((tag) => `#${escapeMarkdown(tag.slice(1))}`),
              w.language,
            )
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
