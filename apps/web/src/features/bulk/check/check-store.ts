import { BULK_VALIDATION_PAGE_SIZE, isSerialNumber, type BulkRowError } from '@pr/contracts';
import { create } from 'zustand';
import { useBulkStore, type BulkColumn, type BulkRow } from '../bulk-store';
import {
  addressErrorOf,
  addressOf,
  cellErrorOfServer,
  dateErrorOf,
  firstRowOfSerial,
  kindOfColumn,
  NO_ERRORS,
  serialErrorOf,
  withError,
  type ErrorKind,
  type RowErrors,
} from './cell-errors';
import { createValidationCache, type ValidationCache } from './validation-cache';

/** Re-validation waits this long after the last change of a cell (docs/spec.md §4, §9). */
export const REVALIDATION_DELAY_MS = 500;
/** Pages checked at the same time during the full check. */
const PAGE_CONCURRENCY = 2;
/** Rows per page of the full check: one serial and one address request each, as large as the server takes. */
const ROWS_PER_PAGE = BULK_VALIDATION_PAGE_SIZE;

export type EditableColumn = Exclude<BulkColumn, 'productName'>;

interface BulkCheckState {
  /** `checking` while the full check of step 3 runs (docs/spec.md §4). */
  phase: 'idle' | 'checking' | 'ready';
  /** Rows whose serial and address answers are in, for the progress indicator. */
  checked: number;
  total: number;
  /** Errors found in the browser, by row. */
  errors: RowErrors[];
  /** Errors the server gave for the last batch, by row, until that kind of cell is edited. */
  serverErrors: Record<number, RowErrors>;
  /** Edited cells waiting for their re-validation ('row:kind'). */
  pending: ReadonlySet<string>;
  /** A look-up or search failed: some rows are marked invalid without an answer. */
  checkFailed: boolean;
}

const initialState = (): BulkCheckState => ({
  phase: 'idle',
  checked: 0,
  total: 0,
  errors: [],
  serverErrors: {},
  pending: new Set(),
  checkFailed: false,
});

export const useBulkCheckStore = create<
  BulkCheckState & {
    /** Forgets everything about the rows, answers included: new data was pasted or mapped. */
    reset: () => void;
  }
>()((set) => ({
  ...initialState(),
  reset: () => {
    cancelAll();
    cache = null;
    set(initialState());
  },
}));

let cache: { locale: string; cache: ValidationCache } | null = null;
function cacheFor(locale: string): ValidationCache {
  if (cache?.locale !== locale) cache = { locale, cache: createValidationCache(locale) };
  return cache.cache;
}

/** Increases with every full check, so an abandoned one stops writing. */
let run = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function cancelAll(): void {
  run += 1;
  timers.forEach(clearTimeout);
  timers.clear();
}

/**
 * Stops the full check and the waiting re-validations when step 3 is left; the edits
 * are already stored and the next visit checks every row again.
 */
export function stopChecking(): void {
  cancelAll();
  useBulkCheckStore.setState({ pending: new Set() });
}

const rows = (): BulkRow[] => useBulkStore.getState().parsedData;

/** Row errors and product names as the cache knows them, for every row. */
function serialResults(all: readonly BulkRow[], known: ValidationCache) {
  const first = firstRowOfSerial(all);
  return all.map((row, index) => {
    const serial = row.serialNumber.trim();
    const name = isSerialNumber(serial) ? known.nameOf(serial) : null;
    return {
      error: serialErrorOf(serial, first.get(serial) === index, name),
      productName: name ?? '',
    };
  });
}

/** Writes the looked-up product names into the rows (step 4 needs one on every row). */
function storeProductNames(names: readonly string[]): void {
  const current = rows();
  if (current.every((row, index) => row.productName === names[index])) return;
  useBulkStore.getState().update({
    parsedData: current.map((row, index) => {
      const productName = names[index] ?? '';
      return row.productName === productName ? row : { ...row, productName };
    }),
  });
}

async function inPages(count: number, check: (start: number, end: number) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const start = next;
      next += ROWS_PER_PAGE;
      await check(start, Math.min(start + ROWS_PER_PAGE, count));
    }
  };
  await Promise.all(Array.from({ length: PAGE_CONCURRENCY }, worker));
}

/**
 * The full check of step 3 (docs/spec.md §4): every row's serial, date and address. Pages of
 * rows go to the server as one serial request and one address request each, two pages
 * at a time; the progress counts the rows whose answers are in.
 */
export async function checkAllRows(locale: string): Promise<void> {
  cancelAll();
  const thisRun = run;
  const known = cacheFor(locale);
  const all = rows();
  useBulkCheckStore.setState({
    phase: 'checking',
    checked: 0,
    total: all.length,
    pending: new Set(),
    checkFailed: false,
  });
  let answered = true;
  await inPages(all.length, async (start, end) => {
    const page = all.slice(start, end);
    const outcomes = await Promise.all([
      known.lookUpSerials(
        page.map((row) => row.serialNumber.trim()).filter((serial) => isSerialNumber(serial)),
      ),
      known.checkAddresses(page.map(addressOf).filter((address) => address !== null)),
    ]);
    answered &&= outcomes.every(Boolean);
    if (run === thisRun) {
      useBulkCheckStore.setState((state) => ({ checked: state.checked + (end - start) }));
    }
  });
  if (run !== thisRun) return;

  const now = new Date();
  const serials = serialResults(all, known);
  const errors = all.map((row, index) => {
    const address = addressOf(row);
    let errors = withError(NO_ERRORS, 'serialNumber', serials[index]?.error);
    errors = withError(errors, 'installationDate', dateErrorOf(row.installationDate, now));
    return withError(
      errors,
      'address',
      addressErrorOf(address, address === null ? false : known.isValidAddress(address)),
    );
  });
  storeProductNames(serials.map((result) => result.productName));
  useBulkCheckStore.setState({ phase: 'ready', errors, checkFailed: !answered });
}

function setErrors(update: (errors: RowErrors[]) => RowErrors[]): void {
  useBulkCheckStore.setState((state) => ({ errors: update(state.errors) }));
}

function setPending(key: string, waiting: boolean): void {
  useBulkCheckStore.setState((state) => {
    if (state.pending.has(key) === waiting) return state;
    const pending = new Set(state.pending);
    if (waiting) pending.add(key);
    else pending.delete(key);
    return { pending };
  });
}

/** Re-validates one kind of field of one row, as it is now (docs/spec.md §4). */
async function revalidate(index: number, kind: ErrorKind, locale: string): Promise<void> {
  const known = cacheFor(locale);
  const thisRun = run;
  const row = rows()[index];
  if (row === undefined) return;
  if (kind === 'installationDate') {
    const code = dateErrorOf(row.installationDate, new Date());
    setErrors((errors) => errors.map((e, i) => (i === index ? withError(e, kind, code) : e)));
    return;
  }
  if (kind === 'address') {
    const address = addressOf(row);
    const answered = address === null || (await known.checkAddresses([address]));
    // A newer edit of this address is already scheduled and will be checked instead.
    if (run !== thisRun || (address !== null && addressOf(rows()[index] ?? row) !== address))
      return;
    const code = addressErrorOf(address, address === null ? false : known.isValidAddress(address));
    setErrors((errors) => errors.map((e, i) => (i === index ? withError(e, kind, code) : e)));
    if (!answered) useBulkCheckStore.setState({ checkFailed: true });
    return;
  }
  const serial = row.serialNumber.trim();
  const answered = !isSerialNumber(serial) || (await known.lookUpSerials([serial]));
  if (run !== thisRun) return;
  // Another row may have stopped or started being a duplicate: serial errors of all rows.
  const serials = serialResults(rows(), known);
  setErrors((errors) => errors.map((e, i) => withError(e, 'serialNumber', serials[i]?.error)));
  storeProductNames(serials.map((result) => result.productName));
  if (!answered) useBulkCheckStore.setState({ checkFailed: true });
}

/**
 * Keeps an edited cell (in the shared form state, docs/spec.md §4) and re-validates that kind of
 * field 500 ms after its last change. Errors stay on their row, so an edited serial
 * keeps the row's other errors; the server's error for that kind is dropped.
 */
export function editCell(index: number, column: EditableColumn, value: string, locale: string) {
  const current = rows();
  const row = current[index];
  if (row === undefined) return;
  const edited: BulkRow = { ...row, [column]: value };
  if (column === 'serialNumber') edited.productName = '';
  useBulkStore.getState().update({
    parsedData: current.map((r, i) => (i === index ? edited : r)),
    batchKey: '',
  });

  const kind = kindOfColumn(column);
  useBulkCheckStore.setState((state) => {
    const server = state.serverErrors[index];
    if (server?.[kind] === undefined) return state;
    return { serverErrors: { ...state.serverErrors, [index]: withError(server, kind, undefined) } };
  });
  const key = `${index}:${kind}`;
  clearTimeout(timers.get(key));
  setPending(key, true);
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      void revalidate(index, kind, locale).finally(() => {
        if (!timers.has(key)) setPending(key, false);
      });
    }, REVALIDATION_DELAY_MS),
  );
}

/** Shows the server's per-row errors of a refused batch on their rows (docs/architecture.md §9). */
export function showServerErrors(details: readonly BulkRowError[]): void {
  const serverErrors: Record<number, RowErrors> = {};
  for (const detail of details) {
    const { kind, code } = cellErrorOfServer(detail);
    serverErrors[detail.row] = withError(serverErrors[detail.row] ?? NO_ERRORS, kind, code);
  }
  useBulkCheckStore.setState({ serverErrors });
}

/** A row's errors as shown: the browser's own, else what the server said. */
export function rowErrorsOf(state: BulkCheckState, index: number): RowErrors {
  const own = state.errors[index] ?? NO_ERRORS;
  const server = state.serverErrors[index];
  return server === undefined ? own : { ...server, ...own };
}

/** Rows with at least one error, for the flash and the submit button. */
export function countRowsWithErrors(state: BulkCheckState): number {
  let count = 0;
  for (let index = 0; index < state.total; index += 1) {
    if (Object.keys(rowErrorsOf(state, index)).length > 0) count += 1;
  }
  return count;
}
