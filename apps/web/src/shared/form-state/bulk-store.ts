import { BULK_COLUMNS } from '@pr/contracts';
import { delayedSessionStorage } from './delayed-session-storage';
import { createSessionFormStore } from './session-store';

export { BULK_COLUMNS };
export type BulkColumn = (typeof BULK_COLUMNS)[number];
export const NOT_RELEVANT = 'notRelevant';
export type BulkTarget = BulkColumn | typeof NOT_RELEVANT;

/** Columns that must be mapped before the values can be checked. */
export const REQUIRED_BULK_COLUMNS = [
  'serialNumber',
  'installationDate',
  'street',
  'streetNumber',
  'zip',
  'city',
] as const satisfies readonly BulkColumn[];
export type RequiredBulkColumn = (typeof REQUIRED_BULK_COLUMNS)[number];

/** One pasted row; the product name is filled by the serial look-up. */
export type BulkRow = Record<BulkColumn, string>;

export const emptyBulkRow = (): BulkRow => ({
  serialNumber: '',
  productName: '',
  installationDate: '',
  street: '',
  streetNumber: '',
  zip: '',
  city: '',
});

/**
 * How a sheet writes its dates: 15/03/2024 (most of Europe) or 03/15/2024 (the US). Only
 * slashes can mean month first: 03.04.2024 and 03-04-2024 are day first wherever written so.
 */
export type DateOrder = 'dayFirst' | 'monthFirst';

/** Bulk form data (docs/spec.md §3), kept in session storage under `bulkData`. */
export interface BulkData {
  inputData: string;
  /** Source column index (as text) → target column. */
  mappedColumns: Record<string, BulkTarget>;
  /** The first pasted line names the columns: it is not a row to import (step 2). */
  headerRow: boolean;
  parsedData: BulkRow[];
  /**
   * For every row of `parsedData`, the line of the pasted table it came from (counted from
   * 0 after a header row), or -1 for a row added at step 3: the error report writes the
   * row's other cells back as they were uploaded.
   */
  sourceLines: number[];
  /**
   * How the sheet writes its dates, found in its date column or chosen by the user when the
   * column reads both ways (step 2); '' until the rows are built. Step 2 writes the rows'
   * dates day.month.year; step 3 then writes those it understood in the locale's form.
   */
  dateOrder: DateOrder | '';
  /**
   * Idempotency key of the batch these rows are sent as; '' until the first send. Kept
   * with the rows, so a reload or retry of the import reuses it and cannot register
   * twice; emptied whenever the rows change, so changed rows are a new batch.
   */
  batchKey: string;
  /**
   * Rows with errors kept in "Envois en attente" when the valid ones went on without them
   * (step 3's "Enregistrer les N lignes valides"): the finish page says how many.
   */
  rowsKeptToFix: number;
}

export const BULK_STORAGE_KEY = 'bulkData';

export const emptyBulkData = (): BulkData => ({
  inputData: '',
  mappedColumns: {},
  headerRow: false,
  parsedData: [],
  sourceLines: [],
  dateOrder: '',
  batchKey: '',
  rowsKeptToFix: 0,
});

/** Typing in a table of thousands of rows is saved once a pause comes, not per key press. */
const BULK_WRITE_DELAY_MS = 250;

/** In shared/, as the installer's store is: the outbox puts a kept batch back in it to fix. */
export const useBulkStore = createSessionFormStore(
  BULK_STORAGE_KEY,
  emptyBulkData,
  delayedSessionStorage(BULK_WRITE_DELAY_MS),
);

/** True when every required column is the target of some source column. */
export function allRequiredColumnsMapped(mappedColumns: BulkData['mappedColumns']): boolean {
  const targets = new Set(Object.values(mappedColumns));
  return REQUIRED_BULK_COLUMNS.every((column) => targets.has(column));
}
