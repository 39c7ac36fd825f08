import type { Topic } from '@/summarizer/digest/topics';
/**
 * Every word a digest writes around quoted content, per language and tone. Quoted content (titles,
 * extracted sentences, comments, names) stays as its authors wrote it; everything else comes from
 * here, so a Spanish digest never shows an English label. Counts go through Intl.PluralRules.
 */
import type { PluralForms } from '@/summarizer/compose/i18n/types';
import type { Tone } from '@/summarizer/types';

export type { PluralForms };

export type NounKey =
  | 'post'
  | 'message'
  | 'video'
  | 'comment'
  | 'upvote'
  | 'like'
  | 'view'
  | 'repost'
  | 'reaction'
  | 'reply'
  | 'person'
  | 'similar'
  | 'part'
  | 'minute'
  | 'community'
  | 'author';

export interface DigestVoice {
  /** First sentence of the lead: {span} ("over the past 7 days"), {source}, {items} (with totals). */
  lead: string;
  /**
   * The same when the fetch stopped at its cap (one page of 100, or 300 in all): the count says how
   * much was fetched, so it is named as the top of the source ("the top 100 posts of r/x"), with
   * {items} (counted noun alone) and {totals} (" (1.5M upvotes, 35.4K comments)" or nothing).
   */
  leadTop: string;
  /** {themes}: the theme labels as a list. */
  themes: string;
  /** {top}: the most engaged item, linked, with its figure and where it came from. */
  top: string;
  /** {theme} that drew most replies, {n} of them out of {total} ("60 comments"). */
  shape: string;
  /** Under a theme's heading: {count} ("3 posts and 14 comments"), {engagement} ("2.1K upvotes"). */
  themeCount: string;
  /**
   * A chat: {items}, {people} (or {peopleFrom}, in the case "from" governs), {span}, {speakers}
   * ("Anna (12), Ben (9)").
   */
  chatLead: string;
  /**
   * A single video's lead when its description has chapters: {author}, {length} ("12 minutes"),
   * {parts} ("4 parts"), {chapters} (their names as a list), {first} and {last} chapter names.
   */
  videoLead: string;
  /** The same without chapters: {author}, {length}. */
  videoLeadPlain: string;
}

export interface DigestLabels {
  /** Before the strongest reply that disagrees with a theme's line. */
  dissent: string;
  /** Section of a timeline's reposts of other accounts. */
  reposts: string;
  /** After a reposted item: {author}. */
  repostOf: string;
  /** Before related items of a story: "Related:". */
  related: string;
  /** Section of top items not shown in a story. */
  more: string;
  /** The closing list's heading when no theme section comes before it. */
  mostEngaged: string;
  /** A timeline's posts that announce something, apart from its one-liners. */
  announcements: string;
  whoSaid: string;
  questions: string;
  decisions: string;
  mostReacted: string;
  /** A video: "What is said in the video", "What viewers said". */
  inTheVideo: string;
  viewers: string;
  /** Link text to an item whose title is not shown in the link. */
  open: string;
  /** Link text to a moment of a video: {time}. */
  watchAt: string;
  /** In place of the quote of a message that has no text (a photo, a sticker, a file). */
  noText: string;
  /** After a title posted several times (crossposts): {n}, how often in all. */
  postedTimes: string;
  /** The same story under another title elsewhere: "also in {places}". */
  alsoIn: string;
  /** Posts from other accounts with the same words as one shown: {n} of them. */
  sameWords: string;
  /** Beside a post: the other accounts that posted the same words. */
  alsoBy: string;
  /** The copies past those named: "9 more accounts". */
  moreAccounts: string;
  /** Heading of a timeline's posts that answer other accounts. */
  answers: string;
  /** After a theme's listed posts: {n} more of it, too little engaged to list. */
  moreItems: string;
}

export interface DigestPack {
  voices: Record<Tone, DigestVoice>;
  nouns: Record<NounKey, PluralForms>;
  /**
   * Counted nouns after a preposition that governs another case, where the form differs from
   * `nouns`: the German dative ("mit 35 Beiträgen"), the Russian genitive ("от 4 человек").
   */
  governed: Partial<Record<NounKey, PluralForms>>;
  /** `on` names one day ({date}); `range` any other window ({range}: its first and last day). */
  spans: { day: string; week: string; month: string; period: string; on: string; range: string };
  labels: DigestLabels;
  /** Names of the topics a listing's posts are sorted into (see topics.ts). */
  topics: Readonly<Record<Topic, string>>;
  /** A topic's count when a name's posts joined it: "14 posts (51.4K upvotes), 9 of them on Oscar." */
  topicNamed: string;
  /** Opening and closing quotation marks of the language. */
  quotes: readonly [string, string];
  /** Titles for sources whose platform gave no name. */
  fallbackTitles: {
    reddit: string;
    twitter: string;
    twitterList: string;
    telegram: string;
    youtubeChannel: string;
    youtubePlaylist: string;
    youtubeVideo: string;
  };
  /**
   * How a dissenting reply was found, said beside it: it `contradicts` its {parent} (a person, or
   * `post`), or it was `downvoted` to {score} under {parentKind} (`upvotedComment`, `upvotedPost`).
   * `inReplyTo` {parent} names what a quoted reply answered.
   */
  stance: {
    /** A reply that declares itself against the theme's majority ("Unpopular opinion: …"). */
    minority: string;
    contradicts: string;
    downvoted: string;
    post: string;
    upvotedComment: string;
    upvotedPost: string;
    inReplyTo: string;
  };
  /**
   * A listing of many communities, after its first sentence: where its items came from ({places},
   * "94 communities", in the case "from" governs) and its {stories}, the most engaged themes with
   * where they came from, their count and approval.
   */
  spread: string;
  /** The same when every group named is a community or author, not a story. */
  spreadPlaces: string;
  /**
   * In a listing, when the item with the most comments is not the most engaged one: {item} (linked,
   * with where it came from) and its {comments} ("6.8K comments", in the case the preposition
   * before it governs).
   */
  discussed: string;
  /**
   * A feed of one post (a thread), in the lead: {author} posted {item} (linked, with its figure),
   * then {quote}, what the post itself says; `postedPlain` when it has no text of its own.
   */
  posted: string;
  postedPlain: string;
  /** A thread's most approved reply in the lead: its {author}, {figure} ("10.8K upvotes"), {quote}. */
  topReply: string;
  /**
   * A thread's author answering in it (an AMA's host): {author}, {n} answers (`opAnswer` for one),
   * the best received one's {figure} and {quote}.
   */
  opAnswers: string;
  opAnswer: string;
  /** A thread's themes in the lead: {total} replies read ("426 comments"), its {themes} with counts. */
  replyThemes: string;
  /**
   * A listing of many communities grouped by community where its posts share no subject: under
   * the heading, {count} posts from {community} with their {engagement}; in the lead, `all` when
   * every group is a community, `rest` after subject themes.
   */
  community: { count: string; all: string; rest: string };
  /** A timeline's lead: {own} posts by {account}, {reposts} of other accounts, their {authors}. */
  leadReposts: string;
  /** "Replies to other accounts: 14 posts (14.1K likes)." on a timeline. */
  leadAnswers: string;
  /** Content in another language than the digest's, with no model to translate: {content}. */
  languageNotice: string;
  /**
   * Part of a mixed feed in other languages, with no model to translate. Not counted: a short post
   * in a language the app has no word list for (Portuguese) cannot be told apart.
   */
  mixedLanguageNotice: string;
  noContentTitle: string;
  noContent: string;
}
