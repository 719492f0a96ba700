import { useTranslation } from 'react-i18next';
import { useAuditLog } from './api/console-api';
import { ConsoleLayout } from './console-layout';
import styles from './console.module.css';
import { formatDateTime } from './format';

/** What staff did, newest first: who, when, what and why. */
export function AuditPage() {
  const { t, i18n } = useTranslation('console');
  const log = useAuditLog();
  return (
    <ConsoleLayout title={t('nav.audit')}>
      <section className={styles.panel} aria-label={t('nav.audit')}>
        {log.isPending ? (
          <p role="status">{t('loading')}</p>
        ) : log.isError ? (
          <p className={styles.error} role="alert">
            {t('loadFailed')}
          </p>
        ) : log.data.items.length === 0 ? (
          <p>{t('audit.empty')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('audit.at')}</th>
                  <th scope="col">{t('audit.actor')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.target')}</th>
                  <th scope="col">{t('audit.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatDateTime(entry.at, i18n.language)}</td>
                    <td>{entry.actor}</td>
                    <td>{t(`audit.actions.${entry.action}`)}</td>
                    <td>
                      <span className={styles.muted}>{entry.targetType}</span> {entry.targetId}
                    </td>
                    <td>{entry.reason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </ConsoleLayout>
  );
}
