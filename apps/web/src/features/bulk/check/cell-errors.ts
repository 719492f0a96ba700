import {
  ADDRESS_QUERY_MAX_LENGTH,
  bulkAddressText,
  isSerialNumber,
  withLostLeadingZeros,
  type BulkRowError,
} from '@pr/contracts';
import type { BulkRow } from '../../../shared/form-state/bulk-store';
import type { BulkCatalog } from '../../../i18n/catalog-types';
import { bulkDateError } from './bulk-date';
import type { EditableColumn } from './check-model';

/** The kinds of bulk errors (docs/spec.md §4); an address error covers its four cells. */
export type ErrorKind = 'serialNumber' | 'installationDate' | 'address';

/** Why a cell is marked, as a key of `bulk.cellErrors`. */
export type CellErrorCode = keyof BulkCatalog['cellErrors'];

/** The errors of one row, at most one per kind. */
export type RowErrors = Partial<Record<ErrorKind, CellErrorCode>>;

export const NO_ERRORS: RowErrors = Object.freeze({});

/** Which kind of check an edited column belongs to; the product name is never edited. */
export function kindOfColumn(column: EditableColumn): ErrorKind {
  if (column === 'serialNumber' || column === 'installationDate') return column;
  return 'address';
}

/**
 * The text the address search checks (docs/spec.md §5): 'street number, zip city', or null when a
 * part is missing or the whole is longer than the server's address check accepts.
 */
export function addressOf(row: BulkRow): string | null {
  const [street, number, zip, city] = [row.street, row.streetNumber, row.zip, row.city].map(
    (part) => part.trim(),
  );
  if (!street || !number || !zip || !city) return null;
  const text = bulkAddressText({ street, streetNumber: number, zip, city });
  return text.length > ADDRESS_QUERY_MAX_LENGTH ? null : text;
}

/** The address to ask the search about: none when its postal code is known to be wrong. */
export function checkableAddressOf(row: BulkRow, country: string): string | null {
  return withLostLeadingZeros(row.zip, country) === null ? addressOf(row) : null;
}

/** The first row of every serial: later rows with the same serial are duplicates. */
export function firstRowOfSerial(rows: readonly BulkRow[]): Map<string, number> {
  const first = new Map<string, number>();
  rows.forEach((row, index) => {
    const serial = row.serialNumber.trim();
    if (!first.has(serial)) first.set(serial, index);
  });
  return first;
}

/**
 * The serial cell's error: malformed (the contracts' serial rule, docs/spec.md §5) or unknown to
 * the catalog ('Numéro de série incorrect'), or the same device on an earlier row. `name` is undefined when
 * the look-up failed, which counts as unknown.
 */
export function serialErrorOf(
  serial: string,
  isFirstOfSerial: boolean,
  name: string | null | undefined,
  holder?: 'ours' | 'taken',
): CellErrorCode | undefined {
  if (!isSerialNumber(serial) || name === null || name === undefined) {
    return 'invalidSerialNumber';
  }
  if (!isFirstOfSerial) return 'duplicateSerialNumber';
  // The company's own registration is no error: the row is skipped (check-store's `ours`).
  return holder === 'taken' ? 'alreadyRegistered' : undefined;
}

export function dateErrorOf(text: string, now: Date): CellErrorCode | undefined {
  return bulkDateError(text, now) ?? undefined;
}

/**
 * The address's error: a postal code that lost its leading zero in the spreadsheet (said
 * as such, whatever the search answers), else the search's verdict; `valid` is undefined
 * when the search failed, which counts as invalid (docs/spec.md §5).
 */
export function addressErrorOf(
  row: BulkRow,
  country: string,
  valid: boolean | undefined,
): CellErrorCode | undefined {
  if (withLostLeadingZeros(row.zip, country) !== null) return 'postalCodeLostZero';
  return addressOf(row) !== null && valid === true ? undefined : 'invalidAddress';
}

/** A row's errors with one kind set or cleared, sharing the empty object when clean. */
export function withError(
  errors: RowErrors,
  kind: ErrorKind,
  code: CellErrorCode | undefined,
): RowErrors {
  if (errors[kind] === code) return errors;
  const next: RowErrors = { ...errors };
  if (code === undefined) delete next[kind];
  else next[kind] = code;
  return Object.keys(next).length === 0 ? NO_ERRORS : next;
}

export function hasErrors(errors: RowErrors | undefined): boolean {
  return errors !== undefined && Object.keys(errors).length > 0;
}

/** The server's per-row error (bulkRowErrorSchema) as the cell error the user reads. */
export function cellErrorOfServer(error: BulkRowError): { kind: ErrorKind; code: CellErrorCode } {
  switch (error.field) {
    case 'installationDate':
      return {
        kind: 'installationDate',
        code: error.code === 'noFutureDate' ? 'futureDate' : 'invalidDate',
      };
    case 'address':
      return { kind: 'address', code: 'invalidAddress' };
    case 'serialNumber':
      return {
        kind: 'serialNumber',
        code:
          error.code === 'alreadyRegistered'
            ? 'alreadyRegistered'
            : error.code === 'duplicateInBatch'
              ? 'duplicateSerialNumber'
              : 'invalidSerialNumber',
      };
    case 'row':
      // The rest of the row (product model, company) comes from the look-up and the account.
      return { kind: 'serialNumber', code: 'invalidValue' };
  }
}
