import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDateTime,
  formatDuration,
  formatNumber,
  formatRelativeTime,
  numberFormat,
  dateTimeFormat,
  parseIsoDuration,
} from '@/lib/format';

describe('formatCount (K at 1e3, M at 1e6)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1K'],
    [1_200, '1.2K'],
    [1_249, '1.2K'],
    [15_000, '15K'],
    [999_940, '999.9K'],
    [999_960, '1M'],
    [1_000_000, '1M'],
    [3_400_000, '3.4M'],
    [2_500_000_000, '2,500M'],
  ])('%d → %s', (value, text) => {
    expect(formatCount(value)).toBe(text);
  });

  it('uses the locale for the decimal mark', () => {
    expect(formatCount(1_200, 'de')).toBe('1,2K');
  });
});

describe('ISO 8601 durations as h:mm:ss (m:ss under an hour)', () => {
  it.each([
    ['PT0S', '0:00'],
    ['PT45S', '0:45'],
    ['PT4M5S', '4:05'],
    ['PT59M59S', '59:59'],
    ['PT1H', '1:00:00'],
    ['PT1H2M3S', '1:02:03'],
    ['PT12H30M', '12:30:00'],
    ['P1DT2H3M4S', '26:03:04'],
    ['PT1M30.5S', '1:30'],
  ])('%s → %s', (iso, text) => {
    expect(formatDuration(iso)).toBe(text);
  });

  it.each(['', 'P', 'PT', '1:02', 'PT1X', 'garbage'])('%j is unreadable', (iso) => {
    expect(parseIsoDuration(iso)).toBeNull();
    expect(formatDuration(iso)).toBeNull();
  });
});

describe('dates', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('relative time picks the largest whole unit, in the UI language', () => {
    expect(formatRelativeTime(new Date('2026-03-07T12:00:00Z'), 'en', now)).toBe('3 days ago');
    expect(formatRelativeTime(new Date('2026-03-10T10:00:00Z'), 'en', now)).toBe('2 hours ago');
    expect(formatRelativeTime(new Date('2026-03-10T11:59:30Z'), 'en', now)).toBe('this minute');
    expect(formatRelativeTime(new Date('2026-03-09T12:00:00Z'), 'fr', now)).toBe('hier');
  });

  it('absolute time is localised', () => {
    const date = new Date('2026-03-10T12:00:00Z');
    expect(formatDateTime(date, 'en')).toMatch(/Mar 10, 2026/u);
    expect(formatDateTime(date, 'de')).toMatch(/10\.03\.2026/u);
  });
});

describe('Intl formatters are built once per kind, locale and options', () => {
  it('returns the same formatter for the same locale and options, another for other ones', () => {
    const long = { weekday: 'long', day: 'numeric', month: 'long' } as const;
    expect(dateTimeFormat('en', long)).toBe(dateTimeFormat('en', { ...long }));
    expect(dateTimeFormat('fr', long)).not.toBe(dateTimeFormat('en', long));
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).not.toBe(dateTimeFormat('en', long));
    expect(numberFormat('de')).toBe(numberFormat('de', {}));
    expect(numberFormat('de', { style: 'percent' })).not.toBe(numberFormat('de'));
  });

  it('formats exactly as a fresh formatter (toLocaleString) does', () => {
    for (const locale of ['en', 'de', 'fr', 'es', 'ru']) {
      expect(formatNumber(1234567.5, locale)).toBe((1234567.5).toLocaleString(locale));
    }
    const date = new Date('2026-03-10T12:00:00Z');
    const options = { weekday: 'long', day: 'numeric', month: 'long' } as const;
    expect(dateTimeFormat('es', options).format(date)).toBe(
      new Intl.DateTimeFormat('es', options).format(date),
    );
  });
});
