import { XLSX_MEDIA_TYPE } from '@pr/contracts';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import formStyles from '../../../shared/forms/form-controls.module.css';
import { FlashView } from '../../../shared/flash/flash-view';
import { StepActions } from '../../../shared/forms/step-actions';
import { saveFile } from '../../../shared/api/download-file';
import { BULK_COLUMNS, useBulkStore } from '../../../shared/form-state/bulk-store';
import type { VirtualTableHandle } from '../virtual-table';
import { useLocale } from '../../../shared/routing/use-locale';
import { usePaths } from '../../../shared/routing/use-paths';
import { newBatchKey } from '../../../shared/bulk-batch/new-batch-key';
import { CheckProgress } from './check-progress';
import { countRowsWithErrors, rowErrorsOf, rowsWithErrors, useBulkCheckStore } from './check-store';
import { cellInputId, CheckTable, deleteButtonId } from './check-table';
import { CheckToolbar } from './check-toolbar';
import { errorReportTable, errorReportXlsx } from './error-report';
import type { CellPosition, EditableColumn } from './check-model';
import { errorCells, firstErrorCell, nextErrorCell } from './error-cells';
import { useBulkCheck } from './use-bulk-check';
import { useRegisterValidRows } from './register-valid-rows';
import styles from './check-step.module.css';

/**
 * The closable flash with the error count or 'Aucune erreur trouvée' (docs/spec.md §2), and,
 * as GOV.UK's error summary does, a link to the first cell to fix.
 */
function ErrorCountFlash({
  errorRows,
  firstError,
  onGoTo,
}: {
  errorRows: number;
  firstError: CellPosition | null;
  onGoTo: (cell: CellPosition) => void;
}) {
  const { t } = useTranslation();
  // Closed for this count only: a new count is news worth showing again.
  const [closedAt, setClosedAt] = useState<number | null>(null);
  if (closedAt === errorRows) return null;
  return (
    <FlashView
      type={errorRows > 0 ? 'error' : 'success'}
      onClose={() => setClosedAt(errorRows)}
      action={
        firstError !== null && (
          <a
            href={`#${cellId(firstError)}`}
            className={styles.firstError}
            onClick={(event) => {
              event.preventDefault();
              onGoTo(firstError);
            }}
          >
            {t('bulk.check.firstError', { row: firstError.index + 1 })}
          </a>
        )
      }
    >
      {errorRows > 0
        ? t('bulk.check.rowsWithErrors', { errors: errorRows })
        : t('bulk.check.noErrors')}
    </FlashView>
  );
}

const cellId = ({ index, column }: CellPosition) => cellInputId(index, column);

/** The cell an input id names, if it names one. */
function cellOfId(id: string | null): CellPosition | null {
  const match = id === null ? null : /^bulk-(\d+)-(\w+)$/.exec(id);
  const column = match?.[2] as EditableColumn | undefined;
  if (match == null || column === undefined || !BULK_COLUMNS.includes(column)) return null;
  return { index: Number(match[1]), column };
}

/** Where "next error" goes on from when an element has the focus: its cell, or its row's end. */
function positionOf(element: EventTarget | null): CellPosition | null {
  if (!(element instanceof HTMLElement)) return null;
  const deleting = /^bulk-(\d+)-delete$/.exec(element.id);
  // The delete button ends its row: after its last cell.
  return deleting === null ? cellOfId(element.id) : { index: Number(deleting[1]), column: 'city' };
}

/** Focuses the element `id` once the virtual table has rendered its row (a few frames at most). */
function focusWhenRendered(id: string, framesLeft = 10): void {
  const element = document.getElementById(id);
  if (element !== null) {
    element.focus();
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusWhenRendered(id, framesLeft - 1));
}

/**
 * Bulk step 3 (docs/spec.md §2, §4): every row is checked on arrival, with the progress shown;
 * then the rows can be corrected in place and submitted once none has an error.
 */
export function CheckStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const { locale } = useLocale();
  const phase = useBulkCheckStore((state) => state.phase);
  const checkFailed = useBulkCheckStore((state) => state.checkFailed);
  const waiting = useBulkCheckStore((state) => state.pending.size > 0);
  const errorRows = useBulkCheckStore(countRowsWithErrors);
  const oursRows = useBulkCheckStore((state) => state.ours.size);
  const { checkAllRows, editCell, deleteRow, addRow, undo, redo } = useBulkCheck(locale);
  const rowCount = useBulkCheckStore((state) => state.total);
  const ready = phase === 'ready';
  const registerValidRows = useRegisterValidRows();
  const validRows = rowCount - errorRows;
  // "Errors only" shows the rows that had an error when it was ticked: a row being fixed
  // stays in view instead of vanishing under the cursor.
  const [shownRows, setShownRows] = useState<readonly number[] | null>(null);
  const showErrorsOnly = (only: boolean) => {
    if (!only) {
      setShownRows(null);
      return;
    }
    setShownRows(rowsWithErrors(useBulkCheckStore.getState()));
  };

  useEffect(() => {
    void checkAllRows();
  }, [checkAllRows]);

  const tableRef = useRef<VirtualTableHandle>(null);
  /** The cell that had the focus last: "next error" goes on from there. */
  const lastCell = useRef<CellPosition | null>(null);
  const shownErrorCells = useCallback(() => {
    const state = useBulkCheckStore.getState();
    const indexes = shownRows ?? Array.from({ length: state.total }, (_, index) => index);
    return errorCells(indexes, (index) => rowErrorsOf(state, index));
  }, [shownRows]);
  // As the id of its input: a string compares equal from one store change to the next.
  const firstErrorId = useBulkCheckStore((state) => {
    if (state.phase !== 'ready') return null;
    const cell = firstErrorCell(state.total, (index) => rowErrorsOf(state, index));
    return cell === null ? null : cellId(cell);
  });
  const firstError = useMemo(() => cellOfId(firstErrorId), [firstErrorId]);

  const goTo = useCallback(
    (cell: CellPosition) => {
      const position = shownRows === null ? cell.index : shownRows.indexOf(cell.index);
      if (position < 0) return;
      lastCell.current = cell;
      tableRef.current?.scrollToRow(position);
      focusWhenRendered(cellId(cell));
    },
    [shownRows],
  );
  const goToError = (direction: 1 | -1) => {
    // The focused cell, else the one focused last (the focus is on this button, say).
    const from = positionOf(document.activeElement) ?? lastCell.current;
    const cell = nextErrorCell(shownErrorCells(), from, direction);
    if (cell !== null) goTo(cell);
  };
  const undoOrRedo = (change: typeof undo) => {
    const cell = change();
    if (cell !== null) goTo(cell);
  };
  const formRef = useRef<HTMLFormElement>(null);
  const onKeyDown = useEffectEvent((event: globalThis.KeyboardEvent) => {
    // Keys typed in the step, or with the focus nowhere (after a row was deleted, say).
    const target = event.target instanceof Node ? event.target : null;
    if (!ready || (target !== document.body && !formRef.current?.contains(target))) return;
    const key = event.key.toLowerCase();
    const command = event.ctrlKey || event.metaKey;
    if (event.key === 'F8') goToError(event.shiftKey ? -1 : 1);
    else if (command && key === 'z' && !event.shiftKey) undoOrRedo(undo);
    else if (command && (key === 'y' || (key === 'z' && event.shiftKey))) undoOrRedo(redo);
    else return;
    // The input's own undo would fight ours over the cell's value.
    event.preventDefault();
  });
  useEffect(() => {
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  /**
   * Deletes a row and gives the focus to the delete button of the row that takes its place
   * (the one before when it was the last), so the keyboard stays where the user works.
   */
  const removeRow = (index: number) => {
    deleteRow(index);
    // The filtered rows after the deleted one move up by one.
    const shown =
      shownRows?.filter((row) => row !== index).map((row) => (row > index ? row - 1 : row)) ?? null;
    setShownRows(shown);
    const position = Math.max(
      0,
      Math.min(shownRows?.indexOf(index) ?? index, (shown?.length ?? rowCount - 1) - 1),
    );
    const next = shown === null ? position : shown[position];
    if (next === undefined || rowCount <= 1) return;
    tableRef.current?.scrollToRow(position);
    focusWhenRendered(deleteButtonId(next));
  };
  const downloadErrors = async () => {
    const state = useBulkCheckStore.getState();
    const errorRows = rowsWithErrors(state).map((index) => ({
      index,
      messages: Object.values(rowErrorsOf(state, index)).map((code) =>
        t(`bulk.cellErrors.${code}`),
      ),
    }));
    const table = errorReportTable({
      data: useBulkStore.getState(),
      errorRows,
      texts: {
        column: (column) => t(`bulk.columns.${column}`),
        sourceColumn: (position) => t('bulk.check.sourceColumn', { position }),
        errorColumn: t('bulk.check.errorColumn'),
      },
    });
    const bytes = await errorReportXlsx(table, t('bulk.check.errorReportSheet'));
    saveFile(
      new Blob([bytes], {
        type: XLSX_MEDIA_TYPE,
      }),
      t('bulk.check.errorReportFile'),
    );
  };

  const submit = () => {
    if (!ready || waiting || errorRows > 0 || rowCount === 0) return;
    const { batchKey, update } = useBulkStore.getState();
    // The same rows keep their key, so a repeated import of them cannot register twice.
    if (batchKey === '') update({ batchKey: newBatchKey() });
    void navigate(paths.bulkStep(4));
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      ref={formRef}
      onFocus={(event) => {
        lastCell.current = positionOf(event.target) ?? lastCell.current;
      }}
    >
      {ready ? (
        <div className={styles.flashes}>
          <ErrorCountFlash errorRows={errorRows} firstError={firstError} onGoTo={goTo} />
          {oursRows > 0 && (
            <FlashView type="info">{t('bulk.check.oursSkipped', { count: oursRows })}</FlashView>
          )}
          {checkFailed && (
            <FlashView
              type="error"
              action={
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void checkAllRows()}
                >
                  {t('bulk.check.retry')}
                </button>
              }
            >
              {t('bulk.check.checkFailed')}
            </FlashView>
          )}
        </div>
      ) : (
        <CheckProgress />
      )}
      {ready && (
        <CheckToolbar
          hasErrors={errorRows > 0}
          onPreviousError={() => goToError(-1)}
          onNextError={() => goToError(1)}
          onUndo={() => undoOrRedo(undo)}
          onRedo={() => undoOrRedo(redo)}
          onDownloadErrors={() => void downloadErrors()}
        />
      )}
      {ready && (errorRows > 0 || shownRows !== null) && (
        <label className={formStyles.checkboxLabel}>
          <input
            type="checkbox"
            checked={shownRows !== null}
            onChange={(event) => showErrorsOnly(event.target.checked)}
          />
          {t('bulk.check.errorsOnly')}
        </label>
      )}
      {ready && (
        <CheckTable
          tableRef={tableRef}
          onEdit={editCell}
          onDelete={waiting ? undefined : removeRow}
          shownRows={shownRows}
        />
      )}
      {ready && (
        <button
          type="button"
          className={`button button-secondary ${styles.addRow}`}
          disabled={waiting}
          onClick={() => {
            const index = addRow();
            // A row added under the "errors only" filter is shown: it has errors to fill in.
            const shown = shownRows === null ? null : [...shownRows, index];
            setShownRows(shown);
            const position = shown === null ? index : shown.length - 1;
            tableRef.current?.scrollToRow(position);
            focusWhenRendered(cellId({ index, column: 'serialNumber' }));
          }}
        >
          {t('bulk.check.addRow')}
        </button>
      )}
      {ready && errorRows > 0 && validRows > 0 && (
        <div className={styles.validRows}>
          <button
            type="button"
            className="button button-secondary"
            disabled={waiting || registerValidRows.isPending}
            aria-describedby="bulk-valid-rows-hint"
            onClick={() => registerValidRows.mutate()}
          >
            {t('bulk.check.submitValid', { count: validRows })}
          </button>
          <p id="bulk-valid-rows-hint" className={styles.validRowsHint}>
            {t('bulk.check.submitValidHint', { outbox: t('header.outbox') })}
          </p>
        </div>
      )}
      <StepActions
        onBack={() => void navigate(paths.bulkStep(2))}
        submitLabel={t('bulk.check.submit')}
        submitDisabled={!ready || waiting || errorRows > 0 || rowCount === 0}
      />
    </form>
  );
}
