/**
 * How much each item counts: engagement (log-scaled, so one viral post does not drown the rest),
 * recency relative to the newest item (not the wall clock, so results are reproducible) and the
 * user's per-platform preference. Items without any of these signals all weigh 1.
 */
import type { Engagement, SummaryItem } from '@/summarizer/types';

/** Log-scaled engagement: comments count more than likes (they signal discussion), views least. */
export function engagementScore(e: Engagement | undefined): number {
  if (!e) return 0;
  const n = (v: number | undefined): number =>
    typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;
  return (
    Math.log1p(n(e.likes) + n(e.score) + n(e.reactions)) +
    1.5 * Math.log1p(n(e.comments) + n(e.replies)) +
    0.4 * Math.log1p(n(e.views)) +
    1.2 * Math.log1p(n(e.shares) + n(e.forwards)) +
    Math.log1p(n(e.awards))
  );
}

export function timestampMs(value: SummaryItem['timestamp']): number | null {
  if (value === undefined) return null;
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** A 0..1 slider value becomes a 0.25..1.75 multiplier; 0.5 (the default) is neutral. */
export function platformMultiplier(
  weights: Readonly<Record<string, number>> | undefined,
  platform: string | undefined,
): number {
  if (!weights || platform === undefined || !Object.hasOwn(weights, platform)) return 1;
  const w = weights[platform];
  if (typeof w !== 'number' || !Number.isFinite(w)) return 1;
  return 0.25 + 1.5 * Math.min(1, Math.max(0, w));
}

const HOUR = 3_600_000;

export interface WeightOptions {
  platformWeights?: Readonly<Record<string, number>>;
  now?: Date;
}

/** One weight per item, positive, with mean around 1 when nothing distinguishes the items. */
export function itemWeights(items: readonly SummaryItem[], options: WeightOptions = {}): number[] {
  const engagement = items.map((item) => engagementScore(item.engagement));
  // Loops, not Math.max(...array): spreading 100k arguments overflows the call stack.
  const maxEngagement = engagement.reduce((max, e) => Math.max(max, e), 0);
  const times = items.map((item) => timestampMs(item.timestamp));
  let newestSeen = -Infinity;
  let oldestSeen = Infinity;
  for (const t of times) {
    if (t === null) continue;
    newestSeen = Math.max(newestSeen, t);
    oldestSeen = Math.min(oldestSeen, t);
  }
  const newest = options.now?.getTime() ?? (Number.isFinite(newestSeen) ? newestSeen : 0);
  const oldest = Number.isFinite(oldestSeen) ? Math.min(oldestSeen, newest) : newest;
  // Half-life follows the window: a day's digest decays within hours, a month's within days.
  const halfLife = Math.min(7 * 24 * HOUR, Math.max(HOUR, (newest - oldest) / 2));
  return items.map((item, i) => {
    const e = maxEngagement > 0 ? engagement[i]! / maxEngagement : 0;
    const t = times[i];
    const recency =
      t === null || t === undefined ? 1 : Math.pow(0.5, Math.max(0, newest - t) / halfLife);
    return (
      platformMultiplier(options.platformWeights, item.platform) *
      (1 + 1.5 * e) *
      (0.5 + 0.5 * recency)
    );
  });
}
