import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * A workbook read back as a spreadsheet reads it: its first sheet's name, and the values of
 * its first `columns` cells of every row (texts, numbers, dates; '' for an empty cell).
 */
export async function xlsxRows(
  file: Buffer | Readable,
  columns: number,
): Promise<{ sheet: string | undefined; rows: unknown[][] }> {
  const bytes = Buffer.isBuffer(file)
    ? file
    : Buffer.concat(await file.map((chunk: Uint8Array) => Buffer.from(chunk)).toArray());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([bytes]));
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow({ includeEmpty: true }, (row) =>
    rows.push(Array.from({ length: columns }, (_, index) => row.getCell(index + 1).value ?? '')),
  );
  return { sheet: sheet?.name, rows };
}
