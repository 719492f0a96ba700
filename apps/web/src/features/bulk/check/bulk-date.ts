import {
  installationDayProblem,
  localToday,
  parseDayMonthYear,
  toUtcMidnightIso,
} from '@pr/contracts';

/**
 * The installation day of a bulk cell at 00:00 UTC (docs/spec.md §5, §9), or null when the
 * text is not a day-month-year date of the calendar (31.02.2024 is refused rather than moved
 * to March). The same parser as the installer step's date field.
 */
export function parseBulkDate(text: string): Date | null {
  const day = parseDayMonthYear(text);
  return day === null ? null : new Date(toUtcMidnightIso(day));
}

/**
 * Why a bulk date cell is refused, if it is: not a date, or a day after today in the user's
 * calendar (the one installation-day rule the server applies too, so the user learns it here
 * rather than at import).
 */
export function bulkDateError(text: string, now: Date): 'invalidDate' | 'futureDate' | null {
  const problem = installationDayProblem(parseDayMonthYear(text), localToday(now));
  return problem === 'noFutureDate' ? 'futureDate' : problem;
}
