/**
 * Feeds from the platform sandboxes at a fixed "now", so every run reads the same content: a week
 * of a few subreddits (top posts with their top comments, text HTML-escaped as Reddit's API sends
 * it) and a day or a week of Telegram groups and channels, mapped as the connector maps them.
 */
import type { Tone } from '@socialpulse/contract';
import { DEFAULT_CAPS } from '@/platforms/types';
import { listPosts } from '@/platforms/reddit/sandbox/listings';
import { SUBREDDITS } from '@/platforms/reddit/sandbox/catalog';
import { commentTree, detail, permalink } from '@/platforms/reddit/sandbox/posts';
import { DIALOGS, listDialogs, timelineOf } from '@/platforms/telegram/sandbox/dialogs';
import { message } from '@/platforms/telegram/sandbox/messages';
import { toContentItem } from '@/platforms/telegram/mappers';
import { DAY_MS, takeSlots } from '@/platforms/sandbox/timeline';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';

/** 2026-11-20 12:00 UTC: a fixed clock makes the sandbox's seeded content fixed too. */
export const SANDBOX_NOW = Date.UTC(2026, 10, 20, 12);
const TONES: readonly Tone[] = ['professional', 'engaging', 'creative'];

function escapeHtml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');
}

function redditFeed(name: string, tone: Tone, now: number): DigestFeed | null {
  const def = SUBREDDITS.find((s) => s.name === name);
  if (!def) return null;
  const posts = listPosts(def, { sort: 'top', t: 'week', limit: 100 }, now).posts;
  const items: DigestItem[] = posts.map((skeleton, k) => {
    const post = detail(skeleton);
    const replies =
      k < DEFAULT_CAPS.maxCommentedItems
        ? commentTree(post, now)
            .roots.sort((a, b) => b.score - a.score)
            .slice(0, DEFAULT_CAPS.maxCommentsPerItem)
            .map((c) => ({ author: c.author, text: escapeHtml(c.body), score: c.score }))
        : [];
    return {
      id: post.id,
      url: `https://www.reddit.com${permalink(post)}`,
      author: post.author,
      title: escapeHtml(post.title),
      text: escapeHtml(post.selftext),
      publishedAt: new Date(post.createdMs).toISOString(),
      engagement: { score: post.score, comments: post.numComments },
      replies,
    };
  });
  return {
    id: `sandbox-reddit-${name}-${tone}`,
    platform: 'reddit',
    source: { id: name, title: `r/${name}` },
    period: {
      start: new Date(now - 7 * DAY_MS).toISOString(),
      end: new Date(now).toISOString(),
    },
    tone,
    language: 'en',
    items,
  };
}

function telegramFeed(title: string, days: number, tone: Tone, now: number): DigestFeed | null {
  const index = DIALOGS.findIndex((d) => d.title === title);
  const dialog = listDialogs(now, 100).find((d) => d.title === title);
  if (index < 0 || !dialog) return null;
  const slots = takeSlots(
    timelineOf(index, now),
    { before: now + 1, after: now - days * DAY_MS },
    DEFAULT_CAPS.maxItems,
  );
  const items: DigestItem[] = slots
    .map((slot) => toContentItem(message(index, slot, now), dialog, DEFAULT_CAPS))
    .reverse()
    .map((c) => ({
      id: c.id,
      url: c.url,
      author: c.author,
      text: c.text,
      publishedAt: c.createdAt,
      engagement: {
        likes: c.engagement.likes,
        views: c.engagement.views,
        shares: c.engagement.shares,
        comments: c.engagement.comments,
      },
      replies: [],
    }));
  return {
    id: `sandbox-telegram-${title}-${tone}`,
    platform: 'telegram',
    source: { id: dialog.id, title },
    period: {
      start: new Date(now - days * DAY_MS).toISOString(),
      end: new Date(now).toISOString(),
    },
    tone,
    language: 'en',
    items,
  };
}

/** Every sandbox feed in every tone. */
export function sandboxFeeds(now = SANDBOX_NOW): DigestFeed[] {
  const feeds: (DigestFeed | null)[] = [];
  for (const tone of TONES) {
    for (const name of ['programming', 'selfhosted', 'space', 'soccer'])
      feeds.push(redditFeed(name, tone, now));
    feeds.push(telegramFeed('Weekend Hikers', 7, tone, now));
    feeds.push(telegramFeed('Dev Team', 1, tone, now));
    feeds.push(telegramFeed('Orbit News', 7, tone, now));
  }
  return feeds.filter((f): f is DigestFeed => f !== null);
}
