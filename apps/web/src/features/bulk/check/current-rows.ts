import { useBulkStore, type BulkRow } from '../bulk-store';

/** The rows as they are now: checks read them again after every wait. */
export const currentRows = (): BulkRow[] => useBulkStore.getState().parsedData;

/** Writes the looked-up product names into the rows (step 4 needs one on every row). */
export function storeProductNames(names: readonly string[]): void {
  const current = currentRows();
  if (current.every((row, index) => row.productName === names[index])) return;
  useBulkStore.getState().update({
    parsedData: current.map((row, index) => {
      const productName = names[index] ?? '';
      return row.productName === productName ? row : { ...row, productName };
    }),
  });
}
