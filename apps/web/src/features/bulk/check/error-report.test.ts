import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { bulkRow, line } from '../test/bulk-fixtures';
import { errorReportTable, errorReportXlsx, type ErrorReportSource } from './error-report';

const texts: ErrorReportSource['texts'] = {
  column: (column) => `[${column}]`,
  sourceColumn: (position) => `Colonne ${position}`,
  errorColumn: 'Erreur',
};

/** A sheet with a customer column the mapping leaves out, and a header row. */
const UPLOAD = [
  line('Client', 'Numéro de série', 'Date d’installation', 'Rue', 'Numéro', 'Code postal', 'Ville'),
  line('Dupont', '100000001', '15.03.2024', 'Rue de Rivoli', '10', '75001', 'Paris'),
  line('Durand', '99', '15.03.2024', 'Rue de Rivoli', '10', '75001', 'Paris'),
  line('Morel', '100000003', '31.02.2024', 'Rue de Rivoli', '10', '08000', 'Paris'),
].join('\n');
const MAPPING = {
  '0': 'notRelevant',
  '1': 'serialNumber',
  '2': 'installationDate',
  '3': 'street',
  '4': 'streetNumber',
  '5': 'zip',
  '6': 'city',
} as const;

describe('the error report of bulk step 3', () => {
  it('writes the rows with an error in the upload’s columns, as edited, with their errors', () => {
    const table = errorReportTable({
      data: {
        inputData: UPLOAD,
        mappedColumns: MAPPING,
        headerRow: true,
        // Row 0 was deleted at step 3; the second row's serial was edited; one row was added.
        parsedData: [
          bulkRow('999'),
          bulkRow('100000003', { installationDate: '31.02.2024', zip: '08000' }),
          bulkRow(''),
        ],
        sourceLines: [1, 2, -1],
      },
      errorRows: [
        { index: 0, messages: ['Numéro de série incorrect'] },
        { index: 1, messages: ['Date invalide', 'Adresse invalide'] },
        { index: 2, messages: ['Numéro de série incorrect'] },
      ],
      texts,
    });
    expect(table).toEqual([
      [
        'Client',
        'Numéro de série',
        'Date d’installation',
        'Rue',
        'Numéro',
        'Code postal',
        'Ville',
        'Erreur',
      ],
      [
        'Durand',
        '999',
        '15.03.2024',
        'Rue de Rivoli',
        '10',
        '75001',
        'Paris',
        'Numéro de série incorrect',
      ],
      [
        'Morel',
        '100000003',
        '31.02.2024',
        'Rue de Rivoli',
        '10',
        '08000',
        'Paris',
        'Date invalide\nAdresse invalide',
      ],
      ['', '', '15.03.2024', 'Rue de Rivoli', '10', '75001', 'Paris', 'Numéro de série incorrect'],
    ]);
  });

  it('names the columns of an upload without a header by their mapping', () => {
    const [heading] = errorReportTable({
      data: {
        inputData: line('x', '100000001', '15.03.2024', 'Rue', '1', '75001', 'Paris'),
        mappedColumns: { ...MAPPING, '0': 'notRelevant' },
        headerRow: false,
        parsedData: [bulkRow('100000001')],
        sourceLines: [0],
      },
      errorRows: [],
      texts,
    });
    expect(heading).toEqual([
      'Colonne 1',
      '[serialNumber]',
      '[installationDate]',
      '[street]',
      '[streetNumber]',
      '[zip]',
      '[city]',
      'Erreur',
    ]);
  });

  it('is a workbook of text cells that Excel opens with the leading zeros', async () => {
    const bytes = await errorReportXlsx(
      [
        ['Code postal', 'Erreur'],
        ['08000', 'Adresse invalide'],
      ],
      'Erreurs',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer);
    const sheet = workbook.getWorksheet('Erreurs');
    expect(sheet?.getRow(2).values).toEqual([undefined, '08000', 'Adresse invalide']);
    expect(sheet?.getCell('A2').numFmt).toBe('@');
  });
});
