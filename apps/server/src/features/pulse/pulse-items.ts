import type { Platform } from '@socialpulse/contract';
import type { ContentEngagement } from '@/db/schema';
import type { PulseItemRow } from '@/features/pulse/pulse.repository';
import type { SummaryItem } from '@/summarizer/types';

const num = (value: number | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * Interactions with an item: reactions (the larger of likes and score, which several platforms
 * report as the same number), comments, shares and awards. Views are not interactions.
 */
export function interactions(e: ContentEngagement): number {
  const reactions = Math.max(num(e.likes), num(e.score), num(e.reactions), 0);
  return Math.round(reactions + num(e.comments) + num(e.shares) + num(e.awards));
}

export function toSummaryItem(item: PulseItemRow): SummaryItem {
  return {
    id: item.id,
    text: item.text,
    ...(item.title ? { title: item.title } : {}),
    ...(item.author ? { author: item.author } : {}),
    url: item.url,
    timestamp: item.publishedAt,
    platform: item.platform,
    engagement: {
      likes: num(item.engagement.likes),
      score: num(item.engagement.score),
      comments: num(item.engagement.comments),
      views: num(item.engagement.views),
      shares: num(item.engagement.shares),
      awards: num(item.engagement.awards),
    },
  };
}

export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** A display title: the item's own, else the start of its text. */
export function titleOf(item: Pick<PulseItemRow, 'title' | 'text' | 'sourceName'>): string {
  const title = item.title?.trim();
  if (title) return clip(title, 140);
  const firstLine = item.text.split(/\n|(?<=[.!?])\s/u)[0]?.trim();
  return firstLine ? clip(firstLine, 140) : item.sourceName;
}

/** Where a source lives on its platform; the item's own address when that cannot be known. */
export function sourceUrl(platform: Platform, sourceId: string, itemUrl: string): string {
  const id = encodeURIComponent(sourceId.replace(/^r\//u, ''));
  switch (platform) {
    case 'reddit':
      return `https://www.reddit.com/r/${id}`;
    case 'youtube':
      return sourceId.startsWith('UC')
        ? `https://www.youtube.com/channel/${id}`
        : `https://www.youtube.com/playlist?list=${id}`;
    case 'twitter':
      if (sourceId.startsWith('list:'))
        return `https://x.com/i/lists/${encodeURIComponent(sourceId.slice(5))}`;
      if (sourceId.startsWith('user:'))
        return `https://x.com/i/user/${encodeURIComponent(sourceId.slice(5))}`;
      return itemUrl;
    case 'telegram':
      return itemUrl.replace(/\/\d+$/u, '') || itemUrl;
  }
}
