import { splitLocale } from '@pr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCellEdits } from './use-cell-edits';
import { useCheckRuns } from './use-check-runs';
import { useFullCheck } from './use-full-check';
import { useRowChanges } from './use-row-changes';
import { createValidationCache } from './validation-cache';

/**
 * The checks of bulk step 3 for the component that shows them: the full check, the
 * re-validation of edited cells and the rows added or deleted, with the server's answers in
 * the app's query cache.
 */
export function useBulkCheck(locale: string) {
  const queryClient = useQueryClient();
  const known = useMemo(() => createValidationCache(queryClient, locale), [queryClient, locale]);
  const { country } = splitLocale(locale);
  const runs = useCheckRuns();
  const checkAllRows = useFullCheck(known, locale, runs);
  const { editCell, undo, redo } = useCellEdits(known, country, runs);
  const { addRow, deleteRow } = useRowChanges(known, country);
  return { checkAllRows, editCell, deleteRow, addRow, undo, redo };
}
