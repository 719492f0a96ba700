import { BULK_COLUMNS } from '../../../shared/form-state/bulk-store';
import type { ErrorKind, RowErrors } from './cell-errors';
import type { CellPosition, EditableColumn } from './check-model';

/** The cell that takes the focus for an error of each kind: an address error's is its street. */
const CELL_OF_KIND: Record<ErrorKind, EditableColumn> = {
  serialNumber: 'serialNumber',
  installationDate: 'installationDate',
  address: 'street',
};
const KINDS_IN_ROW_ORDER = (['serialNumber', 'installationDate', 'address'] as const).toSorted(
  (a, b) => BULK_COLUMNS.indexOf(CELL_OF_KIND[a]) - BULK_COLUMNS.indexOf(CELL_OF_KIND[b]),
);

/** The cells with an error among `rows` (indexes, ascending), in reading order. */
export function errorCells(
  rows: Iterable<number>,
  errorsOf: (index: number) => RowErrors,
): CellPosition[] {
  const cells: CellPosition[] = [];
  for (const index of rows) {
    const errors = errorsOf(index);
    for (const kind of KINDS_IN_ROW_ORDER) {
      if (errors[kind] !== undefined) cells.push({ index, column: CELL_OF_KIND[kind] });
    }
  }
  return cells;
}

/** The first cell with an error in rows 0 to `count` - 1, without listing the others. */
export function firstErrorCell(
  count: number,
  errorsOf: (index: number) => RowErrors,
): CellPosition | null {
  for (let index = 0; index < count; index += 1) {
    const [cell] = errorCells([index], errorsOf);
    if (cell !== undefined) return cell;
  }
  return null;
}

const order = (cell: CellPosition) => [cell.index, BULK_COLUMNS.indexOf(cell.column)] as const;

function compare(a: CellPosition, b: CellPosition): number {
  const [rowA, columnA] = order(a);
  const [rowB, columnB] = order(b);
  return rowA === rowB ? columnA - columnB : rowA - rowB;
}

/**
 * The error cell after (`direction` 1) or before (-1) the cell `from`, going round at the
 * ends; the first or last one when no cell has the focus. Null when there is no error.
 */
export function nextErrorCell(
  cells: readonly CellPosition[],
  from: CellPosition | null,
  direction: 1 | -1,
): CellPosition | null {
  if (cells.length === 0) return null;
  const first = direction === 1 ? cells[0] : cells.at(-1);
  if (from === null) return first ?? null;
  const found =
    direction === 1
      ? cells.find((cell) => compare(cell, from) > 0)
      : cells.findLast((cell) => compare(cell, from) < 0);
  return found ?? first ?? null;
}
