import {
  DEFAULT_KEYWORD_SETTINGS,
  keywordSettingsSchema,
  platformSchema,
  type KeywordSettings,
  type Platform,
  type TrackedKeyword,
} from '@socialpulse/contract';
import type { TrackedKeywordRow } from '@/features/keyword-alerts/tracked-keywords.repository';
import type { MatcherKeyword } from '@/matcher/types';

/**
 * Stored values are re-checked on the way out: a row written by an older release with a setting
 * that no longer parses falls back to the defaults instead of failing the response.
 */
function storedSettings(value: unknown): KeywordSettings {
  const parsed = keywordSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : { ...DEFAULT_KEYWORD_SETTINGS };
}

function storedPlatforms(value: readonly string[]): Platform[] {
  return value.flatMap((p) => {
    const parsed = platformSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
}

export function toTrackedKeyword(row: TrackedKeywordRow): TrackedKeyword {
  return {
    _id: row.id,
    keyword: row.keyword,
    platforms: storedPlatforms(row.platforms),
    isActive: row.isActive,
    settings: storedSettings(row.settings),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toMatcherKeyword(row: TrackedKeywordRow): MatcherKeyword {
  return {
    id: row.id,
    userId: row.userId,
    keyword: row.keyword,
    platforms: storedPlatforms(row.platforms),
    isActive: row.isActive,
    settings: storedSettings(row.settings),
  };
}
