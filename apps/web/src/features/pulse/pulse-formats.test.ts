import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatToday, warmPulseFormats } from '@/features/pulse/pulse-formats';

afterEach(() => {
  vi.useRealTimers();
});

describe('formatToday', () => {
  it.each(['en', 'fr', 'de'])('reads as a fresh %s formatter would', (locale) => {
    const date = new Date('2026-11-25T10:00:00Z');
    const fresh = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    expect(formatToday(locale, date)).toBe(fresh.format(date));
  });
});

describe('warmPulseFormats', () => {
  it('builds nothing at once, then the shared set-ups and one formatter per task, each alone', () => {
    vi.useFakeTimers();
    warmPulseFormats('es');
    let tasks = 0;
    while (vi.getTimerCount() > 0) {
      // Each task leaves at most the next step waiting.
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersToNextTimer();
      tasks++;
    }
    expect(tasks).toBe(6);
  });
});
