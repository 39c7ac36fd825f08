/**
 * The period in words, true to the window: "over the past 7 days" only for a window of exactly 7
 * days, a date for a calendar day, and dates for every other window ("over November 1 – 15").
 */
import type { SummaryLanguage } from '@socialpulse/contract';
import { fill } from '@/summarizer/digest/format';
import type { DigestPack } from '@/summarizer/digest/i18n/types';
import type { DigestFeed } from '@/summarizer/digest/types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Windows are cut at creation time: a few minutes either way is still "the past 7 days". */
const SLACK = HOUR;

function near(ms: number, days: number): boolean {
  return Math.abs(ms - days * DAY) <= SLACK;
}

function isMidnight(ms: number): boolean {
  return ms % DAY === 0;
}

function dateFormat(language: SummaryLanguage, year: boolean): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

export function spanWords(
  pack: DigestPack,
  language: SummaryLanguage,
  period: DigestFeed['period'],
): string {
  const start = Date.parse(period.start);
  const end = Date.parse(period.end);
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return pack.spans.period;
  const length = end - start;
  // One calendar day (yesterday, or today so far): its date, which stays true whenever it is read.
  const sameDay = Math.floor(start / DAY) === Math.floor((end - 1) / DAY);
  if (isMidnight(start) && sameDay)
    return fill(pack.spans.on, { date: dateFormat(language, false).format(start) });
  if (near(length, 1)) return pack.spans.day;
  if (near(length, 7)) return pack.spans.week;
  if (near(length, 30)) return pack.spans.month;
  // Any other window: its first and last day (the end is exclusive at midnight).
  const last = isMidnight(end) ? end - DAY : end;
  const years = new Date(start).getUTCFullYear() !== new Date(last).getUTCFullYear();
  if (Math.floor(start / DAY) === Math.floor(last / DAY))
    return fill(pack.spans.on, { date: dateFormat(language, years).format(start) });
  return fill(pack.spans.range, {
    range: dateFormat(language, years).formatRange(start, last),
  });
}
