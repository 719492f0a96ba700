import { isSerialNumber } from '@pr/contracts';
import { useCallback } from 'react';
import { useBulkStore, type BulkRow } from '../../../shared/form-state/bulk-store';
import {
  checkableAddressOf,
  dateErrorOf,
  kindOfColumn,
  withError,
  type CellErrorCode,
  type ErrorKind,
} from './cell-errors';
import type { CellPosition, EditableColumn } from './check-model';
import { clearServerError, setPending, setRowErrors, useBulkCheckStore } from './check-store';
import { currentRows, storeProductNames } from './current-rows';
import { recordEdit, redoEdit, undoEdit } from './edit-history';
import { addressErrorFrom, serialResults } from './row-errors';
import type { CheckRuns } from './use-check-runs';
import type { ValidationCache } from './validation-cache';

/** Re-validation waits this long after the last change of a cell (docs/spec.md §4, §9). */
export const REVALIDATION_DELAY_MS = 500;

/** Re-validates one kind of field of one row, as it is now (docs/spec.md §4). */
function useRevalidate(known: ValidationCache, country: string, runs: CheckRuns) {
  return useCallback(
    async (index: number, kind: ErrorKind): Promise<void> => {
      const thisRun = runs.current();
      const row = currentRows()[index];
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
          runs.current() !== thisRun ||
          (address !== null && checkableAddressOf(currentRows()[index] ?? row, country) !== address)
        ) {
          return;
        }
        setError(addressErrorFrom(row, country, known.knownAddresses()));
        if (!answered) useBulkCheckStore.setState({ checkFailed: true });
        return;
      }
      const serial = row.serialNumber.trim();
      const answered = !isSerialNumber(serial) || (await known.lookUpSerials([serial]));
      if (runs.current() !== thisRun) return;
      // Another row may have stopped or started being a duplicate: serial errors of all rows.
      const { results: serials, ours } = serialResults(currentRows(), known);
      setRowErrors((errors) =>
        errors.map((e, i) => withError(e, 'serialNumber', serials[i]?.error)),
      );
      useBulkCheckStore.setState({ ours });
      storeProductNames(serials.map((result) => result.productName));
      if (!answered) useBulkCheckStore.setState({ checkFailed: true });
    },
    [known, country, runs],
  );
}

/**
 * Cell edits of step 3: typed in, undone (Ctrl+Z) or redone (Ctrl+Y), each kept in the shared
 * form state (docs/spec.md §4) and re-validated REVALIDATION_DELAY_MS after its last change.
 */
export function useCellEdits(known: ValidationCache, country: string, runs: CheckRuns) {
  const revalidate = useRevalidate(known, country, runs);

  /**
   * Errors stay on their row, so an edited serial keeps the row's other errors; the server's
   * error for that kind is dropped.
   */
  const changeCell = useCallback(
    (index: number, column: EditableColumn, value: string) => {
      const current = currentRows();
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
      const waiting = runs.timers;
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
    [revalidate, runs],
  );

  /** A cell typed in: changed, and kept in the history for undo. */
  const editCell = useCallback(
    (index: number, column: EditableColumn, value: string) => {
      const before = currentRows()[index]?.[column];
      if (before === undefined) return;
      useBulkCheckStore.setState((state) => ({
        history: recordEdit(state.history, { index, column, before, after: value }),
      }));
      changeCell(index, column, value);
    },
    [changeCell],
  );

  /** Takes back or makes again the last edit; the cell it changed, or null when there was none. */
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

  return { editCell, undo, redo };
}
