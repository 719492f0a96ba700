import { compareDays, utcDayOf, type CalendarDay } from './calendar-day';

/** Why a typed installation day is refused; the codes are message keys of every client. */
export type InstallationDayProblem = 'invalidDate' | 'noFutureDate';

/**
 * The one rule of an installation day (docs/spec.md §5), for the installer step, the bulk
 * check and the server alike: any day up to and including `today`, where `today` is the
 * installer's own calendar day. Comparing the day's 00:00 UTC with the current instant, as
 * the spec describes it, would refuse today east of UTC and accept tomorrow west of it.
 */
export function isAllowedInstallationDay(day: CalendarDay, today: CalendarDay): boolean {
  return compareDays(day, today) <= 0;
}

/**
 * Why a typed day (`null`: not a date, as the caller's parser read it) is not an
 * installation day, or null when it is one.
 */
export function installationDayProblem(
  day: CalendarDay | null,
  today: CalendarDay,
): InstallationDayProblem | null {
  if (day === null) return 'invalidDate';
  return isAllowedInstallationDay(day, today) ? null : 'noFutureDate';
}

/**
 * The furthest any clock runs ahead of UTC (Line Islands, UTC+14). The server does not know
 * the installer's time zone, so its "today" is the latest calendar day that has begun
 * anywhere on Earth: it never refuses a day that is today for some installer.
 */
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

export function latestTodayOnEarth(now: Date): CalendarDay {
  return utcDayOf(new Date(now.getTime() + LATEST_UTC_OFFSET_MS));
}
