import type { CalendarDay } from '@pr/contracts';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The locale's numeric date: two-digit day and month, four-digit year (15.03.2024). */
function numericDate(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format;
}

/** The parts of `day` as the locale writes it, with plain spaces for its narrow ones. */
function partsOf(day: CalendarDay, locale: string): Intl.DateTimeFormatPart[] {
  const instant = Date.UTC(day.year, day.month - 1, day.day);
  return numericDate(locale)
    .formatToParts(instant)
    .map((part) => ({ ...part, value: part.value.replace(/[\u00a0\u202f]/g, ' ') }));
}

/** A day in the locale's order and separators: 15.03.2024, 15/03/2024, 2024. 03. 15. */
export function formatLocalDay(day: CalendarDay, locale: string): string {
  return partsOf(day, locale)
    .map((part) => part.value)
    .join('');
}

/**
 * The locale's date pattern spelt with the language's letters for the parts, given as the
 * catalog names them (`partNames`: day, month, year joined by '-', e.g. 'JJ-MM-AAAA'):
 * 'JJ/MM/AAAA' in France, 'ÉÉÉÉ. HH. NN.' in Hungary.
 */
export function localDayPattern(locale: string, partNames: string): string {
  const [day = '', month = '', year = ''] = partNames.split('-');
  const names: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { day, month, year };
  return partsOf({ year: 2024, month: 3, day: 15 }, locale)
    .map((part) => names[part.type] ?? part.value)
    .join('');
}
