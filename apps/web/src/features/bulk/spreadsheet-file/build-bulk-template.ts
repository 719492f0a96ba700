import ExcelJS from 'exceljs';
import type { UiLanguage } from '../../../i18n/i18n';
import { ALL_BULK_CATALOGS as CATALOGS } from '../../../i18n/all-bulk-catalogs';
import { BRAND } from '../../../shared/brand/brand';
// Type only: the store module sets up browser storage when it loads.
import type { RequiredBulkColumn } from '../../../shared/form-state/bulk-store';

/*
 * Runs at build time only (scripts/bulk-templates-plugin.ts), never in the browser: it
 * imports exceljs statically and every language's catalog.
 */

/** The UI languages a template is built for: all of them. */
export const BULK_TEMPLATE_LANGUAGES: UiLanguage[] = Object.keys(CATALOGS);

/** Text format: Excel keeps leading zeros and never turns 01.02.2024 or 3-5 into a date. */
const TEXT_FORMAT = '@';

const argb = (hex: string) => `FF${hex.replace('#', '').toUpperCase()}`;

/**
 * The template's columns in the order of step 1's example row, each with its minimum width
 * in characters (room for typical values: long street names, short numbers). Typed as a
 * record, so the template has exactly the columns a user must map.
 */
const MIN_WIDTHS: Record<RequiredBulkColumn, number> = {
  serialNumber: 18,
  installationDate: 16,
  street: 30,
  streetNumber: 14,
  zip: 14,
  city: 22,
};
const TEMPLATE_COLUMNS = Object.keys(MIN_WIDTHS) as RequiredBulkColumn[];

/** Wide enough for the typical value and for the header, whichever is longer. */
const columnWidth = (column: RequiredBulkColumn, header: string) =>
  Math.max(MIN_WIDTHS[column], header.length + 4);

/**
 * The bulk upload template of a UI language as .xlsx bytes: a header row with the bulk
 * column names, the example row step 1 shows, every column formatted as text.
 */
export async function buildBulkTemplate(language: UiLanguage): Promise<Uint8Array<ArrayBuffer>> {
  const catalog = CATALOGS[language];
  if (!catalog) throw new Error(`No bulk catalog for the language ${language}`);
  const { columns, paste } = catalog;
  const headers = TEMPLATE_COLUMNS.map((column) => columns[column]);
  const example = TEMPLATE_COLUMNS.map((column) => paste.exampleRow[column]);

  const workbook = new ExcelJS.Workbook();
  workbook.creator = BRAND.name;
  workbook.lastModifiedBy = BRAND.name;
  // Excel's name for its default sheet in the language, so the file looks like the user's own.
  const sheet = workbook.addWorksheet(paste.templateSheet, {
    views: [{ state: 'frozen', ySplit: 1 }],
    // Printed, every page repeats the header and the six columns fit the page width.
    pageSetup: {
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    },
  });
  // Column styles also apply to the rows a user adds below the example.
  sheet.columns = TEMPLATE_COLUMNS.map((column, index) => ({
    key: column,
    width: columnWidth(column, headers[index] ?? ''),
    style: { numFmt: TEXT_FORMAT },
  }));

  const header = sheet.addRow(headers);
  header.height = 22;
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: argb(BRAND.colors.onPrimary) } };
    cell.fill = {
      type: 'pattern',
      pattern: 'solid',
      fgColor: { argb: argb(BRAND.colors.primary) },
    };
    cell.alignment = { vertical: 'middle' };
    cell.border = { bottom: { style: 'thin', color: { argb: argb(BRAND.colors.primaryStrong) } } };
  });
  sheet.addRow(example);
  sheet.autoFilter = { from: 'A1', to: { row: 1, column: TEMPLATE_COLUMNS.length } };

  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
