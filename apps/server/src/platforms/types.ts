import type { Platform } from '@socialpulse/contract';
import { ITEM_FETCH_CAP } from '@/lib/fetch-caps';

export type { Platform };

/** Every upstream service a client talks to; Google sign-in is not a summarizable platform. */
export type Service = Platform | 'google';

export const SERVICE_LABELS: Record<Service, string> = {
  reddit: 'Reddit',
  youtube: 'YouTube',
  twitter: 'X',
  telegram: 'Telegram',
  google: 'Google',
};

/** What the product shows for a connected account (Connection.profileData plus the stable id). */
export interface PlatformProfile {
  /** Stable upstream id (Reddit t2 id, YouTube channel id or Google sub, X user id, Telegram user id). */
  externalId: string;
  username: string;
  avatar: string | null;
}

/** Tokens as a connection stores them (encrypted at rest by the caller). */
export interface TokenSet {
  accessToken: string;
  /** Null when the platform issued none (Google without offline access). */
  refreshToken: string | null;
  /** Null when the platform did not say. */
  expiresAt: Date | null;
  scopes: string[];
  idToken?: string;
}

export type MediaKind = 'photo' | 'video' | 'audio' | 'document' | 'link' | 'poll' | 'other';

/** Counters normalised across platforms; 0 where a platform does not report one. */
export interface Engagement {
  likes: number;
  comments: number;
  views: number;
  score: number;
  shares: number;
  awards: number;
}

export interface ContentComment {
  id: string;
  author: string;
  text: string;
  /** Absent when the platform hides it (Reddit `score_hidden`: the number it sends is a placeholder). */
  score?: number;
  createdAt: string;
}

/** One post, video, tweet or message, the unit the summarizer and the Pulse ingest work on. */
export interface ContentItem {
  id: string;
  platform: Platform;
  sourceId: string;
  url: string;
  title?: string;
  text: string;
  author: string;
  /** ISO 8601. */
  createdAt: string;
  engagement: Engagement;
  media: MediaKind[];
  comments: ContentComment[];
  /** YouTube: ISO 8601 duration; kept so summaries can say "a 12-minute video". */
  duration?: string;
  /** YouTube: the spoken words, when a TranscriptProvider had them (capped). */
  transcript?: string;
  /** YouTube: the same words with their start times (seconds), for timestamped sections. */
  transcriptCues?: { start: number; text: string }[];
  /** True when `text` or `comments` were cut to the document caps. */
  truncated?: boolean;
  /**
   * Counters the platform did not report for this item (YouTube without `statistics`, hidden likes,
   * disabled comments): `engagement` holds 0 for them, which must not be shown or stored as real.
   */
  unknownEngagement?: Array<keyof Engagement>;
  /** Adult content (Reddit `over_18` on the post or its subreddit); hiding it is the reader's choice. */
  nsfw?: boolean;
  /** YouTube broadcasts that are on air or scheduled (`snippet.liveBroadcastContent`). */
  live?: 'live' | 'upcoming';
}

export type RedditSort = 'hot' | 'new' | 'top' | 'rising';

/** Bounds that keep one summary's input small whatever the source's volume. */
export interface DocumentCaps {
  maxItems: number;
  maxPages: number;
  maxTextChars: number;
  /** Items (by engagement) that get their top comments fetched. */
  maxCommentedItems: number;
  maxCommentsPerItem: number;
  maxCommentChars: number;
}

export const DEFAULT_CAPS: DocumentCaps = {
  maxItems: ITEM_FETCH_CAP,
  maxPages: 20,
  maxTextChars: 4000,
  maxCommentedItems: 15,
  maxCommentsPerItem: 5,
  maxCommentChars: 500,
};

export interface FetchWindow {
  since: Date;
  until: Date;
  /** Reddit only; default `new`. */
  sort?: RedditSort;
  /** X only: leave out replies (posts with a `replied_to` reference); default: kept. */
  excludeReplies?: boolean;
  caps?: Partial<DocumentCaps>;
}

export interface FetchResult {
  items: ContentItem[];
  /** True when a cap stopped paging before the window was exhausted. */
  truncated: boolean;
  /** Display title of the source, when the platform told us. */
  sourceTitle?: string;
  /**
   * True only when the platform itself said the source is public, readable by anyone (a public
   * subreddit, a public channel's uploads, an unprotected X account, a public Telegram channel): then one fetch may serve every user who asked for it (docs/decisions/0051).
   */
  publicSource?: boolean;
}

export function zeroEngagement(): Engagement {
  return { likes: 0, comments: 0, views: 0, score: 0, shares: 0, awards: 0 };
}
