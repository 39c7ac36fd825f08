/**
 * Shapes of the digest composer. A feed is what `npm run summarize` reads one per line and what the
 * summaries pipeline builds from fetched content: both end in `digest(feed)`.
 */
import type { SummaryLanguage, Tone } from '@socialpulse/contract';

export const DIGEST_PLATFORMS = ['reddit', 'twitter', 'telegram', 'youtube'] as const;
export type DigestPlatform = (typeof DIGEST_PLATFORMS)[number];

export interface DigestEngagement {
  score?: number;
  likes?: number;
  comments?: number;
  views?: number;
  shares?: number;
}

export interface DigestReply {
  author: string;
  text: string;
  score?: number;
  /** The reply's own id and the id of what it answers (another reply, or else the item). */
  id?: string;
  parentId?: string;
}

export interface DigestItem {
  id: string;
  url: string;
  author: string;
  title?: string;
  /** As the platform API sent it: HTML entities and markup are cleaned by the composer. */
  text: string;
  /** ISO 8601. */
  publishedAt: string;
  engagement: DigestEngagement;
  replies: DigestReply[];
}

/** One caption cue of a video: seconds from its start and what is said. */
export interface TranscriptCue {
  start: number;
  text: string;
}

export interface DigestFeed {
  id: string;
  platform: DigestPlatform;
  source: { id: string; title: string };
  period: { start: string; end: string };
  tone: Tone;
  language: SummaryLanguage;
  items: DigestItem[];
  transcript?: TranscriptCue[];
}

export interface DigestResult {
  status: 'completed' | 'no_content';
  title: string;
  markdown: string;
  /** `items` is the number of top-level items, the same figure the app's statistics show. */
  stats: { items: number };
}
