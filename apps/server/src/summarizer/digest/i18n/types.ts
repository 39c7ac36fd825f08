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
  | 'minute';

export interface DigestVoice {
  /** {source} */
  title: string;
  /** {source}, {items} ("97 posts (21.8K upvotes, 3K comments)"), {span}, {top} (the leading item). */
  lead: string;
  /** {rest}: the next biggest items as a list. */
  leadRest: string;
  /** A chat: {items}, {people}, {span}, {speakers} ("Anna (12), Ben (9)"). */
  chatLead: string;
  /** {n} (1-based), {roman}, {emoji} and {title}. */
  storyHeading: string;
  /** Said before the second and later stories, in turn; empty for a sober voice. */
  transitions: readonly string[];
  /** Label before the replies to a story. */
  said: string;
  /** Last line; may be empty. {source} */
  closer: string;
  /**
   * A single video's lead when its description has chapters: {author}, {length} ("12 minutes"),
   * {parts} ("4 parts"), {chapters} (their names as a list), {first} and {last} chapter names.
   */
  videoLead: string;
  /** The same without chapters: {author}, {length}. */
  videoLeadPlain: string;
  /** A single video's heading: {source} is its title, shortened. */
  videoTitle: string;
  /** A single video's last line; may be empty. */
  videoCloser: string;
}

export interface DigestLabels {
  /** Before related items of a story: "Related:". */
  related: string;
  /** Section of top items not shown in a story. */
  more: string;
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
}

export interface DigestPack {
  voices: Record<Tone, DigestVoice>;
  nouns: Record<NounKey, PluralForms>;
  spans: { day: string; week: string; month: string; period: string };
  labels: DigestLabels;
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
  noContentTitle: string;
  noContent: string;
}
