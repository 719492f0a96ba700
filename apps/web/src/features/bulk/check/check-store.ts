import type { BulkRowError } from '@pr/contracts';
import { create } from 'zustand';
import {
  cellErrorOfServer,
  NO_ERRORS,
  withError,
  type ErrorKind,
  type RowErrors,
} from './cell-errors';
import { EMPTY_HISTORY, type EditHistory } from './edit-history';

export interface BulkCheckState {
  /** `checking` while the full check of step 3 runs (docs/spec.md §4). */
  phase: 'idle' | 'checking' | 'ready';
  /** Rows whose serial and address answers are in, for the progress indicator. */
  checked: number;
  total: number;
  /** When the full check started (ms since the epoch), for the time left. */
  startedAt: number;
  /** Errors found in the browser, by row. */
  errors: RowErrors[];
  /** Errors the server gave for the last batch, by row, until that kind of cell is edited. */
  serverErrors: Record<number, RowErrors>;
  /** Edited cells waiting for their re-validation ('row:kind'). */
  pending: ReadonlySet<string>;
  /** A look-up or search failed: some rows are marked invalid without an answer. */
  checkFailed: boolean;
  /** Rows whose device the user's company registered already: skipped, not errors. */
  ours: ReadonlySet<number>;
  /** The cell edits that can be undone and redone. */
  history: EditHistory;
}

const initialState = (): BulkCheckState => ({
  phase: 'idle',
  checked: 0,
  total: 0,
  startedAt: 0,
  errors: [],
  serverErrors: {},
  pending: new Set(),
  checkFailed: false,
  ours: new Set(),
  history: EMPTY_HISTORY,
});

/**
 * What step 3 shows about the rows. The server's answers live in TanStack Query's cache
 * (validation-cache.ts); the checks that fill this store run in useBulkCheck.
 */
export const useBulkCheckStore = create<
  BulkCheckState & {
    /** Forgets what was found about the rows: new data was pasted or mapped. */
    reset: () => void;
  }
>()((set) => ({
  ...initialState(),
  reset: () => set(initialState()),
}));

export function setRowErrors(update: (errors: RowErrors[]) => RowErrors[]): void {
  useBulkCheckStore.setState((state) => ({ errors: update(state.errors) }));
}

/** Marks an edited cell as waiting for its re-validation, or as done. */
export function setPending(key: string, waiting: boolean): void {
  useBulkCheckStore.setState((state) => {
    if (state.pending.has(key) === waiting) return state;
    const pending = new Set(state.pending);
    if (waiting) pending.add(key);
    else pending.delete(key);
    return { pending };
  });
}

/** Drops the server's error of one kind on a row: the user edited that kind of cell. */
export function clearServerError(index: number, kind: ErrorKind): void {
  useBulkCheckStore.setState((state) => {
    const server = state.serverErrors[index];
    if (server?.[kind] === undefined) return state;
    return { serverErrors: { ...state.serverErrors, [index]: withError(server, kind, undefined) } };
  });
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

/** The indexes of the rows with at least one error, in order. */
export function rowsWithErrors(state: BulkCheckState): number[] {
  return Array.from({ length: state.total }, (_, index) => index).filter(
    (index) => Object.keys(rowErrorsOf(state, index)).length > 0,
  );
}

/** Rows with at least one error, for the flash and the submit button. */
export function countRowsWithErrors(state: BulkCheckState): number {
  let count = 0;
  for (let index = 0; index < state.total; index += 1) {
    if (Object.keys(rowErrorsOf(state, index)).length > 0) count += 1;
  }
  return count;
}
