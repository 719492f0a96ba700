import { parseDayMonthYear } from '@pr/contracts';
import type { DateOrder } from '../../../shared/form-state/bulk-store';

/** A date of digits: two numbers below 100 and a year, the separator the same twice. */
const NUMERIC_DATE = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/;
/** 2024-03-15, as databases and some exports write it. */
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (value: string) => value.padStart(2, '0');

/** The date in `order`, as day.month.year, if it is a day of the calendar. */
function asDayFirst(text: string, order: DateOrder): string | null {
  const iso = ISO_DATE.exec(text.trim());
  if (iso) return `${pad(iso[3] ?? '')}.${pad(iso[2] ?? '')}.${iso[1]}`;
  const match = NUMERIC_DATE.exec(text.trim());
  if (!match) return null;
  const [, first = '', separator, second = '', year = ''] = match;
  const monthFirst = order === 'monthFirst' && separator === '/';
  const [day, month] = monthFirst ? [second, first] : [first, second];
  const dayFirst = `${pad(day)}.${pad(month)}.${year}`;
  return parseDayMonthYear(dayFirst) === null ? null : dayFirst;
}

/** What the date column tells: its order, or that only the user can say (with a date that shows it). */
export type DateOrderGuess = { order: DateOrder } | { order: null; example: string };

/**
 * The order of a date column: the one under which more of its dates are days of the calendar
 * (03/15/2024 can only be month first). When both read every date and some date reads
 * differently (03/04/2024), the column is ambiguous. Day first when nothing tells.
 */
export function guessDateOrder(values: Iterable<string>): DateOrderGuess {
  let dayFirst = 0;
  let monthFirst = 0;
  let example: string | undefined;
  for (const value of values) {
    const match = NUMERIC_DATE.exec(value.trim());
    if (!match) continue;
    const asDay = asDayFirst(value, 'dayFirst');
    const asMonth = asDayFirst(value, 'monthFirst');
    if (asDay !== null) dayFirst += 1;
    if (asMonth !== null) monthFirst += 1;
    if (asDay !== null && asMonth !== null && asDay !== asMonth) example ??= value.trim();
  }
  if (monthFirst > dayFirst) return { order: 'monthFirst' };
  if (dayFirst > monthFirst || example === undefined) return { order: 'dayFirst' };
  return { order: null, example };
}

/**
 * A date cell as the rest of the import reads it (day.month.year, docs/spec.md §5): a
 * month-first or ISO date is rewritten; anything else is left for the check to judge.
 */
export function normalizeDate(text: string, order: DateOrder): string {
  if (order === 'dayFirst' && !ISO_DATE.test(text.trim())) return text;
  return asDayFirst(text, order) ?? text;
}
