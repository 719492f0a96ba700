import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translation-key';
import { useHealth } from '../../shared/api/get-health';
import { Icon } from '../../shared/ui/icon';
import { PageTitle } from '../../shared/ui/page-title';
import styles from './service-status-page.module.css';

/** The users and partners pages only check the service's health (spec §2 placeholder screens). */
function ServiceStatusPage({ title }: { title: TranslationKey }) {
  const { t } = useTranslation();
  const health = useHealth();
  return (
    <div className={`container ${styles.page}`}>
      <PageTitle title={t(title)} />
      <h1 className={styles.title}>{t(title)}</h1>
      <div className={styles.card} data-state={health.status} role="status">
        {health.isPending ? (
          <p>{t('serviceStatus.checking')}</p>
        ) : health.isSuccess ? (
          <>
            <Icon name="checkCircle" className={styles.icon} />
            <div>
              <p className={styles.message}>{t('serviceStatus.ok')}</p>
              <p className={styles.version}>
                {t('serviceStatus.version', { version: health.data.version })}
              </p>
            </div>
          </>
        ) : (
          <>
            <Icon name="alert" className={styles.icon} />
            <p className={styles.message}>{t('serviceStatus.unavailable')}</p>
          </>
        )}
      </div>
    </div>
  );
}

export function UsersPage() {
  return <ServiceStatusPage title="serviceStatus.usersTitle" />;
}

/** The authenticated health call arrives with sign-in; the route already requires login. */
export function PartnersPage() {
  return <ServiceStatusPage title="serviceStatus.partnersTitle" />;
}
