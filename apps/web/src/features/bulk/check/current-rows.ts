import { parseLocalDay } from '@pr/contracts';
import { formatLocalDay } from '../../../shared/forms/local-day-format';
import { useBulkStore, type BulkRow } from '../../../shared/form-state/bulk-store';

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

/**
 * Writes every date the check understood in the locale's own form (15/03/2024 in France,
 * 2024. 03. 15. in Hungary), so 12.11.2024 and 13/11/2024 pasted together read alike and
 * a day written year first cannot be taken for another. A date not understood stays as typed.
 */
export function storeDatesInLocaleForm(locale: string): void {
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
  const current = currentRows();
  let changed = false;
  const rows = current.map((row) => {
    const installationDate = formOf(row.installationDate);
    if (installationDate === row.installationDate) return row;
    changed = true;
    return { ...row, installationDate };
  });
  if (changed) useBulkStore.getState().update({ parsedData: rows });
}
