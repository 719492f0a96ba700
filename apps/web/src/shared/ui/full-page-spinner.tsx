import styles from './full-page-spinner.module.css';

/** Covers the page while a submission is pending (docs/spec.md §2), announcing `label`. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.overlay} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
