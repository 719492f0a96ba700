import { isSerialNumber } from '@pr/contracts';
import type { BulkRow } from '../../../shared/form-state/bulk-store';
import {
  addressErrorOf,
  checkableAddressOf,
  dateErrorOf,
  firstRowOfSerial,
  NO_ERRORS,
  serialErrorOf,
  withError,
  type CellErrorCode,
  type RowErrors,
} from './cell-errors';
import type { ValidationCache } from './validation-cache';

/** What the serial look-ups answered so far (validation-cache.ts). */
export type SerialAnswers = Pick<ValidationCache, 'knownNames' | 'knownRegistrations'>;

/**
 * Every row's serial error and product name as the answers so far tell them, and the rows
 * the user's company registered already. A serial's error depends on the other rows (a
 * duplicate), so it is worked out for all rows at once.
 */
export function serialResults(rows: readonly BulkRow[], known: SerialAnswers) {
  const first = firstRowOfSerial(rows);
  const names = known.knownNames();
  const holders = known.knownRegistrations();
  const ours = new Set<number>();
  const results = rows.map((row, index) => {
    const serial = row.serialNumber.trim();
    const name = isSerialNumber(serial) ? names.get(serial) : null;
    const error = serialErrorOf(serial, first.get(serial) === index, name, holders.get(serial));
    if (error === undefined && holders.get(serial) === 'ours') ours.add(index);
    return { error, productName: name ?? '' };
  });
  return { results, ours };
}

/**
 * A row's address error from the search's verdicts by address text; a row whose address
 * cannot be searched has none, which counts as invalid.
 */
export function addressErrorFrom(
  row: BulkRow,
  country: string,
  addresses: ReadonlyMap<string, boolean>,
): CellErrorCode | undefined {
  const address = checkableAddressOf(row, country);
  return addressErrorOf(row, country, address === null ? false : addresses.get(address));
}

/** What a row's errors are worked out from, besides the row. */
export interface RowCheck {
  country: string;
  /** The search's verdicts by address text. */
  addresses: ReadonlyMap<string, boolean>;
  /** Today, for dates in the future. */
  now: Date;
}

/** A row's errors of every kind (docs/spec.md §4); its serial's comes from `serialResults`. */
export function composeRowErrors(
  row: BulkRow,
  serialError: CellErrorCode | undefined,
  { country, addresses, now }: RowCheck,
): RowErrors {
  const errors = withError(NO_ERRORS, 'serialNumber', serialError);
  return withError(
    withError(errors, 'installationDate', dateErrorOf(row.installationDate, now)),
    'address',
    addressErrorFrom(row, country, addresses),
  );
}
