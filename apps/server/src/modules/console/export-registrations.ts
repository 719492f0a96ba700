import { XLSX_MEDIA_TYPE } from '@pr/contracts';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ConsoleRegistration } from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { allRegistrations, type RegistrationFilters } from './search-registrations';
import {
  csvDate,
  excelDateFormat,
  headerRow,
  rowCells,
  sheetName,
  wallClock,
  type ExportView,
} from './export-view';
import { xlsxStream, type XlsxCell } from './xlsx-stream';

/** What starts a formula in a spreadsheet cell (a tab or CR before one is skipped by some). */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A trigger after a separator of any locale's CSV (comma, semicolon, tab, pipe), perhaps
 * after spaces or quotes: where a spreadsheet that splits on that separator (Excel splits
 * on `;` in French and German) starts a cell of its own.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t|][\s"]*)([=+\-@])/g;

/**
 * A value no spreadsheet runs as a formula, whatever separator it splits the line on: a
 * leading trigger (=, +, -, @, tab, CR) and every trigger after a separator get an
 * apostrophe before them. A customer's name must never become a formula on a staff computer.
 */
export function neutralised(value: string): string {
  const inner = value.replace(FORMULA_AFTER_SEPARATOR, "$1'$2");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/** Every cell quoted: a separator or quote inside stays in its cell. */
const csvCell = (value: string) => `"${neutralised(value).replaceAll('"', '""')}"`;

/** A row of the CSV: texts neutralised and quoted, dates written as the view says. */
const csvLine = (row: ConsoleRegistration, view: ExportView) =>
  `${rowCells(row, view)
    .map((cell) => csvCell(typeof cell === 'string' ? cell : csvDate(cell, view)))
    .join(',')}\r\n`;

/** The workbook's date formats: a day (format 0), a day and a time (format 1). */
const xlsxDateFormats = (view: ExportView) => [
  excelDateFormat(false, view),
  excelDateFormat(true, view),
];

/** A row of the XLSX: texts neutralised, dates as date cells in the view's time zone. */
const xlsxCells = (row: ConsoleRegistration, view: ExportView): XlsxCell[] =>
  rowCells(row, view).map((cell) =>
    typeof cell === 'string'
      ? neutralised(cell)
      : { date: wallClock(cell, view.timeZone), format: cell.withTime ? 1 : 0 },
  );

/**
 * The batches of an export, the first one read before anything is sent: a failing database
 * still answers 503, not a download cut short after its headers.
 */
async function batchesOf(
  db: Database,
  filters: RegistrationFilters,
): Promise<AsyncGenerator<ConsoleRegistration[]>> {
  const batches = allRegistrations(db, filters);
  const first = await batches.next();
  return (async function* () {
    if (first.done === true) return;
    yield first.value;
    yield* batches;
  })();
}

/** The filtered registrations as CSV (UTF-8 with a BOM, so Excel reads the accents). */
export async function registrationsCsv(
  db: Database,
  filters: RegistrationFilters,
  view: ExportView,
): Promise<Readable> {
  const batches = await batchesOf(db, filters);
  async function* lines() {
    yield `\uFEFF${headerRow(view).map(csvCell).join(',')}\r\n`;
    for await (const batch of batches) {
      yield batch.map((row) => csvLine(row, view)).join('');
    }
  }
  return Readable.from(lines());
}

/** The filtered registrations as an XLSX workbook, streamed a batch at a time. */
export async function registrationsXlsx(
  db: Database,
  filters: RegistrationFilters,
  view: ExportView,
): Promise<Readable> {
  const batches = await batchesOf(db, filters);
  async function* rows() {
    for await (const batch of batches) yield batch.map((row) => xlsxCells(row, view));
  }
  return xlsxStream(sheetName(view), headerRow(view), rows(), xlsxDateFormats(view));
}

/** Sends an export as a download named `{name}-{today}.{format}`, never cached. */
export function sendExport(
  reply: FastifyReply,
  file: Readable,
  format: 'csv' | 'xlsx',
  name: string,
): FastifyReply {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : XLSX_MEDIA_TYPE)
    .header('content-disposition', `attachment; filename="${name}-${day}.${format}"`)
    .header('cache-control', 'no-store')
    .send(file);
}
