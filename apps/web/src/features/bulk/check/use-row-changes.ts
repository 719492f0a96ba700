import { useCallback } from 'react';
import { emptyBulkRow, useBulkStore } from '../../../shared/form-state/bulk-store';
import { serialErrorOf, withError } from './cell-errors';
import { useBulkCheckStore } from './check-store';
import { currentRows, storeProductNames } from './current-rows';
import { withoutRow } from './edit-history';
import { composeRowErrors, serialResults, type SerialAnswers } from './row-errors';

/** Rows added to and deleted from step 3's table. */
export function useRowChanges(known: SerialAnswers, country: string) {
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
    // An empty row has no address to search: no verdict to read.
    const errors = composeRowErrors(emptyBulkRow(), serialErrorOf('', true, null), {
      country,
      addresses: new Map(),
      now: new Date(),
    });
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
      const current = currentRows();
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

  return { addRow, deleteRow };
}
