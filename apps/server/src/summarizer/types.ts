/**
 * Public shapes of the offline summarizer. The pipeline maps platform content into `SummaryItem`s,
 * calls `summarize()` (or `extract()` for plain sentences) and stores what comes back.
 */
import type { SummaryLanguage, Tone } from '@socialpulse/contract';
import type { DigestFeed } from '@/summarizer/digest/types';

export type { SummaryLanguage, Tone };

/** Engagement counters as platforms report them; every field is optional and summed where alike. */
export interface Engagement {
  likes?: number;
  score?: number;
  reactions?: number;
  comments?: number;
  replies?: number;
  views?: number;
  shares?: number;
  forwards?: number;
  awards?: number;
}

export interface SummaryItem {
  id: string;
  text: string;
  title?: string;
  author?: string;
  url?: string;
  /** ISO string, epoch milliseconds or Date. */
  timestamp?: string | number | Date;
  engagement?: Engagement;
  platform?: string;
  /**
   * Set on a reply or comment fetched with its post: it is ranked like any item, but the summary's
   * count of posts or messages leaves it out (it is part of its parent's discussion).
   */
  parentId?: string;
}

/**
 * - `documents`: items are posts or articles; units are sentences (a title is a unit of its own).
 * - `conversation`: items are chat turns; a unit is `Author: text`, because who said it matters.
 * - `auto`: conversation when items are short and carry authors, else documents.
 */
export type UnitMode = 'auto' | 'documents' | 'conversation';

export interface ExtractOptions {
  /** Word budget for the selected sentences; default grows with the square root of the input length. */
  words?: number;
  mode?: UnitMode;
  /** User preference per platform, 0..1 (the Settings sliders; 0.5 is neutral). */
  platformWeights?: Readonly<Record<string, number>>;
  /** Reference time for recency; default is the newest item's timestamp, so output never depends on the clock. */
  now?: Date;
}

/** One extracted sentence, verbatim from its item (after noise stripping). */
export interface Point {
  text: string;
  itemId: string;
  /** Index of the item in the caller's array. */
  itemIndex: number;
  /** Sentence index within the item; -1 for its title. */
  position: number;
  score: number;
  topicId: number;
  author?: string;
  url?: string;
  platform?: string;
}

export interface Topic {
  id: number;
  /** Most characteristic words, as written in the items. */
  keywords: string[];
  /** Items grouped under this topic (duplicates are listed with their representative). */
  itemIds: string[];
  /** Share of the total item weight, 0..1. */
  weight: number;
  points: Point[];
}

export interface ExtractStats {
  /** Items given. */
  items: number;
  /** Items with content that are not duplicates of another. */
  distinct: number;
  /** Of those, the ones that are not replies (no `parentId`): what the summary counts. */
  distinctTopLevel: number;
  duplicates: number;
  /** Sentences or turns ranked. */
  units: number;
  /** Items that fed the sentence graph (the heaviest, capped for large inputs). */
  candidates: number;
  inputWords: number;
  budget: number;
  selectedWords: number;
}

export interface Extraction {
  /** Selected points in reading order. */
  points: Point[];
  topics: Topic[];
  mode: 'documents' | 'conversation';
  stats: ExtractStats;
}

export interface SummarizeOptions extends ExtractOptions {
  tone?: Tone;
  language?: SummaryLanguage;
  /** Shown in the heading, e.g. "r/typescript". */
  sourceTitle?: string;
  /** Topics shown as sections (default 5); points of further topics go under one closing heading. */
  maxTopics?: number;
  /**
   * The whole feed (source, period, items with their replies): when given, the offline answer is
   * the digest (summarizer/digest), which needs more than the flat items carry.
   */
  feed?: DigestFeed;
}

export interface SummaryPoint {
  text: string;
  itemId: string;
  url: string;
  author?: string;
}

export interface SummaryTopic {
  id: number;
  label: string;
  keywords: string[];
  itemIds: string[];
  weight: number;
  points: SummaryPoint[];
}

export interface SummaryResult {
  /** `no_content` when nothing summarizable was left after cleaning (the pipeline's `no_data`). */
  status: 'completed' | 'no_content';
  tone: Tone;
  language: SummaryLanguage;
  title: string;
  markdown: string;
  topics: SummaryTopic[];
  stats: ExtractStats;
}
