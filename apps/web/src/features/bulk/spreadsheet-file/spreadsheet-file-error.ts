import { BULK_MAX_ROWS, XLSX_MEDIA_TYPE } from '@pr/contracts';

/** Largest file the browser reads: far above 5,000 rows of six columns, small enough to parse fast. */
export const SPREADSHEET_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** Lines a file may hold: one batch of rows plus a header line. */
export const SPREADSHEET_FILE_MAX_LINES = BULK_MAX_ROWS + 1;

/** The `accept` attribute of a file input for the files `readSpreadsheetFile` reads. */
export const SPREADSHEET_FILE_ACCEPT = [
  '.xlsx',
  '.ods',
  '.csv',
  XLSX_MEDIA_TYPE,
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/csv',
].join(',');

/**
 * Why a file could not be read, one kind per message the user needs:
 * - unsupportedType: not .xlsx, .ods or .csv (an old .xls, a PDF, an image, ...)
 * - tooLarge: more than SPREADSHEET_FILE_MAX_BYTES
 * - passwordProtected: an encrypted workbook, which only Excel can open
 * - unreadable: damaged, or not what its name says
 * - empty: no cell with a value
 * - tooManyRows: more than SPREADSHEET_FILE_MAX_LINES lines
 */
export const SPREADSHEET_FILE_ERROR_KINDS = [
  'unsupportedType',
  'tooLarge',
  'passwordProtected',
  'unreadable',
  'empty',
  'tooManyRows',
] as const;

export type SpreadsheetFileErrorKind = (typeof SPREADSHEET_FILE_ERROR_KINDS)[number];

export class SpreadsheetFileError extends Error {
  override readonly name = 'SpreadsheetFileError';

  constructor(
    readonly kind: SpreadsheetFileErrorKind,
    options?: { cause?: unknown },
  ) {
    super(`The spreadsheet file cannot be used: ${kind}`, options);
  }
}

export function isSpreadsheetFileError(error: unknown): error is SpreadsheetFileError {
  return error instanceof SpreadsheetFileError;
}
