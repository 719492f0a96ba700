import { useTranslation } from 'react-i18next';
import { useBulkCheckStore } from './check-store';
import styles from './check-step.module.css';

interface CheckToolbarProps {
  hasErrors: boolean;
  onPreviousError: () => void;
  onNextError: () => void;
  onUndo: () => void;
  onRedo: () => void;
  onDownloadErrors: () => void;
}

/**
 * The tools above step 3's table: from error to error, undo and redo of cell edits, and
 * the rows with errors as a workbook to fix elsewhere. The keys the step listens to are
 * said in the text and on the buttons (aria-keyshortcuts).
 */
export function CheckToolbar({
  hasErrors,
  onPreviousError,
  onNextError,
  onUndo,
  onRedo,
  onDownloadErrors,
}: CheckToolbarProps) {
  const { t } = useTranslation();
  const canUndo = useBulkCheckStore((state) => state.history.past.length > 0);
  const canRedo = useBulkCheckStore((state) => state.history.future.length > 0);
  const tools = [
    {
      label: t('bulk.check.previousError'),
      keys: 'Shift+F8',
      enabled: hasErrors,
      onClick: onPreviousError,
    },
    { label: t('bulk.check.nextError'), keys: 'F8', enabled: hasErrors, onClick: onNextError },
    { label: t('bulk.check.undo'), keys: 'Control+Z', enabled: canUndo, onClick: onUndo },
    { label: t('bulk.check.redo'), keys: 'Control+Y', enabled: canRedo, onClick: onRedo },
  ];
  return (
    <div className={styles.toolbar}>
      <div className={styles.tools}>
        {tools.map(({ label, keys, enabled, onClick }) => (
          <button
            key={keys}
            type="button"
            className="button button-secondary"
            disabled={!enabled}
            aria-keyshortcuts={keys}
            onClick={onClick}
          >
            {label}
          </button>
        ))}
        {hasErrors && (
          <button type="button" className="button button-secondary" onClick={onDownloadErrors}>
            {t('bulk.check.downloadErrors')}
          </button>
        )}
      </div>
      <p className={styles.shortcuts}>{t('bulk.check.shortcuts')}</p>
    </div>
  );
}
