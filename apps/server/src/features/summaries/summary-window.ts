import { parseIsoDate, type Period } from '@socialpulse/contract';

const DAY_MS = 86_400_000;

export interface SummaryWindow {
  start: Date;
  end: Date;
}

/**
 * The instants [start, end) a summary covers, in UTC, as of `now` (the moment it is created; the
 * window is stored, so a retry covers the same period):
 * - today: from 00:00 UTC today until now;
 * - yesterday: the whole previous UTC day;
 * - last_7_days / last_30_days: the 7 or 30 × 24 hours before now;
 * - custom: from 00:00 UTC of startDate to 00:00 UTC after endDate (both days included), ending no
 *   later than now.
 */
export function summaryWindow(
  period: Period,
  dateRange: { startDate: string; endDate: string } | undefined,
  now: Date,
): SummaryWindow {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  switch (period) {
    case 'today':
      return { start: new Date(midnight), end: now };
    case 'yesterday':
      return { start: new Date(midnight - DAY_MS), end: new Date(midnight) };
    case 'last_7_days':
      return { start: new Date(now.getTime() - 7 * DAY_MS), end: now };
    case 'last_30_days':
      return { start: new Date(now.getTime() - 30 * DAY_MS), end: now };
    case 'custom': {
      const start = dateRange ? parseIsoDate(dateRange.startDate) : undefined;
      const endDay = dateRange ? parseIsoDate(dateRange.endDate) : undefined;
      if (!start || !endDay) throw new Error('A custom period needs a valid date range');
      const end = new Date(Math.min(endDay.getTime() + DAY_MS, now.getTime()));
      return { start, end: end.getTime() < start.getTime() ? start : end };
    }
  }
}
