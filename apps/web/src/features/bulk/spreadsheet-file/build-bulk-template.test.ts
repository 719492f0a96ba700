import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import deBulk from '../../../locales/de/bulk.json';
import enBulk from '../../../locales/en/bulk.json';
import frBulk from '../../../locales/fr/bulk.json';
import type { BulkColumnNames } from '../../../i18n/catalog-types';
import { BULK_TEMPLATE_LANGUAGES, buildBulkTemplate } from './build-bulk-template';

const COLUMN_NAMES = import.meta.glob<BulkColumnNames>('../../../locales/*/bulk-columns.json', {
  eager: true,
  import: 'default',
});
import { readSpreadsheetFile } from './read-spreadsheet-file';

async function readBack(bytes: Uint8Array<ArrayBuffer>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes.buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rowValues = (row: number) =>
    Array.from({ length: sheet.columnCount }, (_, i) => sheet.getRow(row).getCell(i + 1).value);
  return { workbook, sheet, rowValues };
}

describe('buildBulkTemplate', () => {
  it('is built for each of the twenty languages', () => {
    expect(BULK_TEMPLATE_LANGUAGES).toHaveLength(20);
  });

  it.each([
    [
      'fr',
      frBulk,
      [
        'Numéro de série',
        "Date d'installation",
        'Nom de la rue',
        'Numéro de rue',
        'Code postal',
        'Ville',
      ],
    ],
    [
      'de',
      deBulk,
      ['Seriennummer', 'Installationsdatum', 'Straße', 'Hausnummer', 'Postleitzahl', 'Ort'],
    ],
    [
      'en',
      enBulk,
      ['Serial number', 'Installation date', 'Street name', 'Street number', 'Postal code', 'City'],
    ],
  ] as const)(
    'writes the %s column headers and the example row of step 1 as text',
    async (language, catalog, headers) => {
      const { sheet, rowValues } = await readBack(await buildBulkTemplate(language));

      expect(sheet.rowCount).toBe(2);
      expect(rowValues(1)).toEqual(headers);
      const { serialNumber, installationDate, street, streetNumber, zip, city } =
        catalog.paste.exampleRow;
      expect(rowValues(2)).toEqual([
        serialNumber,
        installationDate,
        street,
        streetNumber,
        zip,
        city,
      ]);
      expect(installationDate).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    },
  );

  it.each(BULK_TEMPLATE_LANGUAGES)(
    'is written for %s, in its column names and its Excel sheet name',
    async (language) => {
      const { workbook, rowValues } = await readBack(await buildBulkTemplate(language));
      const names = COLUMN_NAMES[`../../../locales/${language}/bulk-columns.json`];
      expect(rowValues(1)).toEqual([
        names?.serialNumber,
        names?.installationDate,
        names?.street,
        names?.streetNumber,
        names?.zip,
        names?.city,
      ]);
      expect(workbook.worksheets[0]?.name).toMatch(/^\p{L}+1$/u);
    },
  );

  it('formats every column as text, so leading zeros and typed dates stay as typed', async () => {
    const { sheet } = await readBack(await buildBulkTemplate('fr'));

    for (let column = 1; column <= 6; column += 1) {
      expect(sheet.getColumn(column).numFmt).toBe('@');
      expect(sheet.getRow(2).getCell(column).numFmt).toBe('@');
      // A row the user adds takes the column's format.
      expect(sheet.getRow(40).getCell(column).numFmt).toBe('@');
    }
  });

  it('has a bold, frozen, filterable header and columns wide enough for their header', async () => {
    const { sheet } = await readBack(await buildBulkTemplate('de'));

    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    sheet.getRow(1).eachCell((cell) => {
      expect(cell.font.bold).toBe(true);
      expect(sheet.getColumn(cell.col).width).toBeGreaterThan(cell.text.length);
    });
    expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
  });

  it('reads back through the upload as the header and example lines', async () => {
    const bytes = await buildBulkTemplate('fr');
    const file = new File([bytes], 'bulk-upload-template.xlsx');

    await expect(readSpreadsheetFile(file)).resolves.toEqual([
      {
        name: 'Feuil1',
        text: [
          "Numéro de série\tDate d'installation\tNom de la rue\tNuméro de rue\tCode postal\tVille",
          '908765401\t15.03.2024\tRue de Rivoli\t10\t75001\tParis',
        ].join('\n'),
      },
    ]);
  });
});
