import type { DigestSchedule } from '@socialpulse/contract';
import { describe, expect, it } from 'vitest';
import { latestRunAtOrBefore, nextRunAfter, runWindow } from '@/features/digests/digest-schedule';

const daily = { kind: 'daily', time: '07:00' } as const;

describe('digest schedule', () => {
  it('daily at 07:00 Berlin: 06:00 UTC in winter, 05:00 UTC in summer', () => {
    expect(nextRunAfter(daily, 'Europe/Berlin', new Date('2026-01-10T12:00:00Z'))).toEqual(
      new Date('2026-01-11T06:00:00Z'),
    );
    expect(nextRunAfter(daily, 'Europe/Berlin', new Date('2026-07-10T12:00:00Z'))).toEqual(
      new Date('2026-07-11T05:00:00Z'),
    );
  });

  it('across the spring-forward change the local time stays 07:00 (a 23-hour window)', () => {
    // Europe/Berlin moves from +01:00 to +02:00 on 2026-03-29 at 02:00.
    const before = nextRunAfter(daily, 'Europe/Berlin', new Date('2026-03-28T05:00:00Z'));
    expect(before).toEqual(new Date('2026-03-28T06:00:00Z'));
    const after = nextRunAfter(daily, 'Europe/Berlin', before);
    expect(after).toEqual(new Date('2026-03-29T05:00:00Z'));
    expect(after.getTime() - before.getTime()).toBe(23 * 3_600_000);
  });

  it('across the fall-back change in New York the window is 25 hours', () => {
    // America/New_York moves from -04:00 to -05:00 on 2026-11-01 at 02:00.
    const first = nextRunAfter(daily, 'America/New_York', new Date('2026-10-31T00:00:00Z'));
    expect(first).toEqual(new Date('2026-10-31T11:00:00Z'));
    const second = nextRunAfter(daily, 'America/New_York', first);
    expect(second).toEqual(new Date('2026-11-01T12:00:00Z'));
  });

  it('a time skipped by the change runs at the first instant after the gap', () => {
    const skipped = { kind: 'daily', time: '02:30' } as const;
    // 02:30 does not exist in Berlin on 2026-03-29; it becomes 03:30 local (01:30 UTC).
    expect(nextRunAfter(skipped, 'Europe/Berlin', new Date('2026-03-28T12:00:00Z'))).toEqual(
      new Date('2026-03-29T01:30:00Z'),
    );
  });

  it('chosen weekdays and weekly', () => {
    const weekdays: DigestSchedule = { kind: 'weekdays', time: '08:15', days: [1, 3, 5] };
    // 2026-11-27 is a Friday: the next is Monday the 30th.
    expect(nextRunAfter(weekdays, 'UTC', new Date('2026-11-27T09:00:00Z'))).toEqual(
      new Date('2026-11-30T08:15:00Z'),
    );
    const weekly = { kind: 'weekly', time: '18:00', day: 7 } as const;
    expect(nextRunAfter(weekly, 'Asia/Tokyo', new Date('2026-11-27T09:00:00Z'))).toEqual(
      new Date('2026-11-29T09:00:00Z'),
    );
  });

  it('after downtime the window ends at the latest slot and starts at the previous end', () => {
    const lastEnd = new Date('2026-11-20T07:00:00Z');
    const now = new Date('2026-11-24T10:00:00Z');
    expect(runWindow(daily, 'UTC', lastEnd, now)).toEqual({
      start: lastEnd,
      end: new Date('2026-11-24T07:00:00Z'),
    });
    // A first run covers one period: Friday's run of a Mon/Wed/Fri digest starts on Wednesday.
    const weekdays: DigestSchedule = { kind: 'weekdays', time: '07:00', days: [1, 3, 5] };
    expect(runWindow(weekdays, 'UTC', null, new Date('2026-11-27T07:00:00Z'))).toEqual({
      start: new Date('2026-11-25T07:00:00Z'),
      end: new Date('2026-11-27T07:00:00Z'),
    });
    expect(latestRunAtOrBefore(daily, 'UTC', new Date('2026-11-24T07:00:00Z'))).toEqual(
      new Date('2026-11-24T07:00:00Z'),
    );
  });
});
