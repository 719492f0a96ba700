import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../shared/routing/use-locale';
import { useBulkCheckStore } from './check-store';
import styles from './check-step.module.css';

/** Below this, an estimate would flicker more than it tells. */
const ESTIMATE_AFTER_MS = 1000;

/**
 * The time the rest of the check should take at the pace so far, in whole seconds (or
 * minutes from two minutes on); null before there is a pace to go by.
 */
export function timeLeft(
  checked: number,
  total: number,
  elapsedMs: number,
): { value: number; unit: 'second' | 'minute' } | null {
  if (checked === 0 || checked >= total || elapsedMs < ESTIMATE_AFTER_MS) return null;
  const seconds = Math.max(1, Math.round(((total - checked) * elapsedMs) / checked / 1000));
  return seconds >= 120
    ? { value: Math.round(seconds / 60), unit: 'minute' }
    : { value: seconds, unit: 'second' };
}

/**
 * The full check's progress: rows checked out of all rows and the time left
 * (docs/architecture.md §9, instead of a bare spinner). It moves with every page answered.
 */
export function CheckProgress() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const checked = useBulkCheckStore((state) => state.checked);
  const total = useBulkCheckStore((state) => state.total);
  const startedAt = useBulkCheckStore((state) => state.startedAt);
  // Read when a page's answers arrive, which is what renders this again.
  // eslint-disable-next-line react-hooks/purity
  const left = timeLeft(checked, total, Date.now() - startedAt);
  const text = t('bulk.check.progress', { checked, count: total });
  return (
    <div className={styles.progress}>
      <span className={styles.spinner} aria-hidden="true" />
      <div className={styles.progressText}>
        <p>
          {text}
          {left !== null && (
            <span className={styles.timeLeft}>
              {t('bulk.check.timeLeft', {
                time: new Intl.NumberFormat(locale, {
                  style: 'unit',
                  unit: left.unit,
                  unitDisplay: 'long',
                }).format(left.value),
              })}
            </span>
          )}
        </p>
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
