import { findLocale, formatReference, splitLocale, textIn } from '@pr/contracts';
import type { ConsoleRegistration, ConsoleStatus, ExportHeaders } from '@pr/contracts/console';
import { serverTexts, type ServerTexts } from '../../i18n/server-texts';

type ExportTexts = ServerTexts['consoleExport'];

/** A date cell: a moment, shown as a calendar day or as a day and a time. */
export interface ExportDate {
  date: Date;
  withTime: boolean;
}
/** A text, a number (kept a number in a spreadsheet), or a date. */
export type ExportCell = string | number | ExportDate;

/** Who reads an export and how: its headers, the locale of its words and dates, its time zone. */
export interface ExportView {
  headers: ExportHeaders;
  locale: string;
  timeZone: string;
}

/** The view of an export request: the console's locale (else the default one), UTC by default. */
export function exportView(
  query: { header?: ExportHeaders; locale?: string; timeZone?: string },
  defaultLocale: string,
): ExportView {
  return {
    headers: query.header ?? 'labels',
    locale: findLocale(query.locale ?? '') ?? defaultLocale,
    timeZone: query.timeZone ?? 'UTC',
  };
}

const STATUS_WORDS: Record<ConsoleStatus, keyof ExportTexts> = {
  pending: 'statusPending',
  confirmed: 'statusConfirmed',
  expired: 'statusExpired',
  cancelled: 'statusCancelled',
  superseded: 'statusSuperseded',
};

/** A code (status, channel, registrant type) as the view says it: itself, or its word. */
type Say = (code: string, word: keyof ExportTexts) => string;

/** The export's columns: the machine key, the header's text, and how a row fills the cell. */
const COLUMNS: readonly {
  key: string;
  label: keyof ExportTexts;
  cell: (row: ConsoleRegistration, say: Say, language: string) => ExportCell;
}[] = [
  { key: 'registered_at', label: 'registeredAt', cell: (row) => at(row.createdAt, true) },
  { key: 'serial_number', label: 'serialNumber', cell: (row) => row.serialNumber },
  // The name a person reads first, in the view's language (else the catalog's first); the code beside it.
  {
    key: 'product_name',
    label: 'productName',
    cell: (row, _say, language) =>
      row.productName === null ? '' : textIn(row.productName, language),
  },
  { key: 'product_model', label: 'productModel', cell: (row) => row.productModel },
  { key: 'status', label: 'status', cell: (row, say) => say(row.status, STATUS_WORDS[row.status]) },
  {
    key: 'channel',
    label: 'channel',
    cell: (row, say) => say(row.channel, row.channel === 'bulk' ? 'channelBulk' : 'channelWeb'),
  },
  {
    key: 'registrant_type',
    label: 'registrantType',
    cell: (row, say) =>
      row.registrantType === 2 ? say('installer', 'installer') : say('end_customer', 'endCustomer'),
  },
  { key: 'email', label: 'email', cell: (row) => row.email ?? '' },
  { key: 'name', label: 'name', cell: (row) => row.name ?? '' },
  { key: 'company', label: 'company', cell: (row) => row.company ?? '' },
  { key: 'postal_code', label: 'postalCode', cell: (row) => row.postalCode },
  { key: 'city', label: 'city', cell: (row) => row.city },
  { key: 'country', label: 'country', cell: (row) => row.country },
  // A calendar day, stored at 00:00 UTC.
  {
    key: 'installation_date',
    label: 'installationDate',
    cell: (row) => at(row.installationDate, false),
  },
  // As the registrant reads it out (thank-you page, mail, certificate); last, so the columns
  // before it keep the places scripts read them from.
  { key: 'reference', label: 'reference', cell: (row) => formatReference(row.reference) },
];

const at = (iso: string, withTime: boolean): ExportDate => ({ date: new Date(iso), withTime });

const textsOf = (view: ExportView) => serverTexts(splitLocale(view.locale).language).consoleExport;

/** The header row: the column keys for scripts, else their names in the view's language. */
export function headerRow(view: ExportView): string[] {
  if (view.headers === 'keys') return COLUMNS.map((column) => column.key);
  const texts = textsOf(view);
  return COLUMNS.map((column) => texts[column.label]);
}

/** The sheet's name in an XLSX export. */
export function sheetName(view: ExportView): string {
  return view.headers === 'keys' ? 'Registrations' : textsOf(view).sheetName;
}

/** A row's cells: codes as they are for scripts, else in words; dates as dates. */
export function rowCells(row: ConsoleRegistration, view: ExportView): ExportCell[] {
  const texts = view.headers === 'keys' ? null : textsOf(view);
  const say: Say = (code, word) => (texts === null ? code : texts[word]);
  const { language } = splitLocale(view.locale);
  return COLUMNS.map((column) => column.cell(row, say, language));
}

/**
 * The wall-clock time of `date` in `timeZone`, as a Date whose UTC fields hold it: a
 * spreadsheet's date cell has no zone, it shows what it is given. Days stay in UTC.
 */
export function wallClock({ date, withTime }: ExportDate, timeZone: string): Date {
  if (!withTime) return date;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, Number(part.value)]),
  );
  return new Date(
    Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    ),
  );
}

/** The date part options of the view's date format. */
const dateParts = (withTime: boolean): Intl.DateTimeFormatOptions => ({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  ...(withTime && { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
});

/** A date cell of a CSV: ISO 8601 for scripts, else in the locale's numeric format. */
export function csvDate(cell: ExportDate, view: ExportView): string {
  if (view.headers === 'keys') {
    return cell.withTime ? cell.date.toISOString() : cell.date.toISOString().slice(0, 10);
  }
  return new Intl.DateTimeFormat(view.locale, {
    ...dateParts(cell.withTime),
    timeZone: cell.withTime ? view.timeZone : 'UTC',
  }).format(cell.date);
}

const EXCEL_TOKENS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  year: 'yyyy',
  month: 'mm',
  day: 'dd',
  hour: 'hh',
  minute: 'mm',
};

/**
 * The spreadsheet number format of a date or date-time in the locale's order and separators
 * (`dd/mm/yyyy hh:mm` for fr-FR, `dd.mm.yyyy` for de-DE); ISO order for scripts.
 */
export function excelDateFormat(withTime: boolean, view: ExportView): string {
  if (view.headers === 'keys') return withTime ? 'yyyy-mm-dd hh:mm:ss' : 'yyyy-mm-dd';
  return new Intl.DateTimeFormat(view.locale, dateParts(withTime))
    .formatToParts(new Date(Date.UTC(2006, 0, 2, 15, 4)))
    .map((part) => EXCEL_TOKENS[part.type] ?? `"${part.value.replaceAll('"', '')}"`)
    .join('');
}
