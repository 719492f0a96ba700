import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FlashView } from '../../../shared/flash/flash-view';
import { StepActions } from '../../../shared/forms/step-actions';
import { useBulkStore } from '../bulk-store';
import { useLocale } from '../../../shared/routing/use-locale';
import { usePaths } from '../../../shared/routing/use-paths';
import { newBatchKey } from './batch-key';
import { CheckProgress } from './check-progress';
import { countRowsWithErrors, rowErrorsOf, useBulkCheckStore } from './check-store';
import { CheckTable } from './check-table';
import { useBulkCheck } from './use-bulk-check';
import styles from './check-step.module.css';

/** The closable flash with the error count or 'Aucune erreur trouvée' (docs/spec.md §2). */
function ErrorCountFlash({ errorRows }: { errorRows: number }) {
  const { t } = useTranslation();
  // Closed for this count only: a new count is news worth showing again.
  const [closedAt, setClosedAt] = useState<number | null>(null);
  if (closedAt === errorRows) return null;
  return (
    <FlashView type={errorRows > 0 ? 'error' : 'success'} onClose={() => setClosedAt(errorRows)}>
      {errorRows > 0
        ? t('bulk.check.rowsWithErrors', { errors: errorRows })
        : t('bulk.check.noErrors')}
    </FlashView>
  );
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
  const { checkAllRows, editCell, deleteRow } = useBulkCheck(locale);
  const rowCount = useBulkCheckStore((state) => state.total);
  // "Errors only" shows the rows that had an error when it was ticked: a row being fixed
  // stays in view instead of vanishing under the cursor.
  const [shownRows, setShownRows] = useState<readonly number[] | null>(null);
  const showErrorsOnly = (only: boolean) => {
    if (!only) {
      setShownRows(null);
      return;
    }
    const state = useBulkCheckStore.getState();
    setShownRows(
      Array.from({ length: state.total }, (_, index) => index).filter(
        (index) => Object.keys(rowErrorsOf(state, index)).length > 0,
      ),
    );
  };

  useEffect(() => {
    void checkAllRows();
  }, [checkAllRows]);

  const ready = phase === 'ready';
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
    >
      {ready ? (
        <div className={styles.flashes}>
          <ErrorCountFlash errorRows={errorRows} />
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
      {ready && (errorRows > 0 || shownRows !== null) && (
        <label className={styles.errorsOnly}>
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
          onEdit={editCell}
          onDelete={
            waiting
              ? undefined
              : (index) => {
                  deleteRow(index);
                  // The filtered rows after the deleted one move up by one.
                  setShownRows(
                    (shown) =>
                      shown
                        ?.filter((row) => row !== index)
                        .map((row) => (row > index ? row - 1 : row)) ?? null,
                  );
                }
          }
          shownRows={shownRows}
        />
      )}
      <StepActions
        onBack={() => void navigate(paths.bulkStep(2))}
        submitLabel={t('bulk.check.submit')}
        submitDisabled={!ready || waiting || errorRows > 0 || rowCount === 0}
      />
    </form>
  );
}
