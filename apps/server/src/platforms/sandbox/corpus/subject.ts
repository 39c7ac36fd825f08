/**
 * The sandbox corpus is hand-written per subject: every source names one subject and only
 * ever shows that subject's pieces, so r/space never carries a football result. Variety comes from
 * combining whole hand-written pieces (which post, which replies, in which order), never from
 * filling slots inside a sentence.
 */
export type SubjectId =
  | 'space'
  | 'programming'
  | 'gaming'
  | 'finance'
  | 'football'
  | 'running'
  | 'cooking'
  | 'travel'
  | 'hiking'
  | 'friends'
  | 'family'
  | 'lauftreff';

/** One day of a storyline: what was posted and how people answered. */
export interface Beat {
  title: string;
  body: string;
  /**
   * Replies in thread order. A leading "↳ " answers the reply before it (a nested Reddit reply, the
   * next turn in a chat); the others answer the post.
   */
  replies: readonly string[];
  /** A link to an article rather than a text post, where the platform tells them apart. */
  link?: boolean;
}

/** A story that unfolds over consecutive days: announcement, reactions, follow-up, resolution. */
export interface Storyline {
  id: string;
  beats: readonly Beat[];
}

export type PieceStyle = 'self' | 'joke' | 'link' | 'image' | 'video' | 'poll';

/** A standalone post: a one-liner, a long self-post, a link, a photo, a poll. */
export interface Piece {
  style: PieceStyle;
  title: string;
  body?: string;
  /** Poll options (style `poll`). */
  options?: readonly string[];
  /** Replies written for this post; the subject's general replies fill the rest of a thread. */
  replies?: readonly string[];
}

/** A stretch of a video: the chapter name and what is said in it, one caption cue per line. */
export interface Chapter {
  name: string;
  lines: readonly string[];
}

/** A long video: its first chapter is the intro. */
export interface VideoPlan {
  title: string;
  summary: string;
  chapters: readonly Chapter[];
}

/** A Short: under a minute, a handful of spoken lines. */
export interface ShortPlan {
  title: string;
  lines: readonly string[];
}

export interface Subject {
  id: SubjectId;
  language: 'en' | 'de';
  storylines: readonly Storyline[];
  posts: readonly Piece[];
  /** Replies that fit any post of the subject: comments, chat turns, video comments. */
  replies: readonly string[];
  /** Turns that only fit a group chat (a team's chatter), added to the replies there. */
  chat?: readonly string[];
  /** Replies that only fit a photo or video ("great shot"), added under those. */
  mediaReplies?: readonly string[];
  /** Short captions for gallery photos. */
  captions: readonly string[];
  hashtags: readonly string[];
  /** Where the subject's link posts point. */
  domains: readonly string[];
  videos: readonly VideoPlan[];
  shorts: readonly ShortPlan[];
}

/** Chat subjects have no posts or videos: they are conversations (storylines) and chat turns. */
export function chatSubject(
  id: SubjectId,
  language: Subject['language'],
  storylines: readonly Storyline[],
  replies: readonly string[],
): Subject {
  return {
    id,
    language,
    storylines,
    posts: [],
    replies,
    captions: [],
    hashtags: [],
    domains: [],
    videos: [],
    shorts: [],
  };
}

/** A reply without its threading mark. */
export function replyText(reply: string): string {
  return reply.startsWith('↳ ') ? reply.slice(2) : reply;
}
