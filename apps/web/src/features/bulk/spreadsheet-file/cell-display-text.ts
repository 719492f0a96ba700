import type { CellRichTextValue, CellValue } from 'exceljs';

const pad2 = (value: number) => String(value).padStart(2, '0');

/**
 * A date cell as dd.mm.yyyy. Excel stores a day without time zone; exceljs turns it into
 * that day's midnight UTC, so the UTC fields are the day the user typed.
 */
export function formatCellDate(date: Date): string {
  return `${pad2(date.getUTCDate())}.${pad2(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
}

/** The positive section of a number format: `00000;-00000` → `00000`. */
function numberPattern(numFmt: string | undefined): string {
  const [positive = ''] = (numFmt ?? '').split(';');
  return positive.trim();
}

/** Every digit, never an exponent: a 20-digit serial stays 20 digits. */
function plainNumber(value: number): string {
  if (Number.isInteger(value)) return BigInt(value).toString();
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 15 });
}

/**
 * A number as the cell shows it, for the formats a registration list uses: zero padding
 * (`00000` keeps the leading zero of postal code 01067) and fixed decimals (`0.00`).
 * Other formats (currency, percent, grouping) show the plain number.
 */
export function formatCellNumber(value: number, numFmt: string | undefined): string {
  const pattern = numberPattern(numFmt);
  const padded = /^0+$/.exec(pattern);
  if (padded && Number.isInteger(value)) {
    const digits = plainNumber(Math.abs(value)).padStart(pattern.length, '0');
    return value < 0 ? `-${digits}` : digits;
  }
  const decimals = /^[#0]*0\.(0+)$/.exec(pattern);
  if (decimals?.[1] && Math.abs(value) < 1e15) return value.toFixed(decimals[1].length);
  return plainNumber(value);
}

type Result = number | string | boolean | Date | { error: string } | undefined;

function resultText(value: Result, numFmt: string | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return formatCellNumber(value, numFmt);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return formatCellDate(value);
  if (typeof value === 'string') return value;
  return value.error;
}

function richTextOf(value: string | CellRichTextValue): string {
  return typeof value === 'string' ? value : value.richText.map((run) => run.text).join('');
}

/** The text a user sees in a cell: formulas show their result, rich text and links their text. */
export function cellDisplayText(value: CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object' || value instanceof Date) return resultText(value, numFmt);
  if ('formula' in value || 'sharedFormula' in value) return resultText(value.result, numFmt);
  if ('richText' in value) return richTextOf(value);
  // Typed as a string, but exceljs gives a formatted link's text as rich text.
  if ('hyperlink' in value) return richTextOf(value.text);
  return value.error;
}
