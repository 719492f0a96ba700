/** Day, month, four-digit year, with the same separator twice: '.', '/' or '-' (docs/spec.md §5). */
const BULK_DATE = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/;

/**
 * The installation day of a bulk cell at 00:00 UTC (docs/spec.md §5, §9), or null when the text
 * is not a date: 1–31 for the day, 1–12 for the month, leading zeros optional, and a day
 * that exists in that month (31.02.2024 is refused rather than moved to March).
 */
export function parseBulkDate(text: string): Date | null {
  const match = BULK_DATE.exec(text.trim());
  if (match === null) return null;
  const [, dayText = '', , monthText = '', yearText = ''] = match;
  const day = Number(dayText);
  const month = Number(monthText);
  const year = Number(yearText);
  if (day < 1 || day > 31 || month < 1 || month > 12) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1 ? date : null;
}

/**
 * Why a bulk date cell is refused, if it is: not a date, or a day after today (the server
 * refuses future installation dates, so the user learns it here rather than at import).
 */
export function bulkDateError(text: string, now: Date): 'invalidDate' | 'futureDate' | null {
  const date = parseBulkDate(text);
  if (date === null) return 'invalidDate';
  return date.getTime() > now.getTime() ? 'futureDate' : null;
}
