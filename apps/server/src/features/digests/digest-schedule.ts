import type { DigestSchedule } from '@socialpulse/contract';
import { DateTime } from 'luxon';

/** A week and a day either way covers every schedule kind (weekly is the longest period). */
const SEARCH_DAYS = 8;

function runsOn(schedule: DigestSchedule, weekday: number): boolean {
  if (schedule.kind === 'daily') return true;
  if (schedule.kind === 'weekdays') return schedule.days.includes(weekday);
  return schedule.day === weekday;
}

/**
 * The scheduled instant on one local calendar day. Luxon resolves the wall-clock time in the zone:
 * a time skipped by a spring-forward change moves forward by the gap (02:30 → 03:30), and a time
 * that happens twice on a fall-back day is its first occurrence.
 */
function slotOn(schedule: DigestSchedule, day: DateTime): DateTime {
  const [hour, minute] = schedule.time.split(':').map(Number) as [number, number];
  return DateTime.fromObject(
    { year: day.year, month: day.month, day: day.day, hour, minute },
    { zone: day.zone },
  );
}

/** The first scheduled instant strictly after `after`. */
export function nextRunAfter(schedule: DigestSchedule, timeZone: string, after: Date): Date {
  const start = DateTime.fromJSDate(after, { zone: timeZone }).startOf('day');
  for (let i = 0; i <= SEARCH_DAYS; i++) {
    const day = start.plus({ days: i });
    if (!runsOn(schedule, day.weekday)) continue;
    const slot = slotOn(schedule, day);
    if (slot.toMillis() > after.getTime()) return slot.toJSDate();
  }
  throw new Error('A schedule without any day to run on');
}

/** The last scheduled instant at or before `at`. */
export function latestRunAtOrBefore(schedule: DigestSchedule, timeZone: string, at: Date): Date {
  const start = DateTime.fromJSDate(at, { zone: timeZone }).startOf('day');
  for (let i = 0; i <= SEARCH_DAYS; i++) {
    const day = start.minus({ days: i });
    if (!runsOn(schedule, day.weekday)) continue;
    const slot = slotOn(schedule, day);
    if (slot.toMillis() <= at.getTime()) return slot.toJSDate();
  }
  throw new Error('A schedule without any day to run on');
}

/**
 * The window a run due at `now` covers: it ends at the latest slot that has come (so after downtime
 * the missed slots collapse into one run) and starts where the previous run ended, or, for the
 * first run, at the slot before (one schedule period).
 */
export function runWindow(
  schedule: DigestSchedule,
  timeZone: string,
  lastWindowEnd: Date | null,
  now: Date,
): { start: Date; end: Date } {
  const end = latestRunAtOrBefore(schedule, timeZone, now);
  const start =
    lastWindowEnd ?? latestRunAtOrBefore(schedule, timeZone, new Date(end.getTime() - 1));
  return { start, end };
}
