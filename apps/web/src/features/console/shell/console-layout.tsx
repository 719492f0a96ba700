import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/auth/auth-store';
import { Notice } from '../../../shared/ui/notice';
import { PageTitle } from '../../../shared/ui/page-title';
import { ConsoleNav } from './console-nav';
import styles from '../ui/console.module.css';

/**
 * The console's frame, the full width of the screen: its sections beside the page (a
 * drawer on a phone), the page's title, and a refusal for anyone but staff.
 */
export function ConsoleLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('console');
  const user = useCurrentUser();
  const isStaff = user.isAuthenticated && user.isStaff;
  return (
    <div className={styles.shell}>
      <PageTitle title={title} />
      {isStaff && <ConsoleNav />}
      <div className={styles.console}>
        <h1 className={styles.title}>{title}</h1>
        {isStaff ? children : <Notice tone="error">{t('notStaff')}</Notice>}
      </div>
    </div>
  );
}
