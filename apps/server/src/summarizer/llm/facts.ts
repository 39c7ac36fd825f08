/**
 * The totals and the window of the material, told to the model in its prompt so that it can say
 * how many and when without guessing: what it writes is then checked against these figures too.
 */
import type { DigestFeed } from '@/summarizer/digest/types';

export interface MaterialFacts {
  items: number;
  replies?: number;
  period?: { start: string; end: string };
}

export function feedFacts(feed: DigestFeed): MaterialFacts {
  return {
    items: feed.items.length,
    replies: feed.items.reduce((sum, item) => sum + item.replies.length, 0),
    period: feed.period,
  };
}

const DAY = 86_400_000;

/** "6 items and 11 replies from 2026-11-13 to 2026-11-20 (7 days)." */
export function factsLine(facts: MaterialFacts): string {
  const many = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;
  // A listing is fetched without its comments: "0 replies" would tell the model nobody answered.
  const replies = facts.replies ? ` and ${many(facts.replies, 'reply', 'replies')}` : '';
  const counts = `${many(facts.items, 'item', 'items')}${replies}`;
  const start = facts.period ? Date.parse(facts.period.start) : NaN;
  const end = facts.period ? Date.parse(facts.period.end) : NaN;
  if (!Number.isFinite(start) || !Number.isFinite(end)) return `${counts} in all.`;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const days = Math.round((end - start) / DAY);
  return `${counts} from ${day(start)} to ${day(end)} (${many(days, 'day', 'days')}).`;
}
