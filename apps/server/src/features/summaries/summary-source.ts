import type {
  GenericSummaryStats,
  Platform,
  RedditSummaryStats,
  SummarySource,
  SummarySourceItem,
  SummaryStats,
  TelegramSummaryStats,
} from '@socialpulse/contract';
import type { SummaryItem } from '@/summarizer/types';
import type { ContentItem } from '@/platforms/types';

/** Items kept on a summary for display and charts (the most engaging), and their text length. */
export const SOURCE_ITEMS_MAX = 50;
export const SOURCE_ITEM_TEXT_MAX = 500;

function weight(item: ContentItem): number {
  const e = item.engagement;
  return e.score + e.likes + e.comments * 2 + e.shares * 2 + e.views / 100 + e.awards * 5;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function toSourceItem(platform: Platform, item: ContentItem): SummarySourceItem {
  return {
    id: item.id,
    ...(item.title ? { title: item.title } : {}),
    text: clip(item.text, SOURCE_ITEM_TEXT_MAX),
    url: item.url,
    createdAt: item.createdAt,
    ...(platform === 'reddit'
      ? {
          score: item.engagement.score,
          numComments: item.engagement.comments,
          awards: item.engagement.awards,
        }
      : {}),
    engagement: {
      likes: item.engagement.likes,
      comments: item.engagement.comments,
      views: item.engagement.views,
    },
  };
}

export function summaryStats(platform: Platform, items: readonly ContentItem[]): SummaryStats {
  const sum = (pick: (item: ContentItem) => number) =>
    items.reduce((total, item) => total + pick(item), 0);
  if (platform === 'reddit') {
    const stats: RedditSummaryStats = {
      posts: items.length,
      comments: sum((i) => i.engagement.comments),
      score: sum((i) => i.engagement.score),
      awards: sum((i) => i.engagement.awards),
    };
    return stats;
  }
  if (platform === 'telegram') {
    const stats: TelegramSummaryStats = { text: 0, photo: 0, video: 0, document: 0, other: 0 };
    for (const item of items) {
      const kind = item.media[0];
      if (kind === undefined) stats.text++;
      else if (kind === 'photo' || kind === 'video' || kind === 'document') stats[kind]++;
      else stats.other++;
    }
    return stats;
  }
  const stats: GenericSummaryStats = {
    items: items.length,
    likes: sum((i) => i.engagement.likes),
    comments: sum((i) => i.engagement.comments),
    views: sum((i) => i.engagement.views),
  };
  return stats;
}

export function summarySource(
  platform: Platform,
  sourceId: string,
  title: string,
  items: readonly ContentItem[],
): SummarySource {
  const kept = [...items]
    .sort((a, b) => weight(b) - weight(a))
    .slice(0, SOURCE_ITEMS_MAX)
    .map((item) => toSourceItem(platform, item));
  return { id: sourceId, title, items: kept, stats: summaryStats(platform, items) };
}

/**
 * What the summarizer reads: each item, plus its fetched top comments as items of their own (linked
 * to the post) so discussion can surface. A YouTube transcript, when present, leads the video's text
 * (what is said in the video matters most), followed by the description; comments follow as items.
 */
export function toSummaryItems(items: readonly ContentItem[]): SummaryItem[] {
  return items.flatMap((item) => {
    const main: SummaryItem = {
      id: item.id,
      text: item.transcript ? `${item.transcript}\n${item.text}` : item.text,
      ...(item.title ? { title: item.title } : {}),
      author: item.author,
      url: item.url,
      timestamp: item.createdAt,
      platform: item.platform,
      engagement: {
        likes: item.engagement.likes,
        score: item.engagement.score,
        comments: item.engagement.comments,
        views: item.engagement.views,
        shares: item.engagement.shares,
        awards: item.engagement.awards,
      },
    };
    const comments = item.comments.map((c): SummaryItem => ({
      id: `${item.id}:${c.id}`,
      parentId: item.id,
      text: c.text,
      author: c.author,
      url: item.url,
      timestamp: c.createdAt,
      platform: item.platform,
      engagement: { score: c.score },
    }));
    return [main, ...comments];
  });
}
