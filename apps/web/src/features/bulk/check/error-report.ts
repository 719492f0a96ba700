import {
  NOT_RELEVANT,
  type BulkColumn,
  type BulkData,
} from '../../../shared/form-state/bulk-store';
import { columnCountOf, splitPastedText } from '../mapping/pasted-table';

/** What the report is made of: the upload, the rows as edited, and the rows' error texts. */
export interface ErrorReportSource {
  data: Pick<BulkData, 'inputData' | 'mappedColumns' | 'headerRow' | 'parsedData' | 'sourceLines'>;
  /** The rows with an error, by index, and what is wrong with each, as the table says it. */
  errorRows: readonly { index: number; messages: readonly string[] }[];
  texts: {
    /** A target column's name, for a header the upload did not have. */
    column: (column: BulkColumn) => string;
    /** An unmapped column's name (`Colonne 3`), for a header the upload did not have. */
    sourceColumn: (position: number) => string;
    errorColumn: string;
  };
}

/**
 * The rows with an error as a table to fix and upload again: the upload's columns, in its
 * order and under its header (or the mapped column names when it had none), with the
 * mapped cells as edited at step 3 and the others as uploaded, plus a column with the errors.
 */
export function errorReportTable({ data, errorRows, texts }: ErrorReportSource): string[][] {
  const table = splitPastedText(data.inputData);
  const header = data.headerRow ? (table[0] ?? []) : null;
  const lines = header === null ? table : table.slice(1);
  const width = columnCountOf(table);
  const targets = Array.from({ length: width }, (_, position) => {
    const target = data.mappedColumns[String(position)];
    return target === undefined || target === NOT_RELEVANT || target === 'productName'
      ? null
      : target;
  });
  const heading = targets.map((target, position) =>
    header?.[position] !== undefined && header[position] !== ''
      ? header[position]
      : target === null
        ? texts.sourceColumn(position + 1)
        : texts.column(target),
  );
  const rows = errorRows.map(({ index, messages }) => {
    const row = data.parsedData[index];
    const uploaded = lines[data.sourceLines[index] ?? -1] ?? [];
    const cells = targets.map((target, position) =>
      target === null || row === undefined ? (uploaded[position] ?? '') : row[target],
    );
    return [...cells, messages.join('\n')];
  });
  return [[...heading, texts.errorColumn], ...rows];
}

/** Text format: Excel keeps leading zeros and never turns a date-like value into a date. */
const TEXT_FORMAT = '@';

/** The table as an .xlsx workbook of text cells, the header bold and frozen. */
export async function errorReportXlsx(table: readonly string[][], sheetName: string) {
  // exceljs loads when the report is asked for, never with the page.
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  const width = table[0]?.length ?? 0;
  for (let position = 1; position <= width; position += 1) {
    const column = sheet.getColumn(position);
    column.numFmt = TEXT_FORMAT;
    const longest = Math.max(...table.map((row) => (row[position - 1] ?? '').length));
    column.width = Math.min(60, Math.max(12, longest + 2));
  }
  sheet.addRows(table.map((row) => [...row]));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn(width).alignment = { wrapText: true, vertical: 'top' };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
