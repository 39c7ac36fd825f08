import { isSingleVideo, type SummaryListItem } from '@socialpulse/contract';
import { NSFW_MESSAGES } from '@socialpulse/contract/constants/settings';
import type { TFunction } from 'i18next';
import { translateSummaryMessage } from '@/features/summaries/summary-messages';
import { formatUtcDate, summaryDays } from '@/features/summaries/summary-format';

/**
 * The display rules for everything but finished content: failed shows the error or "Failed to
 * generate summary"; no_data says nothing was found (in the source, when known) between the window's
 * dates; no content at all reads "No summary available".
 */
export function summaryNotice(t: TFunction, summary: SummaryListItem, locale: string): string {
  const error = summary.error === null ? undefined : translateSummaryMessage(t, summary.error);
  switch (summary.status) {
    case 'completed':
      return summary.content !== null && summary.content.trim() !== ''
        ? summary.content
        : t('summary.none');
    case 'failed':
      return error ?? t('summary.failed');
    case 'rate_limited':
      return error ?? t('summary.rateLimited');
    case 'pending':
    case 'processing':
      return t('summary.working');
    case 'no_data': {
      const days = summaryDays(summary);
      if (days === null) return t('summary.none');
      const dates = {
        start: formatUtcDate(days.start, locale),
        end: formatUtcDate(days.end, locale),
      };
      const source = summary.source?.title;
      const nothing =
        source === undefined
          ? t('summary.noDataAny', dates)
          : t('summary.noData', { ...dates, source });
      // There was content, all of it adult: say so, or the user would think the source was quiet.
      return summary.error === NSFW_MESSAGES.allHidden
        ? `${nothing} ${t('contentFilter.allHidden')}`
        : nothing;
    }
  }
}

/** The period as chosen: "Last 7 days", or the custom dates. */
export function periodLabel(t: TFunction, summary: SummaryListItem, locale: string): string {
  if (isSingleVideo(summary.platform, summary.sourceId)) return t('summary.wholeVideo');
  const range = summary.options.dateRange;
  if (summary.options.period !== 'custom' || range === undefined)
    return t(`periods.${summary.options.period}`);
  const day = (iso: string) => formatUtcDate(new Date(`${iso}T00:00:00.000Z`), locale);
  return t('summary.range', { start: day(range.startDate), end: day(range.endDate) });
}

export function hasContent<T extends SummaryListItem>(
  summary: T,
): summary is T & { content: string } {
  return (
    summary.status === 'completed' && summary.content !== null && summary.content.trim() !== ''
  );
}
