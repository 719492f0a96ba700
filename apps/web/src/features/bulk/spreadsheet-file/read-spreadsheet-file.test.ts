import { XLSX_MEDIA_TYPE } from '@pr/contracts';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSpreadsheetFile } from './read-spreadsheet-file';
import {
  SPREADSHEET_FILE_MAX_BYTES,
  SPREADSHEET_FILE_MAX_LINES,
  type SpreadsheetFileErrorKind,
} from './spreadsheet-file-error';

async function xlsxFile(fill: (workbook: ExcelJS.Workbook) => void, name = 'devices.xlsx') {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return new File([await workbook.xlsx.writeBuffer()], name, { type: XLSX_MEDIA_TYPE });
}

const csvFile = (content: string | Uint8Array<ArrayBuffer>, name = 'devices.csv') =>
  new File([content], name, { type: 'text/csv' });

const BOM = '\uFEFF';

/** The text of the sheet the import starts with. */
const firstSheet = async (file: File) => (await readSpreadsheetFile(file))[0]?.text;

async function expectKind(file: File, kind: SpreadsheetFileErrorKind) {
  await expect(readSpreadsheetFile(file)).rejects.toMatchObject({
    name: 'SpreadsheetFileError',
    kind,
  });
}

afterEach(() => vi.unstubAllEnvs());

describe('readSpreadsheetFile with an .xlsx workbook', () => {
  it('gives the first sheet as tab-separated lines with cells as Excel shows them', async () => {
    // Far west of UTC: a reader using local time would show the day before.
    vi.stubEnv('TZ', 'America/Los_Angeles');
    const file = await xlsxFile((workbook) => {
      const sheet = workbook.addWorksheet('Devices');
      sheet.addRow(['Numéro de série', "Date d'installation", 'Nom de la rue', 'Code postal']);
      sheet.addRow([123456789012345, new Date(Date.UTC(2024, 2, 5)), 'Rue de Rivoli', 1067]);
      sheet.getCell('B2').numFmt = 'dd/mm/yyyy';
      sheet.getCell('D2').numFmt = '00000';
      sheet.addRow([
        { formula: 'A2+1', result: 123456789012346 },
        { formula: 'B2+1', result: new Date(Date.UTC(2024, 2, 6)) },
        { richText: [{ text: 'Place des ' }, { text: 'Terreaux', font: { bold: true } }] },
        '69001',
      ]);
      sheet.getCell('B3').numFmt = 'd mmmm yyyy';
      sheet.addRow([1e21, 'text date 01.02.2023', true, 12.5]);
      sheet.addRow([
        { text: 'linked', hyperlink: 'https://example.com' },
        { formula: '1/0', result: { error: '#DIV/0!' } },
        // A formatted link's text is rich text.
        {
          text: { richText: [{ text: 'Rue ' }, { text: 'Haute', font: { italic: true } }] },
          hyperlink: 'https://example.com',
        },
        { formula: 'D4*2', result: 25 },
      ]);
      sheet.getCell('D5').numFmt = '0.00';
      workbook.addWorksheet('Second sheet').addRow(['never read']);
    });

    await expect(firstSheet(file)).resolves.toBe(
      [
        "Numéro de série\tDate d'installation\tNom de la rue\tCode postal",
        '123456789012345\t05.03.2024\tRue de Rivoli\t01067',
        '123456789012346\t06.03.2024\tPlace des Terreaux\t69001',
        '1000000000000000000000\ttext date 01.02.2023\tTRUE\t12.5',
        'linked\t#DIV/0!\tRue Haute\t25.00',
      ].join('\n'),
    );
  });

  it('keeps empty cells and rows inside the data and drops empty rows at the end', async () => {
    const file = await xlsxFile((workbook) => {
      const sheet = workbook.addWorksheet('Devices');
      sheet.getCell('A1').value = '100000001';
      sheet.getCell('C1').value = 'Paris';
      sheet.getCell('B3').value = 'Lyon';
      // Formatting without values, as after deleting rows, is not data.
      sheet.getCell('A6').font = { bold: true };
      sheet.getCell('H6').fill = {
        type: 'pattern',
        pattern: 'solid',
        fgColor: { argb: 'FFFF0000' },
      };
    });

    await expect(firstSheet(file)).resolves.toBe(
      ['100000001\t\tParis', '\t\t', '\tLyon\t'].join('\n'),
    );
  });

  it('shows a merged value once, puts multi-line cells on one line and reads the first visible sheet', async () => {
    const file = await xlsxFile((workbook) => {
      workbook.addWorksheet('Hidden', { state: 'hidden' }).addRow(['secret']);
      const sheet = workbook.addWorksheet('Visible');
      sheet.addRow(['Adresse', '', 'Ville']);
      sheet.mergeCells('A1:B1');
      sheet.addRow(['Rue de\nRivoli', '10\t', ' Paris ']);
    });

    await expect(firstSheet(file)).resolves.toBe(
      ['Adresse\t\tVille', 'Rue de Rivoli\t10\tParis'].join('\n'),
    );
  });

  it('reads a workbook whose file has no type, by its name', async () => {
    const typed = await xlsxFile((workbook) => workbook.addWorksheet('S').addRow(['100000001']));
    const untyped = new File([await typed.arrayBuffer()], 'DEVICES.XLSX');
    await expect(firstSheet(untyped)).resolves.toBe('100000001');
  });

  it('rejects a damaged workbook, an encrypted one and a workbook without values', async () => {
    const workbook = await xlsxFile((w) => w.addWorksheet('S').addRow(['100000001']));
    const truncated = (await workbook.arrayBuffer()).slice(0, 300);
    await expectKind(new File([truncated], 'broken.xlsx'), 'unreadable');
    await expectKind(new File(['not a workbook'], 'renamed.xlsx'), 'unreadable');

    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    await expectKind(new File([ole], 'protected.xlsx'), 'passwordProtected');

    await expectKind(await xlsxFile((w) => w.addWorksheet('Empty')), 'empty');
  });

  it('rejects a sheet with more lines than one batch and a header', async () => {
    const file = await xlsxFile((workbook) => {
      const sheet = workbook.addWorksheet('Devices');
      for (let row = 1; row <= SPREADSHEET_FILE_MAX_LINES + 1; row += 1) sheet.addRow([row]);
    });
    await expectKind(file, 'tooManyRows');
  });
});

describe('readSpreadsheetFile with a workbook of several sheets', () => {
  it('gives the visible sheets with data in their order, leaving out one too long to import', async () => {
    const file = await xlsxFile((workbook) => {
      workbook.addWorksheet('Notes');
      workbook.addWorksheet('Hidden', { state: 'hidden' }).addRow(['secret']);
      workbook.addWorksheet('Installations').addRow(['100000001', 'Paris']);
      const archive = workbook.addWorksheet('Archive');
      for (let row = 1; row <= SPREADSHEET_FILE_MAX_LINES + 1; row += 1) archive.addRow([row]);
      workbook.addWorksheet('2023').addRow(['100000002', 'Lyon']);
    });
    await expect(readSpreadsheetFile(file)).resolves.toEqual([
      { name: 'Installations', text: '100000001\tParis' },
      { name: '2023', text: '100000002\tLyon' },
    ]);
  });
});

/** A minimal OpenDocument spreadsheet with `tables` as the body of its content.xml. */
function odsFile(tables: string, name = 'devices.ods') {
  const content = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
  xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
  xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3">
  <office:body><office:spreadsheet>${tables}</office:spreadsheet></office:body>
</office:document-content>`;
  const zip = zipSync({
    mimetype: [strToU8('application/vnd.oasis.opendocument.spreadsheet'), { level: 0 }],
    'content.xml': strToU8(content),
  });
  return new File([zip], name, { type: 'application/vnd.oasis.opendocument.spreadsheet' });
}

describe('readSpreadsheetFile with an .ods file', () => {
  it('reads each sheet as LibreOffice shows it: dates, whole numbers, repeats and spaces', async () => {
    const file = odsFile(`
      <table:table table:name="Vide"><table:table-row table:number-rows-repeated="1048576"><table:table-cell table:number-columns-repeated="1024"/></table:table-row></table:table>
      <table:table table:name="Installations">
        <table:table-row>
          <table:table-cell office:value-type="string"><text:p>Numéro de série</text:p></table:table-cell>
          <table:table-cell office:value-type="string"><text:p>Date</text:p></table:table-cell>
          <table:table-cell office:value-type="string"><text:p>Rue</text:p></table:table-cell>
          <table:table-cell office:value-type="string"><text:p>Code postal</text:p></table:table-cell>
        </table:table-row>
        <table:table-row table:number-rows-repeated="2">
          <table:table-cell office:value-type="float" office:value="100000001"><text:p>1,00E+08</text:p></table:table-cell>
          <table:table-cell office:value-type="date" office:date-value="2024-03-05"><text:p>05/03/24</text:p></table:table-cell>
          <table:table-cell office:value-type="string"><text:p>Rue<text:s text:c="2"/>de</text:p><text:p>Rivoli</text:p></table:table-cell>
          <table:table-cell office:value-type="float" office:value="1067"><text:p>01067</text:p></table:table-cell>
          <table:table-cell table:number-columns-repeated="1020"/>
        </table:table-row>
        <table:table-row><table:table-cell table:number-columns-spanned="2" office:value-type="string"><text:p>Fusion</text:p></table:table-cell><table:covered-table-cell/><table:table-cell office:value-type="float" office:value="12.5"><text:p>12,50</text:p></table:table-cell></table:table-row>
        <table:table-row table:number-rows-repeated="1048572"><table:table-cell table:number-columns-repeated="1024"/></table:table-row>
      </table:table>`);
    await expect(readSpreadsheetFile(file)).resolves.toEqual([
      {
        name: 'Installations',
        text: [
          'Numéro de série\tDate\tRue\tCode postal',
          '100000001\t05.03.2024\tRue  de Rivoli\t01067',
          '100000001\t05.03.2024\tRue  de Rivoli\t01067',
          'Fusion\t\t12,50\t',
        ].join('\n'),
      },
    ]);
  });

  it('rejects an .ods file that is no spreadsheet', async () => {
    await expectKind(new File(['PK\u0003\u0004 broken'], 'broken.ods'), 'unreadable');
    await expectKind(odsFile('<table:table table:name="Vide"/>'), 'empty');
  });
});

describe('readSpreadsheetFile with a .csv file', () => {
  it('reads semicolon CSV with a byte order mark, quotes and CRLF line ends', async () => {
    const content = `${BOM}Numéro de série;Nom de la rue;Ville\r\n100000001;"Rue ""Haute""; Bât. B";Paris\r\n"100000002";"Rue de\r\nla Paix";"Lyon"\r\n`;
    await expect(firstSheet(csvFile(content))).resolves.toBe(
      [
        'Numéro de série\tNom de la rue\tVille',
        '100000001\tRue "Haute"; Bât. B\tParis',
        '100000002\tRue de la Paix\tLyon',
      ].join('\n'),
    );
  });

  it('reads comma and tab CSV, keeping decimal commas in a semicolon file', async () => {
    await expect(firstSheet(csvFile('serial,city\n100000001,"Paris, 1er"\n'))).resolves.toBe(
      'serial\tcity\n100000001\tParis, 1er',
    );
    await expect(firstSheet(csvFile('serial\tcity\n100000001\tLyon'))).resolves.toBe(
      'serial\tcity\n100000001\tLyon',
    );
    await expect(firstSheet(csvFile('serial;price\n100000001;12,5\n'))).resolves.toBe(
      'serial\tprice\n100000001\t12,5',
    );
  });

  it('decodes windows-1252 when the file is not UTF-8, and UTF-16 with a byte order mark', async () => {
    // "Straße;Köln;€„Œ…Ÿ" as Excel's plain CSV writes it on a Western Windows.
    const windows1252 = new Uint8Array([
      0x53, 0x74, 0x72, 0x61, 0xdf, 0x65, 0x3b, 0x4b, 0xf6, 0x6c, 0x6e, 0x3b, 0x80, 0x84, 0x8c,
      0x85, 0x9f,
    ]);
    await expect(firstSheet(csvFile(windows1252))).resolves.toBe('Straße\tKöln\t€„Œ…Ÿ');

    const text = 'Rue;Théâtre';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i += 1) utf16[2 + i * 2] = text.charCodeAt(i);
    await expect(firstSheet(csvFile(utf16))).resolves.toBe('Rue\tThéâtre');
  });

  it('pads short rows to the widest row, as a paste of a range does', async () => {
    await expect(firstSheet(csvFile('a;b;c\n1\n2;3\n;;\n\n'))).resolves.toBe(
      'a\tb\tc\n1\t\t\n2\t3\t',
    );
  });

  it('rejects an empty file and a file without values', async () => {
    await expectKind(csvFile(''), 'empty');
    await expectKind(csvFile(`${BOM};;\r\n ; \r\n`), 'empty');
  });

  it('accepts one batch plus a header line and rejects more', async () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => `${100000001 + i};01.02.2024`).join('\n');
    const text = (await firstSheet(csvFile(lines(SPREADSHEET_FILE_MAX_LINES)))) ?? '';
    expect(text.split('\n')).toHaveLength(SPREADSHEET_FILE_MAX_LINES);
    await expectKind(csvFile(lines(SPREADSHEET_FILE_MAX_LINES + 1)), 'tooManyRows');
  });

  it('rejects binary content named .csv', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    await expectKind(csvFile(png, 'photo.csv'), 'unreadable');
  });
});

describe('readSpreadsheetFile with other files', () => {
  it('rejects files that are neither .xlsx nor .csv', async () => {
    await expectKind(
      new File(['%PDF-1.7'], 'devices.pdf', { type: 'application/pdf' }),
      'unsupportedType',
    );
    await expectKind(
      new File(['x'], 'devices.xls', { type: 'application/vnd.ms-excel' }),
      'unsupportedType',
    );
    await expectKind(new File(['x'], 'devices'), 'unsupportedType');
  });

  it('rejects a file over the size limit before reading it', async () => {
    const file = csvFile('x');
    Object.defineProperty(file, 'size', { value: SPREADSHEET_FILE_MAX_BYTES + 1 });
    const read = vi.spyOn(file, 'arrayBuffer');
    await expectKind(file, 'tooLarge');
    expect(read).not.toHaveBeenCalled();
  });
});
