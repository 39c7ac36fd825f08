import type { Platform } from '@socialpulse/contract';
import type { ContentEngagement, ContentSourceType } from '@/db/schema';
import type { NewContentItem } from '@/features/ingest/ingest.repository';
import type { ContentItem } from '@/platforms/types';

const SOURCE_TYPES: Record<Platform, ContentSourceType> = {
  reddit: 'post',
  twitter: 'post',
  youtube: 'video',
  telegram: 'message',
};

/**
 * Telegram numbers messages per account outside channels (private chats, basic groups), so two
 * users' items there could share an id: those are stored per user. Channel posts are the same for
 * every reader and are shared like the other platforms' items.
 */
export function externalIdOf(
  item: ContentItem,
  userId: string,
  sourceType: string | undefined,
): string {
  if (item.platform === 'telegram' && sourceType !== 'channel') return `${userId}:${item.id}`;
  return item.id;
}

/**
 * Connectors answer 0 for counters a platform does not have. Views are the one a reader would take
 * at face value ("0 views"), so they are left out where the platform reports none: Reddit never
 * does, and Telegram counts views on channel posts only.
 */
function reportsViews(platform: ContentItem['platform'], sourceType: string | undefined): boolean {
  if (platform === 'reddit') return false;
  if (platform === 'telegram') return sourceType === 'channel';
  return true;
}

function engagementOf(item: ContentItem, sourceType: string | undefined): ContentEngagement {
  const e = item.engagement;
  const out: ContentEngagement = {
    ...(reportsViews(item.platform, sourceType) ? { views: e.views } : {}),
    likes: e.likes,
    comments: e.comments,
    score: e.score,
    shares: e.shares,
    awards: e.awards,
  };
  // Telegram's likes are the sum of its emoji reactions.
  if (item.platform === 'telegram') out.reactions = e.likes;
  // A counter the platform withheld (YouTube hidden likes, no statistics) is unknown, not 0.
  for (const key of item.unknownEngagement ?? []) delete out[key];
  return out;
}

export function toContentRow(
  item: ContentItem,
  context: { userId: string; sourceName: string; sourceType: string | undefined; fetchedAt: Date },
): NewContentItem {
  return {
    platform: item.platform,
    externalId: externalIdOf(item, context.userId, context.sourceType),
    sourceId: item.sourceId,
    sourceName: context.sourceName,
    sourceType: SOURCE_TYPES[item.platform],
    url: item.url,
    title: item.title ?? null,
    text: item.text,
    author: item.author,
    publishedAt: new Date(item.createdAt),
    engagement: engagementOf(item, context.sourceType),
    fetchedAt: context.fetchedAt,
    nsfw: item.nsfw === true,
  };
}

/** One row per platform and external id (an upsert may not touch a row twice). */
export function dedupeRows(rows: readonly NewContentItem[]): NewContentItem[] {
  const seen = new Map<string, NewContentItem>();
  for (const row of rows) seen.set(`${row.platform}\u0000${row.externalId}`, row);
  return [...seen.values()];
}
