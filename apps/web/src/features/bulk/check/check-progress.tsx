import { useTranslation } from 'react-i18next';
import { useBulkCheckStore } from './check-store';
import styles from './check-step.module.css';

/** The full check's progress: rows checked out of all rows (docs/architecture.md §9, instead of a bare spinner). */
export function CheckProgress() {
  const { t } = useTranslation();
  const checked = useBulkCheckStore((state) => state.checked);
  const total = useBulkCheckStore((state) => state.total);
  const text = t('bulk.check.progress', { checked, total });
  return (
    <div className={styles.progress}>
      <span className={styles.spinner} aria-hidden="true" />
      <div className={styles.progressText}>
        <p>{text}</p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('bulk.check.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={checked}
          aria-valuetext={text}
        >
          <span style={{ width: total === 0 ? 0 : `${(checked / total) * 100}%` }} />
        </div>
      </div>
    </div>
  );
}
