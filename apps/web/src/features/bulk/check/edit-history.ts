import type { EditableColumn } from './check-model';

/** One change of one cell: what it held before and what it holds after. */
export interface CellEdit {
  index: number;
  column: EditableColumn;
  before: string;
  after: string;
}

/** Step 3's cell edits, for undo (Ctrl+Z) and redo (Ctrl+Y). */
export interface EditHistory {
  past: readonly CellEdit[];
  future: readonly CellEdit[];
}

export const EMPTY_HISTORY: EditHistory = Object.freeze({ past: [], future: [] });

/** Edits kept for undo: enough for a working session, bounded for a 10,000-row table. */
const MAX_EDITS = 500;

const sameCell = (a: CellEdit, b: Pick<CellEdit, 'index' | 'column'>) =>
  a.index === b.index && a.column === b.column;

/**
 * Records an edit. Typing on in the cell edited last extends that edit, as a spreadsheet
 * undoes a cell's whole change at once; a new edit forgets what could be redone.
 */
export function recordEdit(history: EditHistory, edit: CellEdit): EditHistory {
  const last = history.past.at(-1);
  const past =
    last !== undefined && sameCell(last, edit)
      ? [...history.past.slice(0, -1), { ...last, after: edit.after }]
      : [...history.past, edit];
  // Typed back to what it was: nothing left to undo in that cell.
  const kept = past.at(-1)?.before === past.at(-1)?.after ? past.slice(0, -1) : past;
  return { past: kept.slice(-MAX_EDITS), future: [] };
}

/** The edit to take back, and the history after it; null when there is none. */
export function undoEdit(history: EditHistory): { edit: CellEdit; history: EditHistory } | null {
  const edit = history.past.at(-1);
  if (edit === undefined) return null;
  return {
    edit,
    history: { past: history.past.slice(0, -1), future: [...history.future, edit] },
  };
}

/** The edit to make again, and the history after it; null when there is none. */
export function redoEdit(history: EditHistory): { edit: CellEdit; history: EditHistory } | null {
  const edit = history.future.at(-1);
  if (edit === undefined) return null;
  return {
    edit,
    history: { past: [...history.past, edit], future: history.future.slice(0, -1) },
  };
}

/** After row `index` was deleted: its edits are gone, and the rows below moved up one. */
export function withoutRow(history: EditHistory, index: number): EditHistory {
  const shift = (edits: readonly CellEdit[]) =>
    edits
      .filter((edit) => edit.index !== index)
      .map((edit) => (edit.index > index ? { ...edit, index: edit.index - 1 } : edit));
  return { past: shift(history.past), future: shift(history.future) };
}
