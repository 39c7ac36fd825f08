import { describe, expect, it } from 'vitest';
import { summaryWindow } from '@/features/summaries/summary-window';

const now = new Date('2026-03-15T13:45:00.000Z');
const iso = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];

describe('summaryWindow (UTC)', () => {
  it('named periods', () => {
    expect(iso(summaryWindow('today', undefined, now))).toEqual([
      '2026-03-15T00:00:00.000Z',
      '2026-03-15T13:45:00.000Z',
    ]);
    expect(iso(summaryWindow('yesterday', undefined, now))).toEqual([
      '2026-03-14T00:00:00.000Z',
      '2026-03-15T00:00:00.000Z',
    ]);
    expect(iso(summaryWindow('last_7_days', undefined, now))).toEqual([
      '2026-03-08T13:45:00.000Z',
      '2026-03-15T13:45:00.000Z',
    ]);
    expect(iso(summaryWindow('last_30_days', undefined, now))[0]).toBe('2026-02-13T13:45:00.000Z');
  });

  it('custom: both days included, never past now', () => {
    const range = { startDate: '2026-03-01', endDate: '2026-03-03' };
    expect(iso(summaryWindow('custom', range, now))).toEqual([
      '2026-03-01T00:00:00.000Z',
      '2026-03-04T00:00:00.000Z',
    ]);
    const toToday = { startDate: '2026-03-14', endDate: '2026-03-15' };
    expect(iso(summaryWindow('custom', toToday, now))[1]).toBe('2026-03-15T13:45:00.000Z');
    expect(() => summaryWindow('custom', undefined, now)).toThrow();
  });
});
