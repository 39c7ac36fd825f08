/**
 * Counts above the whole: a digest may only count what is in its period. A stated number of posts
 * larger than the feed's items, a number of comments larger than both the replies in the feed and
 * the comment counters the platform gave for its items, or a number of posts equal to a fetch cap
 * when the feed was cut at that cap ("filled up with 300 posts": 300 is where fetching stopped, not
 * how much happened) are all defects, unless it is named as the top of the source ("the top 100
 * posts").
 */
import { ITEM_FETCH_CAP, PAGE_SIZE } from '@/lib/fetch-caps';
import type { DigestFeed } from '@/summarizer/digest/types';
import { plainText, visibleLines } from '@/summarizer/quality/markdown-lines';
import { agrees, statedCounts } from '@/summarizer/quality/stated-counts';

/** Where fetching stops: one page of a listing or timeline (100), and the connectors' item cap. */
export const FETCH_CAPS: readonly number[] = [PAGE_SIZE, ITEM_FETCH_CAP];

/**
 * "the top 100 posts", "die Top 100", "топ-100", "le top de r/x : 100 publications": a cap stated
 * as the top of a ranking says how far the fetch went, which is honest.
 */
const TOP = /(?:\btop\b|(?<!\p{L})топ(?!\p{L}))[^.;]{0,60}$/iu;

function namedAsTop(line: string, index: number): boolean {
  return TOP.test(plainText(line).slice(0, index));
}

export interface CountDefect {
  stated: string;
  reason: 'above the items' | 'above the replies' | 'a fetch cap';
  line: string;
}

export function countsAboveWhole(feed: DigestFeed, markdown: string): CountDefect[] {
  const items = feed.items.length;
  const replies = feed.items.reduce((sum, item) => sum + item.replies.length, 0);
  const commentCounters = feed.items.reduce(
    (sum, item) => sum + (item.engagement.comments ?? 0),
    0,
  );
  const maxReplies = Math.max(replies, commentCounters);
  const out: CountDefect[] = [];
  for (const line of visibleLines(markdown)) {
    for (const count of statedCounts(plainText(line))) {
      const low = count.value - (count.approximate ? 0 : count.tolerance);
      if (count.counts === 'items') {
        if (low > items) out.push({ stated: count.text, reason: 'above the items', line });
        else if (
          FETCH_CAPS.some((cap) => items >= cap && agrees(count, cap)) &&
          !namedAsTop(line, count.index)
        )
          out.push({ stated: count.text, reason: 'a fetch cap', line });
      } else if (low > maxReplies) {
        out.push({ stated: count.text, reason: 'above the replies', line });
      }
    }
  }
  return out;
}
