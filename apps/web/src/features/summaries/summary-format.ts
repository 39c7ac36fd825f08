import type { Summary } from '@socialpulse/contract';

/** A stored source title, else the name of the source in the cached list, else its id. */
export function summaryTitle(summary: Summary, knownName?: string): string {
  return summary.source?.title ?? knownName ?? summary.sourceId;
}

const DAY_MS = 86_400_000;

/**
 * The calendar days a summary covers, in UTC like the server's window. The window's end is
 * exclusive, so a window ending at midnight ends on the day before.
 */
export function summaryDays(summary: Summary): { start: Date; end: Date } | null {
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
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/**
 * Markdown reduced to plain words for a one-line preview: headings, emphasis, links and list marks
 * go, the text stays; cut at `max` characters on a word boundary.
 */
export function plainPreview(markdown: string, max = 150): string {
  const text = markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+\.)\s+/gmu, '')
    .replace(/(?<!\\)[*_`~]+/gu, '')
    .replace(/\\([\\`*_[\]<>#|~()])/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Only absolute http(s) links survive; anything else (javascript:, data:, relative) is dropped. */
export function safeHref(url: string): string {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : '';
  } catch {
    return '';
  }
}
