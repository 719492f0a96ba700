import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { escapeHtml } from '../../pages/render';

/**
 * A one-sheet XLSX workbook written as its rows arrive: the sheet's XML is deflated into the
 * zip a batch at a time and handed to the client, so memory holds one batch, not the file.
 * (exceljs' streaming writer keeps every written byte of a sheet in its buffer, some 470 MB
 * for a million rows: exceljs issue #2916.) Text cells are inline strings: no shared-string
 * table to hold until the end. Number cells are numbers; date cells are numbers shown in one of `dateFormats`.
 */
export function xlsxStream(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly XlsxCell[])[]>,
  dateFormats: readonly string[] = [],
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const addFile = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(strToU8(text), true);
  };

  const write = async () => {
    addFile('[Content_Types].xml', CONTENT_TYPES);
    addFile('_rels/.rels', ROOT_RELS);
    addFile('xl/workbook.xml', workbookXml(sheetName));
    addFile('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    addFile('xl/styles.xml', stylesXml(dateFormats));
    const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
    zip.add(sheet);
    let rowNumber = 0;
    const rowXml = (cells: readonly XlsxCell[]) => {
      rowNumber += 1;
      const row = rowNumber;
      return `<row r="${row}">${cells.map((value, index) => cellXml(value, `${COLUMN_NAMES[index] ?? columnName(index)}${row}`)).join('')}</row>`;
    };
    sheet.push(strToU8(`${SHEET_START}${rowXml(header)}`));
    for await (const batch of batches) {
      sheet.push(strToU8(batch.map(rowXml).join('')));
      // Wait for a slow download rather than gather the workbook in memory.
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.push(strToU8(SHEET_END), true);
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : undefined));
  return out;
}

/** XML 1.0 allows no control characters besides tab and line breaks: they are dropped. */
function xmlCharacters(text: string): string {
  let kept = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const allowed = code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
    if (allowed && code !== 0xfffe && code !== 0xffff) kept += char;
  }
  return kept;
}

const escapeXml = (text: string) => escapeHtml(xmlCharacters(text));

/** A column's letters: 0 is A, 25 is Z, 26 is AA. */
function columnName(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : `${columnName(Math.floor(index / 26) - 1)}${letter}`;
}

const COLUMN_NAMES = Array.from({ length: 64 }, (_, index) => columnName(index));

/**
 * A date cell: `date`'s UTC fields are what it shows (a spreadsheet date has no time zone), in
 * the workbook's date format number `format`.
 */
export interface XlsxDate {
  date: Date;
  format: number;
}
/** A text, a number, or a date. */
export type XlsxCell = string | number | XlsxDate;

/** Days from the spreadsheet epoch (1899-12-30) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;
const DAY_MS = 86_400_000;

/** A cell at its reference (readers place cells by it); an empty one is left out. */
const cellXml = (value: XlsxCell, reference: string) =>
  typeof value === 'number'
    ? `<c r="${reference}"><v>${value}</v></c>`
    : typeof value !== 'string'
      ? `<c r="${reference}" s="${value.format + 1}"><v>${value.date.getTime() / DAY_MS + UNIX_EPOCH_SERIAL}</v></c>`
      : value === ''
        ? ''
        : `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;

const ROOT_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK_RELS = `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

const workbookXml = (sheetName: string) =>
  `${XML}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const SHEET_START = `${XML}<worksheet xmlns="${MAIN_NS}"><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

/** Custom number formats start at 164; cell style 0 is the default, style n + 1 shows format n. */
const stylesXml = (dateFormats: readonly string[]) => {
  const numFmts = dateFormats
    .map((code, index) => `<numFmt numFmtId="${164 + index}" formatCode="${escapeXml(code)}"/>`)
    .join('');
  const xfs = dateFormats
    .map(
      (_, index) =>
        `<xf numFmtId="${164 + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join('');
  return `${XML}<styleSheet xmlns="${MAIN_NS}">${
    dateFormats.length === 0 ? '' : `<numFmts count="${dateFormats.length}">${numFmts}</numFmts>`
  }<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${dateFormats.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${xfs}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
};
