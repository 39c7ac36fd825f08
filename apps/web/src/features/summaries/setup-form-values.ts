import {
  dateRangeIssues,
  type Period,
  type Platform,
  type RedditSortOption,
  type SummaryCreateInputRaw,
  type SummaryLanguage,
  type Tone,
} from '@socialpulse/contract';
import { SUMMARY_MESSAGES } from '@socialpulse/contract/constants/summaries';

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

export function createInput(
  platform: Platform,
  sourceId: string,
  values: SetupValues,
): SummaryCreateInputRaw {
  return {
    platform,
    sourceId,
    options: {
      period: values.period,
      tone: values.tone,
      language: values.language,
      ...(values.period === 'custom'
        ? { dateRange: { startDate: values.startDate, endDate: values.endDate } }
        : {}),
      ...(platform === 'reddit' ? { redditSort: values.redditSort } : {}),
    },
  };
}
