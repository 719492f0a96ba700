import { installationDayProblem, localToday, parseLocalDay, toUtcMidnightIso } from '@pr/contracts';

/**
 * The installation day of a bulk cell at 00:00 UTC (docs/spec.md §5, §9), or null when the
 * text is not a day of the calendar (31.02.2024 is refused rather than moved to March). The
 * spec's day-month-year with '.', '/' or '-', and every form the product's locales write
 * (2024. 03. 15. in Hungary, 2024-03-15 in Sweden): step 3 shows each understood date in the
 * user's locale's form, which must read back. The installer step's parser.
 */
export function parseBulkDate(text: string): Date | null {
  const day = parseLocalDay(text);
  return day === null ? null : new Date(toUtcMidnightIso(day));
}

/**
 * Why a bulk date cell is refused, if it is: not a date, or a day after today in the user's
 * calendar (the one installation-day rule the server applies too, so the user learns it here
 * rather than at import).
 */
export function bulkDateError(text: string, now: Date): 'invalidDate' | 'futureDate' | null {
  const problem = installationDayProblem(parseLocalDay(text), localToday(now));
  return problem === 'noFutureDate' ? 'futureDate' : problem;
}
