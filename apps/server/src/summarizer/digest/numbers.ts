/**
 * Numbers as the app shows them (apps/web/src/lib/format.ts): K at 1e3, M at 1e6, one
 * decimal at most. A digest's figures must read exactly like the statistics beside it.
 */
import type { DigestEngagement, DigestItem, DigestPlatform } from '@/summarizer/digest/types';

export function formatCount(value: number, locale = 'en'): string {
  const number = (n: number): string =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  const abs = Math.abs(value);
  const tenths = (n: number): number => Math.round(n * 10) / 10;
  if (abs >= 1e6 || tenths(abs / 1e3) >= 1e3) return `${number(tenths(value / 1e6))}M`;
  if (abs >= 1e3) return `${number(tenths(value / 1e3))}K`;
  return number(Math.round(value));
}

/** Which counters a platform's items are judged and described by, the first one leading. */
export type MetricKey = keyof DigestEngagement;

export const PLATFORM_METRICS: Readonly<Record<DigestPlatform, readonly MetricKey[]>> = {
  reddit: ['score', 'comments'],
  twitter: ['likes', 'shares', 'comments', 'views'],
  telegram: ['views', 'likes', 'shares', 'comments'],
  youtube: ['views', 'likes', 'comments'],
};

function value(e: DigestEngagement, key: MetricKey): number {
  const v = e[key];
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0;
}

export function metricValue(item: DigestItem, key: MetricKey): number {
  return value(item.engagement, key);
}

/** Comparable engagement: the platform's leading counter first, the others breaking ties. */
export function engagementRank(platform: DigestPlatform, item: DigestItem): number[] {
  return PLATFORM_METRICS[platform].map((key) => metricValue(item, key));
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (b[i] ?? 0) - (a[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Items by engagement, most first; ties keep feed order so output is deterministic. */
export function byEngagement(platform: DigestPlatform, items: readonly DigestItem[]): DigestItem[] {
  return items
    .map((item, index) => ({ item, index, rank: engagementRank(platform, item) }))
    .sort((a, b) => compareRanks(a.rank, b.rank) || a.index - b.index)
    .map((entry) => entry.item);
}

/** The five most-engaged items that have any engagement at all (a silent chat has none). */
export function topItems(
  platform: DigestPlatform,
  items: readonly DigestItem[],
  n = 5,
): DigestItem[] {
  return byEngagement(platform, items)
    .filter((item) => engagementRank(platform, item).some((v) => v > 0))
    .slice(0, n);
}
