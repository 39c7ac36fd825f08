/**
 * What every converted feed shares: its period from the items' own times rounded out to whole UTC
 * days, its language from its content, and the size a feed needs to be worth measuring.
 */
import { feedLanguage } from '@/summarizer/digest/language';
import type { DigestFeed, DigestItem, DigestPlatform } from '@/summarizer/digest/types';

export const MIN_ITEMS = 8;
export const MIN_THREAD_REPLIES = 40;

const DAY = 86_400_000;

/** The first midnight at or before the earliest item and the first at or after the latest. */
export function periodOf(items: readonly DigestItem[]): { start: string; end: string } {
  const times = items.map((i) => Date.parse(i.publishedAt)).filter((t) => Number.isFinite(t));
  if (times.length === 0) throw new Error('no item has a time');
  const start = Math.floor(Math.min(...times) / DAY) * DAY;
  const end = Math.max(start + DAY, Math.ceil(Math.max(...times) / DAY) * DAY);
  return { start: new Date(start).toISOString(), end: new Date(end).toISOString() };
}

export function makeFeed(
  id: string,
  platform: DigestPlatform,
  source: { id: string; title: string },
  items: DigestItem[],
): DigestFeed {
  return {
    id,
    platform,
    source,
    period: periodOf(items),
    tone: 'engaging',
    // The app's languages only; content in any other stays as written under an English frame.
    language: feedLanguage(items) ?? 'en',
    items,
  };
}

/** Enough items to be a listing, or one post with a real discussion under it. */
export function bigEnough(feed: DigestFeed): boolean {
  if (feed.items.length >= MIN_ITEMS) return true;
  return feed.items.length === 1 && feed.items[0]!.replies.length >= MIN_THREAD_REPLIES;
}

/** Two recordings of one listing share most of their items: the later one adds nothing. */
export function sameListing(a: DigestFeed, b: DigestFeed): boolean {
  const ids = new Set(a.items.map((i) => i.id));
  const shared = b.items.filter((i) => ids.has(i.id)).length;
  return shared >= Math.min(a.items.length, b.items.length) / 2;
}
