import { XLSX_MEDIA_TYPE } from '@pr/contracts';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import {
  csvDate,
  excelDateFormat,
  wallClock,
  type ExportCell,
  type ExportView,
} from './export-view';
import { xlsxStream, type XlsxCell } from './xlsx-stream';

/*
 * What every export shares (registrations, installations, points statements): cells a
 * spreadsheet never runs as formulas, the CSV and XLSX writers, and the download's headers.
 */

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

/** Every text cell quoted: a separator or quote inside stays in its cell. */
const csvCell = (value: string) => `"${neutralised(value).replaceAll('"', '""')}"`;

/**
 * A row of a CSV: texts neutralised and quoted, numbers as they are (ours, never a formula;
 * `-50` must stay a number), dates written as the view says.
 */
const csvLine = (cells: readonly ExportCell[], view: ExportView) =>
  `${cells
    .map((cell) =>
      typeof cell === 'string'
        ? csvCell(cell)
        : typeof cell === 'number'
          ? String(cell)
          : csvCell(csvDate(cell, view)),
    )
    .join(',')}\r\n`;

/** The workbook's date formats: a day (format 0), a day and a time (format 1). */
const xlsxDateFormats = (view: ExportView) => [
  excelDateFormat(false, view),
  excelDateFormat(true, view),
];

/** A row of an XLSX: texts neutralised, numbers as numbers, dates in the view's time zone. */
const xlsxCells = (cells: readonly ExportCell[], view: ExportView): XlsxCell[] =>
  cells.map((cell) =>
    typeof cell === 'string'
      ? neutralised(cell)
      : typeof cell === 'number'
        ? cell
        : { date: wallClock(cell, view.timeZone), format: cell.withTime ? 1 : 0 },
  );

/**
 * The batches of an export, the first one read before anything is sent: a failing database
 * still answers 503, not a download cut short after its headers.
 */
export async function firstBatchRead<T>(
  batches: AsyncGenerator<T[]>,
): Promise<AsyncGenerator<T[]>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done === true) return;
    yield first.value;
    yield* batches;
  })();
}

/** What an export is made of: its header, its rows in batches, and each row's cells. */
export interface ExportSource<T> {
  header: readonly string[];
  batches: AsyncGenerator<T[]>;
  cells: (row: T) => ExportCell[];
}

/** Rows as CSV (UTF-8 with a BOM, so Excel reads the accents), a batch at a time. */
export async function exportCsv<T>(source: ExportSource<T>, view: ExportView): Promise<Readable> {
  const batches = await firstBatchRead(source.batches);
  async function* lines() {
    yield `\uFEFF${source.header.map(csvCell).join(',')}\r\n`;
    for await (const batch of batches) {
      yield batch.map((row) => csvLine(source.cells(row), view)).join('');
    }
  }
  return Readable.from(lines());
}

/** Rows as a one-sheet XLSX workbook named `sheetName`, streamed a batch at a time. */
export async function exportXlsx<T>(
  source: ExportSource<T>,
  view: ExportView,
  sheetName: string,
): Promise<Readable> {
  const batches = await firstBatchRead(source.batches);
  async function* rows() {
    for await (const batch of batches) yield batch.map((row) => xlsxCells(source.cells(row), view));
  }
  return xlsxStream(sheetName, source.header, rows(), xlsxDateFormats(view));
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
