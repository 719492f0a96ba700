import { BULK_VALIDATION_PAGE_SIZE, isSerialNumber, splitLocale } from '@pr/contracts';
import { useCallback } from 'react';
import { checkableAddressOf } from './cell-errors';
import { useBulkCheckStore } from './check-store';
import { currentRows, storeCheckedRows } from './current-rows';
import { composeRowErrors, serialResults } from './row-errors';
import type { CheckRuns } from './use-check-runs';
import type { ValidationCache } from './validation-cache';

/** Pages checked at the same time during the full check. */
const PAGE_CONCURRENCY = 2;
/** Rows per page of the full check: one serial and one address request each, as large as the server takes. */
const ROWS_PER_PAGE = BULK_VALIDATION_PAGE_SIZE;

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
 * at a time; the progress counts the rows whose answers are in. Dates it understood are
 * then written in the locale's form.
 */
export function useFullCheck(known: ValidationCache, locale: string, runs: CheckRuns) {
  const { country } = splitLocale(locale);
  return useCallback(async (): Promise<void> => {
    runs.cancel();
    const thisRun = runs.current();
    const all = currentRows();
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
      if (runs.current() === thisRun) {
        useBulkCheckStore.setState((state) => ({ checked: state.checked + (end - start) }));
      }
    });
    if (runs.current() !== thisRun) return;

    const { results: serials, ours } = serialResults(all, known);
    const check = { country, addresses: known.knownAddresses(), now: new Date() };
    const errors = all.map((row, index) => composeRowErrors(row, serials[index]?.error, check));
    storeCheckedRows(
      serials.map((result) => result.productName),
      locale,
    );
    useBulkCheckStore.setState({ phase: 'ready', errors, checkFailed: !answered, ours });
  }, [known, country, locale, runs]);
}
