import type { SummaryListItem } from '@socialpulse/contract';
import { dateTimeFormat } from '@/lib/format';

/** A stored source title, else the name of the source in the cached list, else its id. */
export function summaryTitle(summary: SummaryListItem, knownName?: string): string {
  return summary.source?.title ?? knownName ?? summary.sourceId;
}

const DAY_MS = 86_400_000;

/**
 * The calendar days a summary covers, in UTC like the server's window. The window's end is
 * exclusive, so a window ending at midnight ends on the day before.
 */
export function summaryDays(summary: SummaryListItem): { start: Date; end: Date } | null {
  if (summary.window !== null) {
    const start = new Date(summary.window.start);
    const end = new Date(Math.max(start.getTime(), new Date(summary.window.end).getTime() - 1));
    return { start, end };
  }
  const range = summary.options.dateRange;
  if (range === undefined) return null;
  const start = new Date(`${range.startDate}T00:00:00.000Z`);
  const end = new Date(`${range.endDate}T00:00:00.000Z`);
  return Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())
    ? null
    : { start, end: new Date(Math.max(start.getTime(), end.getTime() + DAY_MS - 1)) };
}

export function formatUtcDate(date: Date, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
