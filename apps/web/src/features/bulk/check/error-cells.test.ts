import { describe, expect, it } from 'vitest';
import type { RowErrors } from './cell-errors';
import { errorCells, nextErrorCell } from './error-cells';

const ERRORS: RowErrors[] = [
  {},
  { address: 'invalidAddress', serialNumber: 'invalidSerialNumber' },
  {},
  { installationDate: 'futureDate' },
];
const cells = errorCells([0, 1, 2, 3], (index) => ERRORS[index] ?? {});

describe('the error cells of bulk step 3', () => {
  it('lists every error in reading order, an address at its street', () => {
    expect(cells).toEqual([
      { index: 1, column: 'serialNumber' },
      { index: 1, column: 'street' },
      { index: 3, column: 'installationDate' },
    ]);
    expect(errorCells([3], (index) => ERRORS[index] ?? {})).toEqual([
      { index: 3, column: 'installationDate' },
    ]);
  });

  it('goes to the next and the previous error, round at the ends', () => {
    expect(nextErrorCell(cells, null, 1)).toEqual({ index: 1, column: 'serialNumber' });
    expect(nextErrorCell(cells, null, -1)).toEqual({ index: 3, column: 'installationDate' });
    expect(nextErrorCell(cells, { index: 1, column: 'serialNumber' }, 1)).toEqual({
      index: 1,
      column: 'street',
    });
    // From a cell without an error: the next one below it.
    expect(nextErrorCell(cells, { index: 1, column: 'city' }, 1)).toEqual({
      index: 3,
      column: 'installationDate',
    });
    expect(nextErrorCell(cells, { index: 3, column: 'installationDate' }, 1)).toEqual({
      index: 1,
      column: 'serialNumber',
    });
    expect(nextErrorCell(cells, { index: 1, column: 'serialNumber' }, -1)).toEqual({
      index: 3,
      column: 'installationDate',
    });
    expect(nextErrorCell([], null, 1)).toBeNull();
  });
});
