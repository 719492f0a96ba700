/**
 * A day of the calendar, free of any time zone. The installation date is a day the
 * installer picks in their own calendar; it becomes a timestamp only when it is sent, as
 * that day at 00:00 UTC (docs/spec.md §5). Never going through a local `Date` is what keeps it
 * the same day in every time zone.
 */
export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
}

const DAY_MONTH_YEAR = /^(\d{1,2})([-./])(\d{1,2})\2(\d{4})$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads a typed day-month-year date (docs/spec.md §5: display d-m-Y). One- or two-digit day and
 * month are accepted, separated by '-', '.' or '/' (the same twice), with a four-digit
 * year; null when it is not a real day of the calendar (31-04-2024, 29-02-2023).
 */
export function parseDayMonthYear(text: string): CalendarDay | null {
  const match = DAY_MONTH_YEAR.exec(text.trim());
  if (match === null) return null;
  const day = Number(match[1]);
  const month = Number(match[3]);
  const year = Number(match[4]);
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  return day > daysInMonth(year, month) ? null : { year, month, day };
}

/**
 * The digits of a typed day in any of the product's locales: day first (15.03.2024,
 * 15/03/2024, 15. 3. 2024) or year first (2024-03-15, 2024. 03. 15.), told apart by where
 * the four-digit year stands; any of ' ', '.', '/', '-' between them. A two-digit year is
 * refused (is 24 1924 or 2024?). None of the product's locales writes the month first.
 */
const LOCAL_DAY = /^(\d{1,4})[\s./-]{1,3}(\d{1,2})[\s./-]{1,3}(\d{1,4})\.?$/;

/** Reads a day typed in the user's locale's order and separators; null when not a real day. */
export function parseLocalDay(text: string): CalendarDay | null {
  const match = LOCAL_DAY.exec(text.trim());
  if (match === null) return null;
  const [, first = '', middle = '', last = ''] = match;
  const yearFirst = first.length === 4;
  const [day, year] = yearFirst ? [last, first] : [first, last];
  if (year.length !== 4 || day.length > 2) return null;
  return parseDayMonthYear(`${day}-${middle}-${year}`);
}

/** The day as an ISO date, as the API's filters take it: 2026-03-05. */
export function toIsoDay({ year, month, day }: CalendarDay): string {
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** The day at 00:00 UTC as an ISO timestamp (docs/spec.md §3): 2026-03-05T00:00:00.000Z. */
export function toUtcMidnightIso(day: CalendarDay): string {
  return `${toIsoDay(day)}T00:00:00.000Z`;
}

/** Today in the calendar of the browser's time zone: the day the user sees on their clock. */
export function localToday(now: Date): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** The UTC calendar day of an instant. */
export function utcDayOf(instant: Date): CalendarDay {
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
  };
}

/** Negative when `a` comes before `b`, zero on the same day, positive after. */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** The day `count` days after `from` (before it when negative). */
export function addDays(from: CalendarDay, count: number): CalendarDay {
  const date = new Date(Date.UTC(from.year, from.month - 1, from.day + count));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The same day `count` months later, or the month's last day when it is shorter. */
export function addMonths(from: CalendarDay, count: number): CalendarDay {
  const index = from.year * 12 + (from.month - 1) + count;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(from.day, daysInMonth(year, month)) };
}

/** Monday 0 to Sunday 6: weeks start on Monday in the product's European locales. */
export function weekdayIndex({ year, month, day }: CalendarDay): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}
