import { RECIPIENT_TYPE } from '@pr/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translation-key';
import { useAuthenticatedHealth } from './api/get-authenticated-health';
import { useHealth } from './api/get-health';
import { useCurrentUser } from '../../shared/auth/auth-store';
import type { SignedInUser } from '../../shared/auth/current-user';
import { Icon } from '../../shared/ui/icon';
import { PageTitle } from '../../shared/ui/page-title';
import styles from './service-status-page.module.css';

type CheckState = 'pending' | 'success' | 'error' | 'idle';

const CHECK_ICONS = { success: 'checkCircle', error: 'alert', idle: 'info' } as const;

/** One health check: its name, then its state announced politely as it changes. */
function CheckCard({
  title,
  state,
  children,
}: {
  title: string;
  state: CheckState;
  children: ReactNode;
}) {
  return (
    <section className={styles.card} data-state={state} aria-label={title}>
      {state !== 'pending' && <Icon name={CHECK_ICONS[state]} className={styles.icon} />}
      <div role="status">
        <h2 className={styles.checkTitle}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

function PublicHealth() {
  const { t } = useTranslation();
  const health = useHealth();
  return (
    <CheckCard title={t('serviceStatus.publicCheck')} state={health.status}>
      {health.isPending ? (
        <p>{t('serviceStatus.checking')}</p>
      ) : health.isSuccess ? (
        <>
          <p className={styles.message}>{t('serviceStatus.ok')}</p>
          <p className={styles.version}>
            {t('serviceStatus.version', { version: health.data.version })}
          </p>
        </>
      ) : (
        <p className={styles.message}>{t('serviceStatus.unavailable')}</p>
      )}
    </CheckCard>
  );
}

function AuthenticatedHealth({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const health = useAuthenticatedHealth(user);
  return (
    <CheckCard title={t('serviceStatus.authenticatedCheck')} state={health.status}>
      {health.isPending ? (
        <p>{t('serviceStatus.checking')}</p>
      ) : health.isSuccess ? (
        <>
          <p className={styles.message}>{t('serviceStatus.authenticatedOk')}</p>
          <p className={styles.version}>
            {t('serviceStatus.userType', {
              type: t(
                health.data.userType === RECIPIENT_TYPE.installer
                  ? 'serviceStatus.installer'
                  : 'serviceStatus.endCustomer',
              ),
            })}
          </p>
        </>
      ) : (
        <p className={styles.message}>{t('serviceStatus.authenticatedUnavailable')}</p>
      )}
    </CheckCard>
  );
}

/**
 * The users and partners pages only check the service's health (docs/spec.md §2 placeholder
 * screens): the public check, and the authenticated one with the user's access token.
 */
function ServiceStatusPage({ title }: { title: TranslationKey }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <div className={`container ${styles.page}`}>
      <PageTitle title={t(title)} />
      <h1 className={styles.title}>{t(title)}</h1>
      <PublicHealth />
      {user.isAuthenticated ? (
        <AuthenticatedHealth user={user} />
      ) : (
        <CheckCard title={t('serviceStatus.authenticatedCheck')} state="idle">
          <p className={styles.message}>{t('serviceStatus.signedOut')}</p>
        </CheckCard>
      )}
    </div>
  );
}

export function UsersPage() {
  return <ServiceStatusPage title="serviceStatus.usersTitle" />;
}

/** The route requires login, so the authenticated check always runs here. */
export function PartnersPage() {
  return <ServiceStatusPage title="serviceStatus.partnersTitle" />;
}
