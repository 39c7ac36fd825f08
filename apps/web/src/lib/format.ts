const formatters = new Map<string, unknown>();

/**
 * Building an Intl formatter is costly (a locale data lookup each time, tens of milliseconds for the
 * first of a kind on a phone); the Pulse formats dozens of numbers and dates per render. One
 * formatter per kind, locale and options, built on first use and reused: same output.
 */
function cached<T>(kind: string, locale: string, options: object, build: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}) {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions) {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

function relativeTimeFormat(locale: string, options: Intl.RelativeTimeFormatOptions) {
  return cached('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

/** `value.toLocaleString(locale)` without building a new formatter per call. */
export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}

/** A 0..1 preference as the user reads it: "50%" in English, "50 %" in French or German. */
export function formatPercent(value: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

/** Slider steps of 0.1 drift in binary floating point (0.30000000000000004); keep one decimal. */
export function roundToStep(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Numbers abbreviated K at 1e3 and M at 1e6, one decimal at most: 950 → "950",
 * 1200 → "1.2K", 3_400_000 → "3.4M". 999_960 rounds to "1M", not "1000K".
 */
export function formatCount(value: number, locale = 'en'): string {
  const number = (n: number) => numberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  const abs = Math.abs(value);
  const tenths = (n: number) => Math.round(n * 10) / 10;
  if (abs >= 1e6 || tenths(abs / 1e3) >= 1e3) return `${number(tenths(value / 1e6))}M`;
  if (abs >= 1e3) return `${number(tenths(value / 1e3))}K`;
  return number(Math.round(value));
}

const ISO_DURATION =
  /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/u;

/** ISO 8601 durations as YouTube sends them (PT1H2M3S, P1DT2M, PT0S) in seconds; null if unreadable. */
export function parseIsoDuration(iso: string): number | null {
  const match = ISO_DURATION.exec(iso.trim());
  if (match === null || iso.trim() === 'P' || iso.trim().endsWith('T')) return null;
  const [, days, hours, minutes, seconds] = match;
  const part = (text: string | undefined) => (text === undefined ? 0 : Number(text));
  return Math.floor(part(days) * 86_400 + part(hours) * 3_600 + part(minutes) * 60 + part(seconds));
}

/** h:mm:ss, or m:ss under an hour (PT4M5S → "4:05", PT1H2M3S → "1:02:03"). */
export function formatDuration(iso: string): string | null {
  const total = parseIsoDuration(iso);
  if (total === null) return null;
  const hours = Math.floor(total / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 days ago", "il y a 3 jours": the largest whole unit, in the UI language. */
export function formatRelativeTime(date: Date, locale: string, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/** The full date and time, for a title attribute beside a relative time. */
export function formatDateTime(date: Date, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
