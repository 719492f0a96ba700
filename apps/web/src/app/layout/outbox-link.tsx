import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../shared/auth/auth-store';
import { isInstaller } from '../../shared/auth/current-user';
import { useOutboxSummary } from '../../shared/outbox/outbox-summary';
import { usePaths } from '../../shared/routing/use-paths';
import { Icon } from '../../shared/ui/icon';
import styles from './outbox-link.module.css';

/**
 * The header's way to the installer's kept registrations, with how many still wait for a
 * signal; shown only while the outbox holds something, and only while no installer is signed
 * in (then the installer navigation has it, with the same count).
 */
export function OutboxLink() {
  const { t } = useTranslation();
  const paths = usePaths();
  const { waiting, total } = useOutboxSummary();
  const user = useCurrentUser();
  if (total === 0 || isInstaller(user)) return null;
  return (
    <Link
      to={paths.outbox()}
      className={styles.link}
      data-waiting={waiting > 0}
      aria-label={t('outbox.headerLink', { count: waiting })}
    >
      <Icon name="upload" size={20} />
      <span className={styles.text} aria-hidden="true">
        {t('outbox.headerText')}
      </span>
      <span className={styles.count} aria-hidden="true">
        {waiting}
      </span>
    </Link>
  );
}
