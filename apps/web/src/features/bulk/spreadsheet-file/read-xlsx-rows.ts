import type { Worksheet } from 'exceljs';
import { cellDisplayText } from './cell-display-text';
import { SPREADSHEET_FILE_MAX_LINES, SpreadsheetFileError } from './spreadsheet-file-error';

/** exceljs is large: it loads when a user chooses a workbook, never with a page. */
async function loadExcelJs() {
  return (await import('exceljs')).default;
}

/** The sheet Excel opens on: the first one not hidden. */
function firstVisibleSheet(sheets: Worksheet[]): Worksheet | undefined {
  return sheets.find((sheet) => sheet.state === 'visible') ?? sheets[0];
}

/** The first sheet of an .xlsx workbook as rows of displayed cell texts. */
export async function readXlsxRows(bytes: ArrayBuffer): Promise<string[][]> {
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch (cause) {
    throw new SpreadsheetFileError('unreadable', { cause });
  }
  const sheet = firstVisibleSheet(workbook.worksheets);
  if (!sheet) throw new SpreadsheetFileError('unreadable');
  // Rows holding a value, counted before any text is built for them.
  if (sheet.actualRowCount > SPREADSHEET_FILE_MAX_LINES) {
    throw new SpreadsheetFileError('tooManyRows');
  }

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
