import { REQUIRED_BULK_COLUMNS } from '../../../shared/form-state/bulk-store';
import { useTranslation } from 'react-i18next';
import styles from './paste-step.module.css';

/** One row as the spreadsheet should hold it, under the column headers (docs/spec.md §2). */
export function ExampleRow() {
  const { t } = useTranslation();
  return (
    <figure className={styles.example}>
      <figcaption id="bulk-example-title" className={styles.exampleTitle}>
        {t('bulk.paste.exampleTitle')}
      </figcaption>
      {/* Focusable so a keyboard can scroll it sideways on a narrow screen. */}
      <div
        className={styles.exampleScroll}
        tabIndex={0}
        role="region"
        aria-labelledby="bulk-example-title"
      >
        <table className={styles.exampleTable}>
          <thead>
            <tr>
              {REQUIRED_BULK_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {t(`bulk.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {REQUIRED_BULK_COLUMNS.map((column) => (
                <td key={column}>{t(`bulk.paste.exampleRow.${column}`)}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </figure>
  );
}
