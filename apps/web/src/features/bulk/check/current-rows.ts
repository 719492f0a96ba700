import { parseLocalDay } from '@pr/contracts';
import { formatLocalDay } from '../../../shared/forms/local-day-format';
import { useBulkStore, type BulkRow } from '../../../shared/form-state/bulk-store';

/** The rows as they are now: checks read them again after every wait. */
export const currentRows = (): BulkRow[] => useBulkStore.getState().parsedData;

/**
 * Writes `change` of every row into the store in one update (a table of 10,000 rows is
 * saved and rendered once), and none when no row changed.
 */
function rewriteRows(change: (row: BulkRow, index: number) => BulkRow): void {
  let changed = false;
  const rows = currentRows().map((row, index) => {
    const next = change(row, index);
    if (next !== row) changed = true;
    return next;
  });
  if (changed) useBulkStore.getState().update({ parsedData: rows });
}

const withProductName = (row: BulkRow, productName: string): BulkRow =>
  row.productName === productName ? row : { ...row, productName };

/** Writes the looked-up product names into the rows (step 4 needs one on every row). */
export function storeProductNames(names: readonly string[]): void {
  rewriteRows((row, index) => withProductName(row, names[index] ?? ''));
}

/**
 * What the full check learnt, in one update: the product names, and every date it understood
 * in the locale's own form (15/03/2024 in France, 2024. 03. 15. in Hungary), so 12.11.2024
 * and 13/11/2024 pasted together read alike and a day written year first cannot be taken for
 * another. A date not understood stays as typed.
 */
export function storeCheckedRows(names: readonly string[], locale: string): void {
  // Sheets repeat their dates: each distinct text is read and written once.
  const inLocaleForm = new Map<string, string>();
  const formOf = (text: string) => {
    let form = inLocaleForm.get(text);
    if (form === undefined) {
      const day = parseLocalDay(text);
      form = day === null ? text : formatLocalDay(day, locale);
      inLocaleForm.set(text, form);
    }
    return form;
  };
  rewriteRows((row, index) => {
    const named = withProductName(row, names[index] ?? '');
    const installationDate = formOf(named.installationDate);
    return installationDate === named.installationDate ? named : { ...named, installationDate };
  });
}
