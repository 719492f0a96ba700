import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { useConsolePaths } from './console-paths';
import { Notice } from '../../shared/ui/notice';
import { PageTitle } from '../../shared/ui/page-title';
import styles from './console.module.css';

/** The console's frame: its title, its sections, and a refusal for anyone but staff. */
export function ConsoleLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('console');
  const user = useCurrentUser();
  const paths = useConsolePaths();
  const isStaff = user.isAuthenticated && user.isStaff;
  return (
    <div className={`container ${styles.console}`}>
      <PageTitle title={title} />
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {isStaff && (
          <nav className={styles.nav} aria-label={t('nav.label')}>
            <NavLink to={paths.consoleOverview()}>{t('nav.overview')}</NavLink>
            <NavLink to={paths.console()} end>
              {t('nav.registrations')}
            </NavLink>
            <NavLink to={paths.consoleReviews()}>{t('nav.reviews')}</NavLink>
            <NavLink to={paths.consoleCompanies()}>{t('nav.companies')}</NavLink>
            <NavLink to={paths.consoleCatalog()}>{t('nav.catalog')}</NavLink>
            <NavLink to={paths.consoleRecalls()}>{t('nav.recalls')}</NavLink>
            <NavLink to={paths.consoleLabels()}>{t('nav.labels')}</NavLink>
            <NavLink to={paths.consolePoints()}>{t('nav.points')}</NavLink>
            <NavLink to={paths.consoleWebhooks()}>{t('nav.webhooks')}</NavLink>
            <NavLink to={paths.consoleApiClients()}>{t('nav.apiClients')}</NavLink>
            <NavLink to={paths.consolePeople()}>{t('nav.people')}</NavLink>
            <NavLink to={paths.consoleAudit()}>{t('nav.audit')}</NavLink>
          </nav>
        )}
      </div>
      {isStaff ? children : <Notice tone="error">{t('notStaff')}</Notice>}
    </div>
  );
}
