/**
 * The Reddit listing the label and lead tests write about: posts of several subreddits on one day
 * of r/popular, with only a title and a score each.
 */
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';

export function listingPost(id: string, sub: string, title: string, score: number): DigestItem {
  return {
    id,
    url: `https://www.reddit.com/r/${sub}/comments/${id}/`,
    author: `author_${id}`,
    title,
    text: '',
    publishedAt: '2026-11-20T10:00:00Z',
    engagement: { score, comments: 12 },
    replies: [],
  };
}

export function popularDay(
  items: DigestItem[],
  language: DigestFeed['language'] = 'en',
): DigestFeed {
  return {
    id: 'popular-day',
    platform: 'reddit',
    source: { id: 'popular', title: 'r/popular' },
    period: { start: '2026-11-20T00:00:00Z', end: '2026-11-21T00:00:00Z' },
    tone: 'professional',
    language,
    items,
  };
}
