import { auditSearchSchema, STAFF_ACTIONS } from '@pr/contracts/console';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsolePaths } from '../shell/console-paths';
import { auditPageQuery } from '../api/console-api';
import { useListPage } from '../ui/cursor-pages';
import { ConsoleLayout } from '../shell/console-layout';
import styles from '../ui/console.module.css';
import { FilterInput } from '../ui/filter-input';
import { formatDateTime } from '../ui/format';
import { EmptyState } from '../ui/empty-state';
import { QueryView } from '../ui/query-view';
import { useUrlFilters } from '../ui/use-url-filters';

const AUDIT_FILTERS = ['action', 'actor', 'targetId'] as const;

/** The log's filters, kept in the URL so a filtered view can be shared. */
function AuditFilters() {
  const { t } = useTranslation('console');
  const paths = useConsolePaths();
  const { values, errors, set, submit } = useUrlFilters(
    AUDIT_FILTERS,
    paths.consoleAudit,
    auditSearchSchema,
  );
  return (
    <form
      className={`${styles.panel} ${styles.filters}`}
      onSubmit={submit}
      aria-label={t('filters.title')}
    >
      <div className={styles.filter}>
        <label htmlFor="audit-action">{t('audit.action')}</label>
        <select
          id="audit-action"
          value={values.action}
          onChange={(e) => set('action')(e.target.value)}
        >
          <option value="">{t('filters.any')}</option>
          {STAFF_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`audit.actions.${action}`)}
            </option>
          ))}
        </select>
      </div>
      <FilterInput
        id="audit-actor"
        label={t('audit.actorEmail')}
        type="email"
        value={values.actor}
        onChange={set('actor')}
        error={errors.actor}
      />
      <FilterInput
        id="audit-target"
        label={t('audit.targetId')}
        value={values.targetId}
        onChange={set('targetId')}
        error={errors.targetId}
      />
      <div className={styles.filterActions}>
        <button type="submit" className="button button-primary">
          {t('filters.search')}
        </button>
      </div>
    </form>
  );
}

/** What staff did, newest first: who, when, what and why; filtered by action, actor, target. */
export function AuditPage() {
  const { t, i18n } = useTranslation('console');
  const { params, query: log } = useListPage(auditPageQuery);
  const paths = useConsolePaths();
  return (
    <ConsoleLayout title={t('nav.audit')}>
      <AuditFilters key={params.toString()} />
      <section className={styles.panel} aria-label={t('nav.audit')}>
        <QueryView
          query={log}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              title={t('audit.empty')}
              hint={t('audit.emptyHint')}
              action={
                <Link className="button button-secondary" to={paths.consoleRegistrations()}>
                  {t('audit.emptyAction')}
                </Link>
              }
            />
          }
        >
          {(data) => (
            <div className={styles.tableWrap}>
              <table className={`${styles.table} ${styles.cards}`}>
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
                  {data.items.map((entry) => (
                    <tr key={entry.id}>
                      <td data-label={t('audit.at')}>{formatDateTime(entry.at, i18n.language)}</td>
                      <td data-label={t('audit.actor')}>{entry.actor}</td>
                      <td data-label={t('audit.action')}>{t(`audit.actions.${entry.action}`)}</td>
                      <td data-label={t('audit.target')}>
                        <span className={styles.muted}>{entry.targetType}</span> {entry.targetId}
                      </td>
                      <td data-label={t('audit.reason')}>{entry.reason ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryView>
      </section>
    </ConsoleLayout>
  );
}
