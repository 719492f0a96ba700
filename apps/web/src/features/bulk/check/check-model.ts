import type { BulkColumn } from '../../../shared/form-state/bulk-store';

/** A column of step 3 the user edits: the product name comes from the serial's look-up. */
export type EditableColumn = Exclude<BulkColumn, 'productName'>;

/** A cell of step 3's table: a row (by its index in the rows) and an editable column. */
export interface CellPosition {
  index: number;
  column: EditableColumn;
}
