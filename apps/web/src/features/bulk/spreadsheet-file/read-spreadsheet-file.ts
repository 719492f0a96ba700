import { XLSX_MEDIA_TYPE } from '@pr/contracts';
import { decodeTextFile } from './decode-text-file';
import { readOdsSheets } from './read-ods-sheets';
import { readXlsxSheets, type SheetRows } from './read-xlsx-sheets';
import {
  SPREADSHEET_FILE_MAX_BYTES,
  SPREADSHEET_FILE_MAX_LINES,
  SpreadsheetFileError,
} from './spreadsheet-file-error';

const ODS_TYPE = 'application/vnd.oasis.opendocument.spreadsheet';
/** Names decide; the type only helps for a file without extension. */
const CSV_TYPES = new Set(['text/csv', 'application/csv', 'text/comma-separated-values']);

/** An .xlsx or .ods file is a ZIP archive. */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04] as const;
/** Excel saves a password-protected workbook as an OLE compound file, whatever its name. */
const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1] as const;

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}

function formatOf(file: File): 'xlsx' | 'ods' | 'csv' | undefined {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx') || file.type === XLSX_MEDIA_TYPE) return 'xlsx';
  if (name.endsWith('.ods') || file.type === ODS_TYPE) return 'ods';
  if (name.endsWith('.csv') || CSV_TYPES.has(file.type)) return 'csv';
  return undefined;
}

async function readSheets(file: File): Promise<SheetRows[]> {
  const format = formatOf(file);
  if (!format) throw new SpreadsheetFileError('unsupportedType');
  if (file.size > SPREADSHEET_FILE_MAX_BYTES) throw new SpreadsheetFileError('tooLarge');
  const buffer = await file.arrayBuffer();
  const bytes = new Uint8Array(buffer);
  if (bytes.length === 0) throw new SpreadsheetFileError('empty');

  if (format !== 'csv') {
    if (startsWith(bytes, OLE_SIGNATURE)) throw new SpreadsheetFileError('passwordProtected');
    if (!startsWith(bytes, ZIP_SIGNATURE)) throw new SpreadsheetFileError('unreadable');
    if (format === 'xlsx') return readXlsxSheets(buffer);
    return readOdsSheets(bytes);
  }
  const text = decodeTextFile(bytes);
  // Text files have no NUL characters; an image or archive named .csv does.
  if (text.includes('\0')) throw new SpreadsheetFileError('unreadable');
  // The parser loads with the first CSV file, not with the bulk step.
  const { parseCsv } = await import('./parse-csv');
  return [{ name: file.name, hidden: false, rows: parseCsv(text) }];
}

/** A cell on one line: tabs and line breaks inside it would split the row or the cell. */
const cellText = (text: string) => text.replace(/[\t\r\n]+/g, ' ').trim();

/**
 * Rows as the text a paste from Excel gives: cells joined by tabs, every row as wide as
 * the widest, rows joined by line feeds, no empty rows at the end.
 */
function toTabSeparatedText(rows: string[][]): string {
  const cleaned = rows.map((row) => row.map(cellText));
  const widthOf = (row: string[]) => row.findLastIndex((cell) => cell !== '') + 1;
  while (cleaned.length > 0 && widthOf(cleaned[cleaned.length - 1] ?? []) === 0) cleaned.pop();
  if (cleaned.length === 0) throw new SpreadsheetFileError('empty');
  if (cleaned.length > SPREADSHEET_FILE_MAX_LINES) throw new SpreadsheetFileError('tooManyRows');

  const width = Math.max(...cleaned.map(widthOf));
  return cleaned
    .map((row) => Array.from({ length: width }, (_, index) => row[index] ?? '').join('\t'))
    .join('\n');
}

/** A sheet to import: its name and its rows as the text a paste gives. */
export interface SpreadsheetSheet {
  name: string;
  text: string;
}

/**
 * The sheets of an .xlsx, .ods or .csv file (a CSV file is one sheet) as tab-separated
 * lines, the same text a paste from Excel puts in the bulk text area, with every cell as the
 * user sees it (dates as dd.mm.yyyy, long numbers in full, formulas as their result). Only
 * visible sheets with data and no more rows than one batch are given, in the workbook's
 * order: the first is where the user's data usually is. Throws a SpreadsheetFileError
 * whose `kind` says what to tell the user when no sheet is left.
 */
export async function readSpreadsheetFile(file: File): Promise<SpreadsheetSheet[]> {
  const sheets: SpreadsheetSheet[] = [];
  let problem: SpreadsheetFileError = new SpreadsheetFileError('empty');
  for (const sheet of await readSheets(file)) {
    if (sheet.hidden) continue;
    try {
      if (sheet.rows === null) throw new SpreadsheetFileError('tooManyRows');
      sheets.push({ name: sheet.name, text: toTabSeparatedText(sheet.rows) });
    } catch (error) {
      if (!(error instanceof SpreadsheetFileError)) throw error;
      // Too many rows says more than empty.
      if (error.kind === 'tooManyRows') problem = error;
    }
  }
  if (sheets.length === 0) throw problem;
  return sheets;
}
