import {
  alertEngagementSchema,
  matchContextSchema,
  type AlertEngagement,
  type KeywordAlert,
} from '@socialpulse/contract';
import type { ContentEngagement } from '@/db/schema';
import type { KeywordAlertRow } from '@/features/keyword-alerts/keyword-alerts.repository';

const NON_NEGATIVE = ['views', 'likes', 'comments', 'reactions'] as const;

/**
 * The alert's counters from the item's: only those the alert shape has, as integers (the response
 * schema refuses fractions and negative views, and a platform's odd value must not make a 500).
 */
export function alertEngagement(engagement: ContentEngagement): AlertEngagement {
  const out: AlertEngagement = {};
  for (const key of NON_NEGATIVE) {
    const value = engagement[key];
    if (typeof value === 'number' && Number.isFinite(value)) {
      out[key] = Math.max(0, Math.round(value));
    }
  }
  if (typeof engagement.score === 'number' && Number.isFinite(engagement.score)) {
    out.score = Math.round(engagement.score);
  }
  return out;
}

export function toKeywordAlert(row: KeywordAlertRow): KeywordAlert {
  const context = matchContextSchema.safeParse(row.matchContext);
  const engagement = alertEngagementSchema.safeParse(row.engagement);
  return {
    id: row.id,
    platform: row.platform,
    keyword: row.keyword,
    detectedAt: row.detectedAt.toISOString(),
    isRead: row.isRead,
    matchContext: context.success ? context.data : { before: '', matched: row.keyword, after: '' },
    contentSnippet: row.contentSnippet,
    source: row.source,
    engagement: engagement.success ? engagement.data : {},
  };
}
