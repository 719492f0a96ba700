import {
  BULK_COLUMNS,
  emptyBulkRow,
  NOT_RELEVANT,
  type BulkColumn,
  type BulkData,
  type BulkRow,
  type BulkTarget,
  type DateOrder,
} from '../../../shared/form-state/bulk-store';
import { normalizeHeader } from '@pr/contracts';
import { normalizeDate } from './date-order';
import type { BulkColumnNames } from '../../../i18n/catalog-types';

/**
 * The pasted text split by line and by tab (docs/spec.md §2); blank lines are not rows. A
 * line without a tab was typed (Tab leaves the field): its values split at semicolons.
 */
export function splitPastedText(inputData: string): string[][] {
  return inputData
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(line.includes('\t') ? '\t' : ';'));
}

export function columnCountOf(table: readonly string[][]): number {
  return table.reduce((widest, row) => Math.max(widest, row.length), 0);
}

// Every language's column names, not only the user's: a sheet may come from a colleague
// abroad. They are a few words per language, kept apart from the rest of the catalogs.
const COLUMN_NAMES = import.meta.glob<BulkColumnNames>('../../../locales/*/bulk-columns.json', {
  eager: true,
  import: 'default',
});

/** Every supported language's display name of every target column (docs/spec.md §3). */
const COLUMN_OF_HEADER = new Map<string, BulkColumn>(
  Object.values(COLUMN_NAMES).flatMap((names) =>
    BULK_COLUMNS.map((column) => [normalizeHeader(names[column]), column] as const),
  ),
);

/**
 * Beyond the spec (docs/architecture.md §9): the mapping a header row announces, or null when the first
 * row holds no column name. A header naming the product name maps to 'Not relevant':
 * the name comes from the look-up, never from the sheet.
 */
export function mappingFromHeader(
  firstRow: readonly string[] | undefined,
): BulkData['mappedColumns'] | null {
  const mapping: BulkData['mappedColumns'] = {};
  const used = new Set<BulkTarget>();
  (firstRow ?? []).forEach((cell, index) => {
    const column = COLUMN_OF_HEADER.get(normalizeHeader(cell));
    if (column === undefined) return;
    const target: BulkTarget = column === 'productName' ? NOT_RELEVANT : column;
    if (target !== NOT_RELEVANT && used.has(target)) return;
    used.add(target);
    mapping[String(index)] = target;
  });
  return Object.keys(mapping).length === 0 ? null : mapping;
}

/** The cells of the column mapped to `target`, or none when no column is. */
export function columnValues(
  table: readonly string[][],
  mappedColumns: BulkData['mappedColumns'],
  target: BulkColumn,
): string[] {
  const column = Object.keys(mappedColumns).find((key) => mappedColumns[key] === target);
  return column === undefined ? [] : table.map((cells) => cells[Number(column)] ?? '');
}

/**
 * The rows to check: each mapped cell, trimmed, in its target column, the dates as
 * day.month.year whatever `dateOrder` the sheet writes them in.
 */
export function toBulkRows(
  table: readonly string[][],
  mappedColumns: BulkData['mappedColumns'],
  dateOrder: DateOrder = 'dayFirst',
): BulkRow[] {
  const targets = Object.entries(mappedColumns).filter(
    (entry): entry is [string, Exclude<BulkColumn, 'productName'>] =>
      entry[1] !== NOT_RELEVANT && entry[1] !== 'productName',
  );
  return table.map((cells) => {
    const row = emptyBulkRow();
    for (const [index, column] of targets) row[column] = (cells[Number(index)] ?? '').trim();
    row.installationDate = normalizeDate(row.installationDate, dateOrder);
    return row;
  });
}
