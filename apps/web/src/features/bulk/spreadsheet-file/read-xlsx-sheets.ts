import type { Worksheet } from 'exceljs';
import { cellDisplayText } from './cell-display-text';
import { SPREADSHEET_FILE_MAX_LINES, SpreadsheetFileError } from './spreadsheet-file-error';

/**
 * One sheet of a workbook: its name, whether Excel hides it, and its cells' texts by row,
 * or null when it has more rows than a file may (SPREADSHEET_FILE_MAX_LINES).
 */
export interface SheetRows {
  name: string;
  hidden: boolean;
  rows: string[][] | null;
}

/** exceljs is large: it loads when a user chooses a workbook, never with a page. */
async function loadExcelJs() {
  return (await import('exceljs')).default;
}

function rowsOf(sheet: Worksheet): string[][] | null {
  // Rows holding a value, counted before any text is built for them.
  if (sheet.actualRowCount > SPREADSHEET_FILE_MAX_LINES) return null;
  const rows: string[][] = [];
  // eachRow and eachCell skip empty rows and cells; the gaps are filled so columns stay aligned.
  sheet.eachRow((row, rowNumber) => {
    while (rows.length < rowNumber - 1) rows.push([]);
    const cells: string[] = [];
    row.eachCell((cell, columnNumber) => {
      while (cells.length < columnNumber - 1) cells.push('');
      // A merged range shows its value once, in its top-left cell, as a paste does.
      const hidden = cell.isMerged && cell.master.address !== cell.address;
      cells.push(hidden ? '' : cellDisplayText(cell.value, cell.numFmt));
    });
    rows.push(cells);
  });
  return rows;
}

/** The sheets of an .xlsx workbook in their order, each as rows of displayed cell texts. */
export async function readXlsxSheets(bytes: ArrayBuffer): Promise<SheetRows[]> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch (cause) {
    throw new SpreadsheetFileError('unreadable', { cause });
  }
  if (workbook.worksheets.length === 0) throw new SpreadsheetFileError('unreadable');
  return workbook.worksheets.map((sheet) => ({
    name: sheet.name,
    hidden: sheet.state !== 'visible',
    rows: rowsOf(sheet),
  }));
}
