/**
 * Bounds of one ingestion run per user (see README.md). They keep a run to a few dozen platform
 * requests whatever the user follows.
 */
export const INGEST_LIMITS = {
  /** Sources read per platform and run. */
  sourcesPerPlatform: 5,
  /** When the user has remembered no source on a platform, this many of its listed sources. */
  defaultSourcesPerPlatform: 3,
  /** Items kept per source at the neutral preference (0.5); scaled by the preference (see itemsCap). */
  itemsPerSource: 60,
  /** Pages per source and run. */
  pagesPerSource: 3,
  /** Items stored per user and run, all platforms together. */
  itemsPerRun: 600,
  /** How far back a source that was never read looks. */
  firstLookbackMs: 24 * 60 * 60 * 1000,
  /** A read source is asked again from this long before its newest item, to refresh engagement. */
  refreshOverlapMs: 6 * 60 * 60 * 1000,
  /** Never further back than this, however old the watermark. */
  maxLookbackMs: 24 * 60 * 60 * 1000,
} as const;

/** Neutral preference when the user never moved the slider (default 0.5). */
export const DEFAULT_PLATFORM_PREFERENCE = 0.5;

/** Items per source for a platform preference in (0, 1]: 0.5 → 60, 1 → 120, 0.1 → 12. */
export function itemsCap(preference: number): number {
  const scaled = Math.round(INGEST_LIMITS.itemsPerSource * 2 * preference);
  return Math.max(10, Math.min(INGEST_LIMITS.itemsPerSource * 2, scaled));
}

export function preferenceOf(
  preferences: Readonly<Record<string, number>> | undefined,
  platform: string,
): number {
  const value = preferences?.[platform];
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.max(0, Math.min(1, value))
    : DEFAULT_PLATFORM_PREFERENCE;
}
