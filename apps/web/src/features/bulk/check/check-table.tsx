import { memo, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { BULK_COLUMNS, useBulkStore, type BulkRow } from '../../../shared/form-state/bulk-store';
import { VirtualTable, type VirtualTableHandle } from '../virtual-table';
import { kindOfColumn, NO_ERRORS, type RowErrors } from './cell-errors';
import { useBulkCheckStore } from './check-store';
import { Icon } from '../../../shared/ui/icon';
import { useMediaQuery } from '../../../shared/ui/use-media-query';
import { ErrorTip } from './error-tip';
import type { EditableColumn } from './check-model';
import styles from './check-table.module.css';

const ROW_NUMBER_WIDTH = 76;
const DELETE_WIDTH = 44;
/** Enough for typical values; together they fit the wide step card at 1440 px. */
const COLUMN_WIDTHS: Record<(typeof BULK_COLUMNS)[number], number> = {
  serialNumber: 135,
  productName: 170,
  installationDate: 140,
  street: 170,
  streetNumber: 105,
  zip: 110,
  city: 140,
};
/** The column with each row's error texts, on screens wide enough for it beside the others. */
const ERROR_TEXT_WIDTH = 180;
/** From this viewport width the step's card takes the error column without a sideways scroll. */
export const ERROR_TEXT_MEDIA = '(min-width: 1360px)';
const HEADER_HEIGHT = 48;
const ROW_HEIGHT = 52;

/** The id of a cell's input: how the step finds a cell to give the focus to. */
export const cellInputId = (index: number, column: EditableColumn) => `bulk-${index}-${column}`;
/** The id of a row's delete button. */
export const deleteButtonId = (index: number) => `bulk-${index}-delete`;

/** Keeps an edited cell and schedules its re-validation (useBulkCheck's editCell). */
type EditCell = (index: number, column: EditableColumn, value: string) => void;
/** Deletes a row (useBulkCheck's deleteRow); undefined while an edit waits for its check. */
type DeleteRow = ((index: number) => void) | undefined;

interface CellProps {
  index: number;
  column: EditableColumn;
  value: string;
  error: RowErrors[keyof RowErrors];
  onEdit: EditCell;
}

/** One editable cell; an invalid one is highlighted with an info icon and tooltip (docs/spec.md §2). */
function Cell({ index, column, value, error, onEdit }: CellProps) {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(false);
  const id = cellInputId(index, column);
  return (
    <div
      role="cell"
      className={styles.cell}
      data-invalid={error !== undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <input
        id={id}
        className={styles.input}
        value={value}
        aria-label={t('bulk.check.cellLabel', {
          column: t(`bulk.columns.${column}`),
          row: index + 1,
        })}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onEdit(index, column, event.target.value)}
      />
      {error !== undefined && (
        <ErrorTip
          id={`${id}-error`}
          message={t(`bulk.cellErrors.${error}`)}
          cellFocused={focused}
        />
      )}
    </div>
  );
}

/**
 * A row's error texts, one after the other, where a wide screen has room for them: the
 * spec's icon and tooltip make a reader hover cell after cell to learn what is wrong.
 */
function ErrorTexts({ errors }: { errors: RowErrors }) {
  const { t } = useTranslation();
  const text = Object.values(errors)
    .map((code) => t(`bulk.cellErrors.${code}`))
    .join(' ');
  return (
    <div role="cell" className={styles.errorText}>
      {text !== '' && <span title={text}>{text}</span>}
    </div>
  );
}

interface RowCellsProps {
  index: number;
  row: BulkRow;
  errors: RowErrors;
  /** The row's error texts in a column of their own (a wide screen). */
  errorTexts: boolean;
  /** The user's company registered this device already: the row is skipped. */
  ours: boolean;
  onEdit: EditCell;
  onDelete: DeleteRow;
}

/** A row's cells; memoized, so typing in one row re-renders that row only. */
const RowCells = memo(function RowCells({
  index,
  row,
  errors,
  errorTexts,
  ours,
  onEdit,
  onDelete,
}: RowCellsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div role="cell" className={styles.rowNumber}>
        {index + 1}
      </div>
      {BULK_COLUMNS.map((column) =>
        column === 'productName' ? (
          <div key={column} role="cell" className={styles.productName}>
            {row.productName}
            {ours && <span className={styles.ours}>{t('bulk.check.ours')}</span>}
          </div>
        ) : (
          <Cell
            key={column}
            index={index}
            column={column}
            value={row[column]}
            error={errors[kindOfColumn(column)]}
            onEdit={onEdit}
          />
        ),
      )}
      {errorTexts && <ErrorTexts errors={errors} />}
      <div role="cell" className={styles.deleteCell}>
        <button
          id={deleteButtonId(index)}
          type="button"
          className={styles.delete}
          aria-label={t('bulk.check.deleteRow', { row: index + 1 })}
          disabled={onDelete === undefined}
          onClick={() => onDelete?.(index)}
        >
          <Icon name="close" size={18} />
        </button>
      </div>
    </>
  );
});

/** Bulk step 3's table: every row, a read-only product name and editable values (docs/spec.md §2). */
export function CheckTable({
  tableRef,
  onEdit,
  onDelete,
  shownRows,
}: {
  tableRef: Ref<VirtualTableHandle>;
  onEdit: EditCell;
  onDelete: DeleteRow;
  /** The rows to show ("errors only"), by index; every row when null. */
  shownRows: readonly number[] | null;
}) {
  const { t } = useTranslation();
  const rows = useBulkStore((state) => state.parsedData);
  const own = useBulkCheckStore((state) => state.errors);
  const server = useBulkCheckStore((state) => state.serverErrors);
  const ours = useBulkCheckStore((state) => state.ours);
  const errorTexts = useMediaQuery(ERROR_TEXT_MEDIA);
  // The browser's errors win; the server's show where the browser found nothing.
  const errors = useMemo(
    () =>
      Object.keys(server).length === 0
        ? own
        : own.map((mine, index) => {
            const fromServer = server[index];
            return fromServer === undefined ? mine : { ...fromServer, ...mine };
          }),
    [own, server],
  );

  return (
    <VirtualTable
      ref={tableRef}
      label={t('bulk.check.tableLabel')}
      columnWidths={[
        ROW_NUMBER_WIDTH,
        ...BULK_COLUMNS.map((column) => COLUMN_WIDTHS[column]),
        ...(errorTexts ? [ERROR_TEXT_WIDTH] : []),
        DELETE_WIDTH,
      ]}
      headerHeight={HEADER_HEIGHT}
      rowHeight={ROW_HEIGHT}
      rowCount={shownRows?.length ?? rows.length}
      header={
        <>
          <div role="columnheader" className={styles.heading}>
            {t('bulk.check.rowNumber')}
          </div>
          {BULK_COLUMNS.map((column) => (
            <div key={column} role="columnheader" className={styles.heading}>
              {t(`bulk.columns.${column}`)}
            </div>
          ))}
          {errorTexts && (
            <div role="columnheader" className={styles.heading}>
              {t('bulk.check.errorColumn')}
            </div>
          )}
          <div role="columnheader" className={styles.heading}>
            <span className="visually-hidden">{t('bulk.check.deleteColumn')}</span>
          </div>
        </>
      }
      renderRow={(position) => {
        const index = shownRows === null ? position : (shownRows[position] ?? -1);
        const row = rows[index];
        return row === undefined ? null : (
          <RowCells
            index={index}
            row={row}
            errors={errors[index] ?? NO_ERRORS}
            errorTexts={errorTexts}
            ours={ours.has(index)}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        );
      }}
    />
  );
}
