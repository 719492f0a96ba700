import { unzipSync } from 'fflate';
import { formatCellDate } from './cell-display-text';
import type { SheetRows } from './read-xlsx-sheets';
import { SPREADSHEET_FILE_MAX_LINES, SpreadsheetFileError } from './spreadsheet-file-error';

const TABLE = 'urn:oasis:names:tc:opendocument:xmlns:table:1.0';
const OFFICE = 'urn:oasis:names:tc:opendocument:xmlns:office:1.0';
const TEXT = 'urn:oasis:names:tc:opendocument:xmlns:text:1.0';

/** Repeats beyond this are the empty rest of a sheet that LibreOffice writes as one element. */
const MAX_REPEAT = SPREADSHEET_FILE_MAX_LINES + 1;

/** A cell's paragraphs, with `<text:s/>` spaces, `<text:tab/>` and `<text:line-break/>`. */
function paragraphText(node: Node): string {
  let text = '';
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? '';
    else if (child instanceof Element && child.namespaceURI === TEXT) {
      if (child.localName === 's') text += ' '.repeat(Number(child.getAttributeNS(TEXT, 'c') ?? 1));
      else if (child.localName === 'tab' || child.localName === 'line-break') text += ' ';
      else text += paragraphText(child);
    }
  }
  return text;
}

/**
 * The text a user sees in a cell, as for .xlsx: a date as dd.mm.yyyy (from its value, not
 * the file's display format), a number with every digit, anything else as displayed.
 */
function cellText(cell: Element): string {
  const type = cell.getAttributeNS(OFFICE, 'value-type');
  if (type === 'date') {
    const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(cell.getAttributeNS(OFFICE, 'date-value') ?? '');
    if (day) return formatCellDate(new Date(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!)));
  }
  const shown = Array.from(cell.getElementsByTagNameNS(TEXT, 'p')).map(paragraphText).join(' ');
  if (type === 'float') {
    const value = cell.getAttributeNS(OFFICE, 'value') ?? '';
    // A number shown with leading zeros (a postal code formatted 00000) keeps them.
    if (/^\d+$/.test(value) && /^0\d+$/.test(shown.trim())) return shown.trim();
    if (/^-?\d+$/.test(value)) return value;
  }
  return shown;
}

const repeat = (element: Element, attribute: string) =>
  Math.min(Number(element.getAttributeNS(TABLE, attribute) ?? 1) || 1, MAX_REPEAT);

function sheetRows(table: Element): string[][] {
  const rows: string[][] = [];
  for (const row of Array.from(table.getElementsByTagNameNS(TABLE, 'table-row'))) {
    const cells: string[] = [];
    for (const cell of Array.from(row.children)) {
      if (cell.localName !== 'table-cell' && cell.localName !== 'covered-table-cell') continue;
      // A merged range shows its value once, in its first cell, as a paste does.
      const text = cell.localName === 'table-cell' ? cellText(cell) : '';
      const times = repeat(cell, 'number-columns-repeated');
      // Repeated empty cells at the end of a row are the sheet's blank columns.
      if (text === '' && times > 1) cells.push(...Array<string>(Math.min(times, 256)).fill(''));
      else for (let i = 0; i < times; i += 1) cells.push(text);
    }
    const times = repeat(row, 'number-rows-repeated');
    for (let i = 0; i < times && rows.length <= MAX_REPEAT; i += 1) rows.push(cells);
  }
  return rows;
}

/**
 * The sheets of an OpenDocument spreadsheet (.ods: LibreOffice, OpenOffice, Google Sheets'
 * download) in their order, each as rows of displayed cell texts.
 */
export function readOdsSheets(bytes: Uint8Array): SheetRows[] {
  let content: Uint8Array | undefined;
  try {
    content = unzipSync(bytes, { filter: (file) => file.name === 'content.xml' })['content.xml'];
  } catch (cause) {
    throw new SpreadsheetFileError('unreadable', { cause });
  }
  if (content === undefined) throw new SpreadsheetFileError('unreadable');
  const document = new DOMParser().parseFromString(
    new TextDecoder().decode(content),
    'application/xml',
  );
  if (document.getElementsByTagName('parsererror').length > 0) {
    throw new SpreadsheetFileError('unreadable');
  }
  return Array.from(document.getElementsByTagNameNS(TABLE, 'table')).map((table) => ({
    name: table.getAttributeNS(TABLE, 'name') ?? '',
    hidden: false,
    rows: sheetRows(table),
  }));
}
