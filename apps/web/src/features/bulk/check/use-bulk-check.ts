import { BULK_VALIDATION_PAGE_SIZE, isSerialNumber, splitLocale } from '@pr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { emptyBulkRow, useBulkStore, type BulkRow } from '../bulk-store';
import {
  addressErrorOf,
  checkableAddressOf,
  dateErrorOf,
  firstRowOfSerial,
  kindOfColumn,
  NO_ERRORS,
  serialErrorOf,
  withError,
  type CellErrorCode,
  type ErrorKind,
} from './cell-errors';
import { clearServerError, setPending, setRowErrors, useBulkCheckStore } from './check-store';
import { recordEdit, redoEdit, undoEdit, withoutRow } from './edit-history';
import type { CellPosition, EditableColumn } from './check-model';
import { createValidationCache, type ValidationCache } from './validation-cache';

/** Re-validation waits this long after the last change of a cell (docs/spec.md §4, §9). */
export const REVALIDATION_DELAY_MS = 500;
/** Pages checked at the same time during the full check. */
const PAGE_CONCURRENCY = 2;
/** Rows per page of the full check: one serial and one address request each, as large as the server takes. */
const ROWS_PER_PAGE = BULK_VALIDATION_PAGE_SIZE;

const rows = (): BulkRow[] => useBulkStore.getState().parsedData;

/**
 * Row errors and product names as the answers so far tell them, for every row, and the rows
 * the user's company registered already.
 */
function serialResults(all: readonly BulkRow[], known: ValidationCache) {
  const first = firstRowOfSerial(all);
  const names = known.knownNames();
  const holders = known.knownRegistrations();
  const ours = new Set<number>();
  const results = all.map((row, index) => {
    const serial = row.serialNumber.trim();
    const name = isSerialNumber(serial) ? names.get(serial) : null;
    const isFirst = first.get(serial) === index;
    const error = serialErrorOf(serial, isFirst, name, holders.get(serial));
    if (error === undefined && holders.get(serial) === 'ours') ours.add(index);
    return { error, productName: name ?? '' };
  });
  return { results, ours };
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
 * The checks of bulk step 3 for the component that shows them: the full check and the
 * re-validation of edited cells, with the server's answers in the app's query cache. Leaving
 * step 3 (unmounting) stops the full check and the waiting re-validations; the edits are
 * already stored and the next visit checks every row again.
 */
export function useBulkCheck(locale: string) {
  const queryClient = useQueryClient();
  const known = useMemo(() => createValidationCache(queryClient, locale), [queryClient, locale]);
  const { country } = splitLocale(locale);
  /** Increases with every full check and when stopped, so an abandoned check stops writing. */
  const run = useRef(0);
  /** The waiting re-validation of each edited cell ('row:kind'). */
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const cancel = useCallback(() => {
    run.current += 1;
    timers.current.forEach(clearTimeout);
    timers.current.clear();
  }, []);

  useEffect(
    () => () => {
      cancel();
      useBulkCheckStore.setState({ pending: new Set() });
    },
    [cancel],
  );

  /**
   * The full check of step 3 (docs/spec.md §4): every row's serial, date and address. Pages of
   * rows go to the server as one serial request and one address request each, two pages
   * at a time; the progress counts the rows whose answers are in.
   */
  const checkAllRows = useCallback(async (): Promise<void> => {
    cancel();
    const thisRun = run.current;
    const all = rows();
    useBulkCheckStore.setState({
      phase: 'checking',
      checked: 0,
      total: all.length,
      startedAt: Date.now(),
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
        known.checkAddresses(
          page.map((row) => checkableAddressOf(row, country)).filter((address) => address !== null),
        ),
      ]);
      answered &&= outcomes.every(Boolean);
      if (run.current === thisRun) {
        useBulkCheckStore.setState((state) => ({ checked: state.checked + (end - start) }));
      }
    });
    if (run.current !== thisRun) return;

    const now = new Date();
    const { results: serials, ours } = serialResults(all, known);
    const addresses = known.knownAddresses();
    const errors = all.map((row, index) => {
      const address = checkableAddressOf(row, country);
      let errors = withError(NO_ERRORS, 'serialNumber', serials[index]?.error);
      errors = withError(errors, 'installationDate', dateErrorOf(row.installationDate, now));
      return withError(
        errors,
        'address',
        addressErrorOf(row, country, address === null ? false : addresses.get(address)),
      );
    });
    storeProductNames(serials.map((result) => result.productName));
    useBulkCheckStore.setState({ phase: 'ready', errors, checkFailed: !answered, ours });
  }, [cancel, known, country]);

  /** Re-validates one kind of field of one row, as it is now (docs/spec.md §4). */
  const revalidate = useCallback(
    async (index: number, kind: ErrorKind): Promise<void> => {
      const thisRun = run.current;
      const row = rows()[index];
      if (row === undefined) return;
      const setError = (code: CellErrorCode | undefined) =>
        setRowErrors((errors) =>
          errors.map((e, i) => (i === index ? withError(e, kind, code) : e)),
        );
      if (kind === 'installationDate') {
        setError(dateErrorOf(row.installationDate, new Date()));
        return;
      }
      if (kind === 'address') {
        const address = checkableAddressOf(row, country);
        const answered = address === null || (await known.checkAddresses([address]));
        // A newer edit of this address is already scheduled and will be checked instead.
        if (
          run.current !== thisRun ||
          (address !== null && checkableAddressOf(rows()[index] ?? row, country) !== address)
        ) {
          return;
        }
        const valid = address === null ? false : known.knownAddresses().get(address);
        setError(addressErrorOf(row, country, valid));
        if (!answered) useBulkCheckStore.setState({ checkFailed: true });
        return;
      }
      const serial = row.serialNumber.trim();
      const answered = !isSerialNumber(serial) || (await known.lookUpSerials([serial]));
      if (run.current !== thisRun) return;
      // Another row may have stopped or started being a duplicate: serial errors of all rows.
      const { results: serials, ours } = serialResults(rows(), known);
      setRowErrors((errors) =>
        errors.map((e, i) => withError(e, 'serialNumber', serials[i]?.error)),
      );
      useBulkCheckStore.setState({ ours });
      storeProductNames(serials.map((result) => result.productName));
      if (!answered) useBulkCheckStore.setState({ checkFailed: true });
    },
    [known, country],
  );

  /**
   * Keeps a changed cell (in the shared form state, docs/spec.md §4) and re-validates that
   * kind of field 500 ms after its last change. Errors stay on their row, so an edited serial
   * keeps the row's other errors; the server's error for that kind is dropped.
   */
  const changeCell = useCallback(
    (index: number, column: EditableColumn, value: string) => {
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
      clearServerError(index, kind);
      const key = `${index}:${kind}`;
      const waiting = timers.current;
      clearTimeout(waiting.get(key));
      setPending(key, true);
      waiting.set(
        key,
        setTimeout(() => {
          waiting.delete(key);
          void revalidate(index, kind).finally(() => {
            if (!waiting.has(key)) setPending(key, false);
          });
        }, REVALIDATION_DELAY_MS),
      );
    },
    [revalidate],
  );

  /** A cell typed in: changed, and kept in the history for undo. */
  const editCell = useCallback(
    (index: number, column: EditableColumn, value: string) => {
      const before = rows()[index]?.[column];
      if (before === undefined) return;
      useBulkCheckStore.setState((state) => ({
        history: recordEdit(state.history, { index, column, before, after: value }),
      }));
      changeCell(index, column, value);
    },
    [changeCell],
  );

  /**
   * Takes the last cell edit back (Ctrl+Z, `undoEdit`) or makes the last undone one again
   * (Ctrl+Y, `redoEdit`); the cell it changed, or null when there was none.
   */
  const replay = useCallback(
    (step: typeof undoEdit): CellPosition | null => {
      const done = step(useBulkCheckStore.getState().history);
      if (done === null) return null;
      useBulkCheckStore.setState({ history: done.history });
      const { index, column, before, after } = done.edit;
      changeCell(index, column, step === undoEdit ? before : after);
      return { index, column };
    },
    [changeCell],
  );
  const undo = useCallback(() => replay(undoEdit), [replay]);
  const redo = useCallback(() => replay(redoEdit), [replay]);

  /**
   * Adds an empty row at the end, its cells marked as missing until they are filled in; the
   * index of the new row.
   */
  const addRow = useCallback((): number => {
    const { parsedData, sourceLines, update } = useBulkStore.getState();
    update({
      parsedData: [...parsedData, emptyBulkRow()],
      // A session stored before rows knew their source line has none: -1 for those too.
      sourceLines: [...parsedData.map((_, index) => sourceLines[index] ?? -1), -1],
      batchKey: '',
    });
    let errors = withError(NO_ERRORS, 'serialNumber', serialErrorOf('', true, null));
    errors = withError(errors, 'installationDate', dateErrorOf('', new Date()));
    errors = withError(errors, 'address', addressErrorOf(emptyBulkRow(), country, false));
    useBulkCheckStore.setState((state) => ({
      total: state.total + 1,
      errors: [...state.errors, errors],
    }));
    return parsedData.length;
  }, [country]);

  /**
   * Deletes a row: its errors go with it, and the serial errors of the others are worked out
   * again from the answers already in (a duplicate may have lost its twin). No request is
   * sent. Not while an edited cell waits for its check (the buttons are disabled then).
   */
  const deleteRow = useCallback(
    (index: number) => {
      const current = rows();
      if (index < 0 || index >= current.length) return;
      const remaining = current.filter((_, i) => i !== index);
      const { sourceLines, update } = useBulkStore.getState();
      update({
        parsedData: remaining,
        sourceLines: sourceLines.filter((_, i) => i !== index),
        batchKey: '',
      });
      const { results, ours } = serialResults(remaining, known);
      useBulkCheckStore.setState((state) => ({
        total: remaining.length,
        errors: state.errors
          .filter((_, i) => i !== index)
          .map((errors, i) => withError(errors, 'serialNumber', results[i]?.error)),
        serverErrors: Object.fromEntries(
          Object.entries(state.serverErrors)
            .map(([row, errors]) => [Number(row), errors] as const)
            .filter(([row]) => row !== index)
            .map(([row, errors]) => [row > index ? row - 1 : row, errors]),
        ),
        ours,
        history: withoutRow(state.history, index),
      }));
      storeProductNames(results.map((result) => result.productName));
    },
    [known],
  );

  return { checkAllRows, editCell, deleteRow, addRow, undo, redo };
}
