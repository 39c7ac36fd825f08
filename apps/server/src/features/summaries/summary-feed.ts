import type { Platform, SummaryLanguage, Tone } from '@socialpulse/contract';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';
import type { ContentItem } from '@/platforms/types';

export interface FeedContext {
  summaryId: string;
  platform: Platform;
  sourceId: string;
  /** The human name (summarizer/digest/source-title.ts). */
  title: string;
  window: { start: Date; end: Date };
  tone: Tone;
  language: SummaryLanguage;
}

function toDigestItem(item: ContentItem): DigestItem {
  const e = item.engagement;
  return {
    id: item.id,
    url: item.url,
    author: item.author,
    ...(item.title ? { title: item.title } : {}),
    // A video's description may hold its chapters; its spoken words come as cues (below).
    text: item.text,
    publishedAt: item.createdAt,
    engagement: {
      score: e.score,
      likes: e.likes,
      comments: e.comments,
      views: e.views,
      shares: e.shares,
    },
    // The comment's id lets a quote link the comment itself, not only the thread.
    replies: item.comments.map((c) => ({
      id: c.id,
      author: c.author,
      text: c.text,
      score: c.score,
    })),
  };
}

/**
 * The fetched content as the digest reads it: the same items the statistics are computed from
 * (summary-source.ts), each with its fetched top comments as replies. A single video's transcript
 * cues travel with the feed so the digest can cut it into timestamped sections.
 */
export function summaryFeed(context: FeedContext, items: readonly ContentItem[]): DigestFeed {
  const cues = items.length === 1 ? items[0]!.transcriptCues : undefined;
  return {
    id: context.summaryId,
    platform: context.platform,
    source: { id: context.sourceId, title: context.title },
    period: { start: context.window.start.toISOString(), end: context.window.end.toISOString() },
    tone: context.tone,
    language: context.language,
    items: items.map(toDigestItem),
    ...(cues !== undefined && cues.length > 0 ? { transcript: cues } : {}),
  };
}
