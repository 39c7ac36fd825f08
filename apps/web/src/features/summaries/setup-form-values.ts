import {
  dateRangeIssues,
  isSingleVideo,
  redditSortFor,
  type Period,
  type Platform,
  type RedditSortOption,
  type SummaryCreateInputRaw,
  type SummaryLanguage,
  type Tone,
} from '@socialpulse/contract';
import { SUMMARY_MESSAGES } from '@socialpulse/contract/constants/summaries';

/** What a single video's summary is stored with: the period plays no part in reading it. */
const DEFAULT_VIDEO_PERIOD: Period = 'today';

export type SetupValues = {
  period: Period;
  startDate: string;
  endDate: string;
  redditSort: RedditSortOption;
  tone: Tone;
  language: SummaryLanguage;
};

/** A local calendar day as `YYYY-MM-DD`: the date inputs speak the user's own days. */
export function localDay(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** A custom range starts as the last 7 days, today included. */
export function defaultRange(now: Date = new Date()): { startDate: string; endDate: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6);
  return { startDate: localDay(start), endDate: localDay(now) };
}

/** The contract's rules for a custom range, checked before anything is sent. */
export function rangeIssues(values: SetupValues, now: Date = new Date()): string[] {
  if (values.period !== 'custom') return [];
  if (values.startDate === '' || values.endDate === '') return [SUMMARY_MESSAGES.dateRangeRequired];
  return dateRangeIssues({ startDate: values.startDate, endDate: values.endDate }, now);
}

/** Choosing a custom range moves Hot and Rising, which rank today's posts, to New. */
export function withPeriod(values: SetupValues, period: Period): SetupValues {
  return { ...values, period, redditSort: redditSortFor(values.redditSort, period) };
}

export function createInput(
  platform: Platform,
  sourceId: string,
  values: SetupValues,
  sourceName?: string,
): SummaryCreateInputRaw {
  // A single video has no period (the form hides it): whatever its date, it is read whole.
  const period = isSingleVideo(platform, sourceId) ? DEFAULT_VIDEO_PERIOD : values.period;
  return {
    platform,
    sourceId,
    ...(sourceName !== undefined && sourceName.trim() !== '' ? { sourceName } : {}),
    options: {
      period,
      tone: values.tone,
      language: values.language,
      ...(period === 'custom'
        ? { dateRange: { startDate: values.startDate, endDate: values.endDate } }
        : {}),
      ...(platform === 'reddit' ? { redditSort: values.redditSort } : {}),
    },
  };
}
