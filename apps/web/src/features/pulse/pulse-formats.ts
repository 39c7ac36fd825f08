import { dateTimeFormat, formatCount, formatDateTime, formatRelativeTime } from '@/lib/format';
import { oneTaskEach } from '@/lib/one-task-each';

const TODAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };

/** The Pulse header's date: "Wednesday, November 25". */
export function formatToday(locale: string, now: Date = new Date()): string {
  return dateTimeFormat(locale, TODAY).format(now);
}

/**
 * The first formatter of each kind (a date, a relative time, a number) loads the locale's data:
 * 20–30 ms each on a phone, which used to land inside the Pulse's first render, one long task.
 * Called when the Pulse's code is requested: each formatter the page will use is built in a task
 * of its own while the code and the data are still on the network; the page then finds them in
 * the cache (lib/format.ts), same output.
 *
 * The very first Intl object of a page costs far more than the others (22–60 ms in Chromium on the
 * bench host, one task: docs/perf.md). Most of it is two one-time set-ups any Intl call pays once,
 * which can run on their own: the locale's likely subtags, then the device's time zone. Done first,
 * each in its own task, they leave the formatters a few milliseconds each.
 */
export function warmPulseFormats(locale: string): void {
  const now = new Date();
  const steps = [
    () => new Intl.Locale(locale).maximize(),
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => formatToday(locale, now),
    () => formatRelativeTime(now, locale),
    () => formatDateTime(now, locale),
    () => formatCount(1_500, locale),
  ];
  // Nothing at once: the Pulse's code is being requested in this task.
  setTimeout(() => oneTaskEach(steps), 0);
}
